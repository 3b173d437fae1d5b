import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { renameInlineHandlers, SANITIZE_CONFIG } from '../src/ui/remoteView/sanitizeHtml.ts';

const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/** The browser's sanitising rules, run on the server for HTML that goes into the first screen of a page. */
export function sanitizeOnServer(html: string): string {
  return purify.sanitize(renameInlineHandlers(html), SANITIZE_CONFIG);
}
