import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

/** Attribute names in the markup, read by the browser's own parser. */
function attributeNames(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
}

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('sanitizeHtml', () => {
  const hostile =
    '<base href="https://evil.example/">' +
    '<h2 id="rules-top">Rules</h2>' +
    '<p>Text with <a href="/en/information/about" id="about-link">a link</a></p>' +
    '<script>alert(1)</script>' +
    '<img src="/img/chart.png" alt="Odds chart" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">bad link</a>' +
    '<p style="position:fixed;top:0">styled</p>' +
    '<iframe src="https://evil.example/"></iframe>' +
    '<style>body{display:none}</style>' +
    '<form action="https://evil.example/"><input name="password"></form>' +
    '<div onclick="steal()" data-track="1">box</div>' +
    '<img title=">" onerror="alert(4)" alt="quoted">' +
    '<svg><style>a{}</style><rect style="fill:red"/></svg>' +
    '<table><thead><tr><th>Topic</th></tr></thead><tbody><tr><td>Cell</td></tr></tbody></table>';

  it('removes scripts, frames, styles, base, forms and inputs', async () => {
    const content = parse(await sanitizeHtml(hostile));
    for (const tag of ['script', 'iframe', 'style', 'base', 'form', 'input']) expect(content.querySelector(tag)).toBeNull();
  });

  it('removes event handlers, style and data attributes', async () => {
    const names = attributeNames(await sanitizeHtml(hostile));
    expect(names.filter((name) => /^on/i.test(name) || name === 'style' || name.startsWith('data-'))).toEqual([]);
  });

  it('removes javascript: URLs', async () => {
    const clean = await sanitizeHtml(hostile);
    expect(clean.toLowerCase()).not.toContain('javascript:');
    expect(parse(clean).textContent).toContain('bad link');
  });

  it('keeps headings, paragraphs, links, tables, image alt texts and ids', async () => {
    const content = parse(await sanitizeHtml(hostile));
    expect(content.querySelector('h2#rules-top')?.textContent).toBe('Rules');
    expect(content.querySelector('a#about-link')?.getAttribute('href')).toBe('/en/information/about');
    expect(content.querySelector('img')?.getAttribute('alt')).toBe('Odds chart');
    expect(content.querySelector('img')?.getAttribute('src')).toBe('/img/chart.png');
    expect(content.querySelector('table th')?.textContent).toBe('Topic');
    expect(content.querySelector('table td')?.textContent).toBe('Cell');
    expect(content.textContent).toContain('styled');
    expect(content.textContent).toContain('box');
  });
});
