/**
 * Attributes the browser checks against the page's CSP the moment the parser sets them, even in an inert document:
 * event handlers (`script-src-attr`) and inline styles (`style-src-attr`).
 */
const CSP_CHECKED_ATTRIBUTE = /^(on[a-z]+|style)$/i;
const BLOCKED_PREFIX = 'data-blocked-';

/** Elements whose content is text, never markup (outside SVG and MathML): a `<` inside them starts no tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

const FOREIGN_ROOTS = new Set(['svg', 'math']);

const isSpace = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';

/** The index after the run of characters that `stop` does not end. */
function scanUntil(html: string, from: number, stop: (char: string) => boolean): number {
  let index = from;
  while (index < html.length && !stop(html[index])) index += 1;
  return index;
}

/** Where a comment that opens at `start` (`<!--`) ends, as the browser's tokenizer reads it. */
function commentEnd(html: string, start: number): number {
  const body = start + 4;
  if (html.startsWith('>', body)) return body + 1;
  if (html.startsWith('->', body)) return body + 2;
  const ends = [html.indexOf('-->', body), html.indexOf('--!>', body)].filter((index) => index >= 0);
  if (ends.length === 0) return html.length;
  const end = Math.min(...ends);
  return end + (html.startsWith('-->', end) ? 3 : 4);
}

/**
 * Reads the attributes of a start tag from `from` (just after its name) to its `>`, renaming the checked ones.
 * Returns the rewritten text and where the tag ends.
 */
function rewriteAttributes(html: string, from: number): { text: string; end: number } {
  let text = '';
  let index = from;
  while (index < html.length) {
    const gapEnd = scanUntil(html, index, (char) => !isSpace(char) && char !== '/');
    text += html.slice(index, gapEnd);
    index = gapEnd;
    if (index >= html.length) break;
    if (html[index] === '>') return { text: `${text}>`, end: index + 1 };

    // An attribute name may begin with `=`; after its first character, `=` ends it.
    const nameEnd = scanUntil(html, index + 1, (char) => isSpace(char) || char === '/' || char === '>' || char === '=');
    const name = html.slice(index, nameEnd);
    text += CSP_CHECKED_ATTRIBUTE.test(name) ? BLOCKED_PREFIX + name : name;
    index = nameEnd;

    const beforeEquals = scanUntil(html, index, (char) => !isSpace(char));
    if (html[beforeEquals] !== '=') continue;
    const valueStart = scanUntil(html, beforeEquals + 1, (char) => !isSpace(char));
    const quote = html[valueStart];
    let valueEnd: number;
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, valueStart + 1);
      valueEnd = close < 0 ? html.length : close + 1;
    } else {
      valueEnd = scanUntil(html, valueStart, (char) => isSpace(char) || char === '>');
    }
    text += html.slice(index, valueEnd);
    index = valueEnd;
  }
  return { text, end: html.length };
}

/**
 * Renames event-handler and `style` attributes (to `data-blocked-…`) before the HTML meets any parser, reading tags,
 * comments and raw-text elements as the browser does. Parsing markup with those attributes reports CSP violations
 * even where nothing runs, and such reports must stay the sign of a real injection. DOMPurify still does the
 * sanitising: the renamed attributes are data-* ones, which it drops.
 */
export function renameCspCheckedAttributes(html: string): string {
  let result = '';
  let index = 0;
  let foreignDepth = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) break;
    if (/^<\/(svg|math)[\s/>]/i.test(html.slice(open, open + 7))) foreignDepth = Math.max(0, foreignDepth - 1);
    if (html.startsWith('<!--', open)) {
      const end = commentEnd(html, open);
      result += html.slice(index, end);
      index = end;
      continue;
    }
    if (!/[a-zA-Z]/.test(html[open + 1] ?? '')) {
      result += html.slice(index, open + 1);
      index = open + 1;
      continue;
    }
    const nameEnd = scanUntil(html, open + 1, (char) => isSpace(char) || char === '/' || char === '>');
    const tagName = html.slice(open + 1, nameEnd).toLowerCase();
    const tag = rewriteAttributes(html, nameEnd);
    result += html.slice(index, nameEnd) + tag.text;
    index = tag.end;
    if (FOREIGN_ROOTS.has(tagName) && !tag.text.endsWith('/>')) foreignDepth += 1;
    if (foreignDepth === 0 && RAW_TEXT_ELEMENTS.has(tagName)) {
      const close = html.toLowerCase().indexOf(`</${tagName}`, index);
      const end = tagName === 'plaintext' || close < 0 ? html.length : close;
      result += html.slice(index, end);
      index = end;
    }
  }
  return result + html.slice(index);
}
