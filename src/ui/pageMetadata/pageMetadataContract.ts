/**
 * The page metadata the BFF writes into the first HTML (bff/seo) and the client keeps: the JSON script element with
 * `{ data, content }` (the page-data and SEO-content replies of the page), and the attribute that marks the head tags
 * the page metadata owns (robots, metas, canonical, alternates), so the client replaces exactly those.
 */
export const PAGE_METADATA_ELEMENT_ID = 'page-metadata';
export const SEO_TAG_ATTRIBUTE = 'data-seo';

/**
 * The server's JSON element of the page metadata, if the page has one. Only the server's own script in the head
 * counts: an element with this id inside server content must not pose as one.
 */
export function firstPageMetadataElement(): HTMLScriptElement | null {
  const element = document.querySelector<HTMLScriptElement>(`script[type="application/json"]#${PAGE_METADATA_ELEMENT_ID}`);
  return element && !element.closest('#content, .seo-block') ? element : null;
}
