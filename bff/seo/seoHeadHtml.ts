import type { SeoPageData } from '../../schemas/seo.ts';
import { escapeHtml } from '../escapeHtml.ts';
import { SEO_TAG_ATTRIBUTE } from '../../src/ui/pageMetadata/pageMetadataContract.ts';
import { SIGNED_IN_META_ROBOTS } from './seoConstants.ts';


/**
 * The head tags of a page's metadata besides the title and the description (the template has those): robots, metas,
 * canonical, hreflang and media alternates, each marked as the page metadata's. The client writes the same tags in
 * the same order (src/ui/pageMetadata/applyPageHead.ts). A page without metadata (an unknown address) is not indexed.
 */
export function seoHeadHtml(data: SeoPageData | null): string {
  const mark = SEO_TAG_ATTRIBUTE;
  if (!data) return `<meta name="robots" content="${SIGNED_IN_META_ROBOTS}" ${mark}>`;
  return [
    `<meta name="robots" content="${escapeHtml(data.metaRobots)}" ${mark}>`,
    ...data.metas.map(({ name, content }) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" ${mark}>`),
    `<link rel="canonical" href="${escapeHtml(data.canonical)}" ${mark}>`,
    ...data.hrefLang.map(({ lang, href }) => `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}" ${mark}>`),
    ...data.mediaAlternates.map(({ mediaType, href }) => `<link rel="alternate" media="${escapeHtml(mediaType)}" href="${escapeHtml(href)}" ${mark}>`),
  ].join('\n');
}
