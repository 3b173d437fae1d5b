import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { renameCspCheckedAttributes } from '../src/ui/remoteView/renameCspCheckedAttributes.ts';
import { SANITIZE_CONFIG } from '../src/ui/remoteView/sanitizeConfig.ts';

const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/** The browser's sanitising rules, run on the server for HTML that goes into the first screen of a page. */
export function sanitizeOnServer(html: string): string {
  return purify.sanitize(renameCspCheckedAttributes(html), SANITIZE_CONFIG);
}
