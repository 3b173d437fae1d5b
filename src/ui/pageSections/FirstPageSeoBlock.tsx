import { firstPageMetadataElement } from '../pageMetadata/pageMetadataContract.ts';
import { SeoText } from '../pageMetadata/SeoText.tsx';

/** The SEO text the BFF sanitised into the first HTML (`safeHtml` of its page metadata), or null. */
function firstPageSeoHtml(): string | null {
  try {
    const { safeHtml } = JSON.parse(firstPageMetadataElement()?.textContent ?? 'null') as { safeHtml?: unknown } | null ?? {};
    return typeof safeHtml === 'string' && safeHtml !== '' ? safeHtml : null;
  } catch {
    return null;
  }
}

/**
 * The first page's SEO block: the text as the BFF sanitised it into the page, shown as it is (like a remote view), so
 * the first page needs neither the page-metadata module nor a sanitiser. The element stays for that module, which
 * takes over from the first navigation.
 */
export function FirstPageSeoBlock() {
  const html = firstPageSeoHtml();
  return html === null ? null : <SeoText html={html} />;
}
