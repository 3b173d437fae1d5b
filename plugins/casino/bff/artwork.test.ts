// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeXml, gameThumbnailSvg, providerLogoSvg } from './artwork.ts';

/** Parses an SVG as the browser's image decoder does (XML): a stray `<` or `&` is an error, not text. */
function parsed(svg: string) {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document.documentElement;
}

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;

describe('the BFF-drawn pictures', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('writes a game name with markup in it as text: well-formed XML, no element of it, the name in the label', () => {
    const svg = parsed(gameThumbnailSvg({ id: 1, name: HOSTILE, providerName: 'Pine & Ember' }));
    expect(svg.getElementsByTagName('script')).toHaveLength(0);
    expect(svg.getAttribute('aria-label')).toBe(HOSTILE);
    expect(svg.getAttribute('viewBox')).toBe('0 0 400 300');
    expect(svg.textContent).toContain('Pine & Ember');
    expect(svg.textContent).toContain('<script>');
  });

  it('writes a provider name with markup in it as text', () => {
    const svg = parsed(providerLogoSvg({ slug: 'x', name: HOSTILE }));
    expect(svg.getElementsByTagName('script')).toHaveLength(0);
    expect(svg.getAttribute('aria-label')).toBe(HOSTILE);
  });

  it('wraps a long name onto two lines and cuts what does not fit', () => {
    const svg = parsed(gameThumbnailSvg({ id: 2, name: 'The Extraordinarily Long Adventures of the Golden Pharaoh', providerName: 'Aurora Reels' }));
    const lines = [...svg.getElementsByTagName('text')].map((text) => text.textContent);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/…$/);
  });

  it('draws the same picture for the same game, another for another', () => {
    const game = { id: 3, name: 'Cats & Dogs', providerName: 'Aurora Reels' };
    expect(gameThumbnailSvg(game)).toBe(gameThumbnailSvg(game));
    expect(gameThumbnailSvg({ ...game, id: 4 })).not.toBe(gameThumbnailSvg(game));
  });
});
