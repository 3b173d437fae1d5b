import { beforeEach, describe, expect, it } from 'vitest';
import type { SeoPageData } from '../../../schemas/seo.ts';
import { seoHeadHtml } from '../../../bff/seo/seoHeadHtml.ts';
import { applyPageHead } from './applyPageHead.ts';
import { pagePathOf } from './usePageMetadata.ts';

const pageData = (path: string, title: string): SeoPageData => ({
  page: { path, language: 'en' },
  title,
  description: `About ${title}`,
  metas: [{ name: 'keywords', content: title }],
  metaRobots: 'index, follow',
  canonical: `http://localhost/en${path}`,
  hrefLang: [
    { lang: 'en', href: `http://localhost/en${path}` },
    { lang: 'ru', href: `http://localhost/ru${path}` },
  ],
  mediaAlternates: [{ mediaType: 'only screen and (max-width: 640px)', urlPath: `/en${path}`, toDomain: 'm.localhost', href: `http://m.localhost/en${path}` }],
});

/** The head as the BFF writes it into the first HTML (public/index.html: title, description, then the metadata's tags). */
function serveHead(data: SeoPageData) {
  document.head.innerHTML = `<title>${data.title}</title><meta name="description" content="${data.description}">${seoHeadHtml(data)}<meta name="theme-color" content="#000">`;
}

/** The head's elements as markup (the whitespace between them is the server's formatting). */
const headElements = () => [...document.head.children].map((element) => element.outerHTML);

describe('applyPageHead', () => {
  beforeEach(() => serveHead(pageData('/line/football', 'Football')));

  it('keeps the head of the first HTML as it is for the same page', () => {
    const served = headElements();
    applyPageHead(pageData('/line/football', 'Football'));
    expect(headElements()).toEqual(served);
  });

  it('writes the next page\'s head as the BFF would have served it, leaving other tags alone', () => {
    applyPageHead(pageData('/information/about', 'About'));
    const navigated = headElements();
    serveHead(pageData('/information/about', 'About'));
    expect(navigated).toEqual(headElements());
    expect(document.title).toBe('About');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
  });
});

describe('pagePathOf', () => {
  it('names a page by its address without the language, as the metadata calls do', () => {
    expect(pagePathOf('/en/', 'en')).toBe('/');
    expect(pagePathOf('/en', 'en')).toBe('/');
    expect(pagePathOf('/ru/line/football/', 'ru')).toBe('/line/football');
    expect(pagePathOf('/english/x', 'en')).toBe('/english/x');
  });
});
