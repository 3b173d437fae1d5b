import { importShared } from '../../sdk/importShared.ts';

type Purifier = { sanitize(html: string, config: Record<string, unknown>): string };

let purifier: Promise<Purifier> | null = null;

/** DOMPurify is a shared module loaded on the first remote view, so it stays off the critical path. */
function loadPurifier(): Promise<Purifier> {
  purifier ??= importShared<{ default: Purifier }>('dompurify').then((module) => module.default);
  return purifier;
}

const HANDLER_NAME = /^on[a-z]+\s*=/i;

/** Renames the `on…=` attributes of one tag; quoted values (which may hold `>` or `on…=` text) are kept as they are. */
function renameInTag(html: string, start: number): { text: string; end: number } {
  let text = '';
  let index = start;
  let atNameStart = false;
  let expectValue = false;
  while (index < html.length) {
    const char = html[index];
    if (char === '>' && !expectValue) return { text: `${text}>`, end: index + 1 };
    if (expectValue && (char === '"' || char === "'")) {
      const close = html.indexOf(char, index + 1);
      const end = close < 0 ? html.length : close + 1;
      text += html.slice(index, end);
      index = end;
      expectValue = false;
      atNameStart = true;
      continue;
    }
    if (/\s/.test(char)) {
      atNameStart = !expectValue || atNameStart;
    } else if (char === '/' && !expectValue) {
      atNameStart = true;
    } else if (char === '=') {
      expectValue = true;
      atNameStart = false;
    } else {
      if (expectValue) {
        const valueEnd = html.slice(index).search(/[\s>]/);
        const end = valueEnd < 0 ? html.length : index + valueEnd;
        text += html.slice(index, end);
        index = end;
        expectValue = false;
        continue;
      }
      if (atNameStart && HANDLER_NAME.test(html.slice(index, index + 64))) text += 'data-blocked-';
      atNameStart = false;
    }
    text += char;
    index += 1;
  }
  return { text, end: index };
}

/**
 * Renames `on…=` attributes before the HTML is parsed at all. Browsers check the page's CSP when an event-handler
 * attribute is set, even in the inert document DOMPurify parses into, so hostile markup would report violations.
 * DOMPurify still does the sanitising: the renamed attributes are data-* ones, which it drops.
 */
export function renameInlineHandlers(html: string): string {
  let result = '';
  let index = 0;
  for (;;) {
    const open = html.slice(index).search(/<[a-zA-Z]/);
    if (open < 0) return result + html.slice(index);
    const nameEnd = html.slice(index + open).search(/[\s/>]/);
    const attributesStart = nameEnd < 0 ? html.length : index + open + nameEnd;
    result += html.slice(index, attributesStart);
    const tag = renameInTag(html, attributesStart);
    result += tag.text;
    index = tag.end;
  }
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
