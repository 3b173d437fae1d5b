import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from './createServer.ts';
import { BoundedCache } from './boundedCache.ts';
import { DOCUMENTS_PER_WINDOW, SANITIZED_CACHE_ENTRIES, sanitizedCacheSize, sanitizeOnServer, sanitizeUncached } from './serverSanitizer.ts';
import { projectRoot, uniqueScenario } from '../tests/support/bffFetch.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';

/**
 * The caches of the server-rendered pages (bff/manifestCache.ts, bff/routeMatch.ts, bff/serverSanitizer.ts,
 * bff/indexHtml.ts, bff/seo/pageMetadata.ts): the same bytes as made anew, the domain file's changes served at once,
 * and bounded whatever paths a visitor asks for.
 */
const hasBuild = existsSync(join(projectRoot, 'dist', 'host.json'));
// How long the domain watcher may take to serve an edited file on a busy machine: a bound, not a figure (the
// operator-facing second is measured by scripts/cluster.test.ts).
const LIVE_WITHIN_MS = 15_000;

let dir = '';
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'page-caches-'));
  cpSync(join(projectRoot, 'bff', 'domains'), dir, { recursive: true });
  app = createServer({ root: projectRoot, testMode: true, database: testDatabase(), domainsDir: dir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A page as a visitor without a scenario gets it (the domain as served: the cached path), or under `scenario` (made anew). */
function get(url: string, scenario?: string, host = 'localhost') {
  const cookie = ['rollout_bucket=7', scenario && `bff_scenario=${scenario}`].filter(Boolean).join('; ');
  return app.inject({ method: 'GET', url, headers: { host, cookie } });
}

async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const readDomain = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, any>;
const writeDomain = (name: string, domain: unknown) => writeFileSync(join(dir, name), `${JSON.stringify(domain, null, 2)}\n`);

describe.skipIf(!hasBuild)('server-rendered pages from the caches', { timeout: 60_000 }, () => {
  const pages = [
    ['localhost', '/en/'],
    ['localhost', '/ru/'],
    ['localhost', '/az/'],
    ['localhost', '/en/information/about'],
    ['localhost', '/en/information/rules'],
    ['localhost', '/en/casino'],
    ['localhost', '/en/line'],
    ['localhost', '/en/line/football'],
    ['localhost', '/en/no/such/page'],
    ['localhost', '/en/office/menu'],
    ['localhost', '/xx/'],
    ['localhost', '/en/no-page?platform_type=1'],
    ['casino.localhost', '/en/'],
    ['casino.localhost', '/de/casino'],
    ['sports.localhost', '/en/'],
    ['sports.localhost', '/en/live'],
    ['maintenance.localhost', '/en/'],
    ['unknown.example', '/en/information/about'],
  ] as const;

  it.each(pages)('sends %s %s byte for byte as made without any cache', async (host, url) => {
    const cold = await get(url, undefined, host);
    const warm = await get(url, undefined, host);
    const uncached = await get(url, uniqueScenario('uncached'), host);
    expect(warm.statusCode).toBe(cold.statusCode);
    expect(uncached.statusCode).toBe(cold.statusCode);
    expect(warm.body).toBe(cold.body);
    expect(uncached.body).toBe(cold.body);
    expect(warm.headers['content-security-policy']).toBe(uncached.headers['content-security-policy']);
  });

  it('sends the manifest byte for byte as made without any cache', async () => {
    const cold = await get('/bff-api/manifest.json');
    const warm = await get('/bff-api/manifest.json');
    const uncached = await get('/bff-api/manifest.json', uniqueScenario('uncached'));
    expect(warm.body).toBe(cold.body);
    expect(uncached.body).toBe(cold.body);
    expect(warm.headers['content-type']).toBe(uncached.headers['content-type']);
  });

  it('serves the new hero, title, company name and route list as soon as the domain file changes', async () => {
    const before = await get('/en/');
    expect(before.body).toContain('<h1 class="hero__title">Welcome to Northbet</h1>');
    expect(before.body).toContain('<title>Northbet: sports betting and online casino</title>');
    expect((await get('/en/results')).statusCode).toBe(200);
    const demo = readDomain('demo.json');
    demo.config.site.companyName = 'Southbet';
    demo.config.site.hero.texts.en.title = 'Welcome to Southbet';
    demo.routesOff = ['results'];
    writeDomain('demo.json', demo);
    await within(LIVE_WITHIN_MS, async () => (await get('/en/')).body.includes('Welcome to Southbet'));
    const after = await get('/en/');
    expect(after.body).toContain('<title>Southbet: sports betting and online casino</title>');
    expect(after.body).toContain('<span class="logo__name">Southbet</span>');
    expect(after.body).not.toContain('Northbet</h1>');
    expect((await get('/en/results')).statusCode).toBe(404);
    expect((await get('/bff-api/manifest.json')).json().routes.some((route: { name: string }) => route.name === 'results')).toBe(false);
    // And the new version is what a page made without any cache shows.
    expect((await get('/en/', uniqueScenario('uncached'))).body).toBe(after.body);
  });

  it('serves a renamed path at its new address and no longer at the old one', async () => {
    const demo = readDomain('demo.json');
    demo.pathOverrides = { 'information.about': 'information/who-we-are' };
    writeDomain('demo.json', demo);
    await within(LIVE_WITHIN_MS, async () => (await get('/en/information/who-we-are')).statusCode === 200);
    expect((await get('/en/information/about')).statusCode).toBe(404);
  });

  it('stays bounded under many distinct hostile paths, and answers them as before', async () => {
    for (let index = 0; index < 1500; index += 1) {
      const hostile = `/en/${'x'.repeat(index % 50)}${index}/%2e%2e/${encodeURIComponent('<script>')}${index}/${'a/'.repeat(index % 20)}?q=${index}`;
      const reply = await get(hostile);
      expect(reply.statusCode).toBe(404);
    }
    // No cache is keyed by the path: the sanitised texts are the domain's (its SEO texts), within their bound.
    expect(sanitizedCacheSize()).toBeLessThanOrEqual(SANITIZED_CACHE_ENTRIES);
    expect((await get('/en/')).statusCode).toBe(200);
  });
});

describe('the sanitiser cache', () => {
  const corpus = [
    '<p>Plain <b>text</b></p>',
    '<p onclick="alert(1)">handler</p><img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">link</a><a href="/en/line">line</a>',
    '<style>p{}</style><form><input></form><iframe src="//evil"></iframe>',
    '<div data-x="1" style="color:red">data and style</div>',
    '<svg><script>alert(1)</script><circle r="1"/></svg>',
    '<math><mi>x</mi></math><table><tr><td>cell</td></tr></table>',
    '<!-- comment --><p>after</p><textarea><b>raw</b></textarea>',
  ];

  it('gives the same HTML as the sanitiser without cache, across windows replaced', () => {
    for (let round = 0; round < Math.ceil((DOCUMENTS_PER_WINDOW * 2.5) / corpus.length); round += 1) {
      for (const html of corpus) {
        const text = `${html}<p>${round}</p>`;
        expect(sanitizeOnServer(text)).toBe(sanitizeUncached(text));
      }
    }
  });

  it('keeps at most its bound of texts, however many distinct ones it is asked', () => {
    for (let index = 0; index < SANITIZED_CACHE_ENTRIES * 3; index += 1) sanitizeOnServer(`<p>hostile ${index}</p>`);
    expect(sanitizedCacheSize()).toBeLessThanOrEqual(SANITIZED_CACHE_ENTRIES);
  });
});

describe('BoundedCache', () => {
  it('keeps at most its entries and its size, least recently used out first', () => {
    const cache = new BoundedCache<string, string>(100, 5_000, (key, value) => key.length + value.length);
    for (let index = 0; index < 10_000; index += 1) cache.set(`/path/${index}`, 'v'.repeat(index % 200));
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.weight).toBeLessThanOrEqual(5_000);
    const small = new BoundedCache<string, number>(2);
    small.set('a', 1);
    small.set('b', 2);
    small.get('a');
    small.set('c', 3);
    expect([small.get('a'), small.get('b'), small.get('c')]).toEqual([1, undefined, 3]);
  });

  it('does not keep an entry bigger than its whole size', () => {
    const cache = new BoundedCache<string, string>(10, 100, (key, value) => key.length + value.length);
    cache.set('big', 'x'.repeat(200));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.weight).toBe(0);
  });
});
