import { importShared } from '../../sdk/importShared.ts';

type Purifier = { sanitize(html: string, config: Record<string, unknown>): string };

let purifier: Promise<Purifier> | null = null;

/** DOMPurify is a shared module loaded on the first remote view, so it stays off the critical path. */
function loadPurifier(): Promise<Purifier> {
  purifier ??= importShared<{ default: Purifier }>('dompurify').then((module) => module.default);
  return purifier;
}

const INLINE_HANDLER = /(<[a-z][^>]*?[\s/"'])on([a-z]+\s*=)/gi;

/**
 * Renames `on…=` attributes before the HTML is parsed at all. Browsers check the page's CSP when an event-handler
 * attribute is set, even in the inert document DOMPurify parses into, so hostile markup would report violations.
 * DOMPurify still does the sanitising: the renamed attributes are data-* ones, which it drops.
 */
export function renameInlineHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(INLINE_HANDLER, '$1data-blocked-on$2');
  } while (current !== previous);
  return current;
}

/** What server HTML may keep; the BFF's first-screen rendering uses the same rules. */
export const SANITIZE_CONFIG = {
  ALLOW_DATA_ATTR: false,
  FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
  FORBID_ATTR: ['style'],
};

/** Server HTML goes through DOMPurify before it reaches the DOM: no scripts, no event handlers, no javascript: URLs. */
export async function sanitizeHtml(html: string): Promise<string> {
  const { sanitize } = await loadPurifier();
  return sanitize(renameInlineHandlers(html), SANITIZE_CONFIG);
}
