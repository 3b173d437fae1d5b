import type { DOMPurify } from 'dompurify';
import { importShared } from '@host/sdk';
import { renameCspCheckedAttributes } from './renameCspCheckedAttributes.ts';
import { SANITIZE_CONFIG } from './sanitizeConfig.ts';

let purifier: Promise<DOMPurify> | null = null;

/** DOMPurify is a shared module loaded on the first remote view, so it stays off the critical path. */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= importShared<{ default: DOMPurify }>('dompurify').then((module) => module.default);
  return purifier;
}

/**
 * Parses markup into an element of a template's content document. Unlike a DOMParser document (what DOMPurify
 * parses a string into) or `createHTMLDocument`, that document applies no `<style>` and no `<base>`, so they report
 * no CSP violation; the attributes checked at parse time are renamed before (renameCspCheckedAttributes).
 */
function parseInert(html: string): HTMLElement {
  const root = document.createElement('template').content.ownerDocument.createElement('div');
  root.innerHTML = renameCspCheckedAttributes(html);
  return root;
}

/**
 * Server HTML goes through DOMPurify before it reaches the DOM: no scripts, no event handlers, no styles, no
 * javascript: URLs. Sanitised in place in an inert document, so that ordinary or hostile markup reports no CSP
 * violation on the way.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  const root = parseInert(html);
  purify.sanitize(root, { ...SANITIZE_CONFIG, IN_PLACE: true });
  return root.innerHTML;
}
