import { describe, expect, it } from 'vitest';
import { seoVisualHtml } from './seoVisualHtml.ts';

const visual = (h1: string, breadcrumbs: Array<{ name: string; path: string }>) => ({ page: { path: '/x' }, h1, breadcrumbs });

describe('the SEO block\'s trail and heading', () => {
  it('escape every text and link only same-origin paths of the site\'s language', () => {
    const html = seoVisualHtml(visual('<b>Cup</b>', [{ name: 'Home"><script>', path: '/' }, { name: 'Away', path: '//evil.example/x' }, { name: 'Football', path: '/line/football' }]), 'en', 'Trail "x"', true);
    expect(html).toBe(
      '<nav class="breadcrumbs" aria-label="Trail &#34;x&#34;"><ol>' +
        '<li><a href="/en/"><span class="breadcrumbs__home" aria-hidden="true"></span>Home&#34;&#62;&#60;script&#62;</a></li>' +
        '<li><a href="/en/line/football">Football</a></li>' +
        '<li aria-current="page">&#60;b&#62;Cup&#60;/b&#62;</li></ol></nav><h2 class="seo-block__title">&#60;b&#62;Cup&#60;/b&#62;</h2>',
    );
  });

  it('are left out of a page without SEO text; on home the heading heads the text alone', () => {
    expect(seoVisualHtml(visual('Football', [{ name: 'Home', path: '/' }]), 'en', 'Trail', false)).toBe('');
    expect(seoVisualHtml(visual('Home', []), 'en', 'Trail', true)).toBe('<h2 class="seo-block__title">Home</h2>');
  });
});
