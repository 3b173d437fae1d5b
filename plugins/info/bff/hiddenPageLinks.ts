/** An `<a>` element of content: its href and its text (which holds no other link). */
const LINK = String.raw`<a\s(?:[^>]*?\s)?href="([^"]*)"[^>]*>((?:(?!<\/?a\b)[\s\S])*?)<\/a>`;
const LIST_ITEM_OF_ONE_LINK = new RegExp(String.raw`<li>\s*${LINK}\s*<\/li>`, 'g');
const ANY_LINK = new RegExp(LINK, 'g');

/** A content href as the domain's `notFoundUrls` write paths: without query, fragment or trailing slash. */
const pathOf = (href: string) => href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';

/**
 * Content without its links to the pages a domain lists as not found (`site.notFoundUrls`, paths without language):
 * an operator who hides a page expects nothing on the site to lead to its 404. An index entry that is only such a
 * link goes with it; elsewhere the link's text stays, as plain text.
 */
export function withoutLinksToHiddenPages(html: string, hiddenPaths: readonly string[]): string {
  if (hiddenPaths.length === 0) return html;
  const hidden = new Set(hiddenPaths);
  return html
    .replace(LIST_ITEM_OF_ONE_LINK, (item, href: string) => (hidden.has(pathOf(href)) ? '' : item))
    .replace(ANY_LINK, (link, href: string, text: string) => (hidden.has(pathOf(href)) ? text : link));
}
