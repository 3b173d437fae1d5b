import type { SeoPageData } from '../../../schemas/seo.ts';
import { SEO_TAG_ATTRIBUTE } from './pageMetadataContract.ts';

const element = <Tag extends 'meta' | 'link'>(tag: Tag, attributes: Record<string, string>) => {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.setAttribute(SEO_TAG_ATTRIBUTE, '');
  return created;
};

/**
 * Writes a page's metadata into the head: the title, the description, and in place of the previous page's the same
 * tags the BFF writes into the first HTML, in the same order (bff/seo/seoHeadHtml.ts).
 */
export function applyPageHead(data: SeoPageData): void {
  document.title = data.title;
  let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]:not([data-seo])');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
  }
  description.content = data.description;
  const tags = [
    element('meta', { name: 'robots', content: data.metaRobots }),
    ...data.metas.map(({ name, content }) => element('meta', { name, content })),
    element('link', { rel: 'canonical', href: data.canonical }),
    ...data.hrefLang.map(({ lang, href }) => element('link', { rel: 'alternate', hreflang: lang, href })),
    ...data.mediaAlternates.map(({ mediaType, href }) => element('link', { rel: 'alternate', media: mediaType, href })),
  ];
  const previous = [...document.head.querySelectorAll(`[${SEO_TAG_ATTRIBUTE}]`)];
  if (previous.length > 0) previous[0].before(...tags);
  else description.after(...tags);
  previous.forEach((tag) => tag.remove());
}
