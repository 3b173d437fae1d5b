import { describe, expect, it } from 'vitest';
import { baselineUrl, withoutScripts } from './baselinePage.ts';

describe('the LCP baseline page', () => {
  it('keeps the HTML and CSS and drops every script, inline or not, and every script preload', () => {
    const html = [
      '<head><style>body{margin:0}</style><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/k.js">',
      '<link rel="preload" as="script" href="/s.js"><link rel="preload" as="image" href="/hero.webp">',
      '<script type="systemjs-importmap">{"imports":{}}</script><script src="/system/s.js" integrity="x"></script></head>',
      '<body><h1>Northbet</h1><SCRIPT>\nSystem.import("@host/kernel")\n</SCRIPT></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" href="/a.css"><link rel="preload" as="image" href="/hero.webp"></head><body><h1>Northbet</h1></body>',
    );
  });

  it('asks for the same page with the baseline query', () => {
    expect(baselineUrl('http://localhost:4000/en/casino')).toBe('http://localhost:4000/en/casino?bench-no-script=1');
  });
});
