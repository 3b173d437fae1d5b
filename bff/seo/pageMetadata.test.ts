import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from '../createServer.ts';
import { validate_seoContent } from '../../src/generated/validate_seoContent.js';
import { validate_seoPageData } from '../../src/generated/validate_seoPageData.js';
import { createTestBff, patchScenario, projectRoot, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { DEFAULT_META_ROBOTS, ISO_LANGUAGE_CODES, SEO_HOST_COOKIE, SIGNED_IN_META_ROBOTS, X_DEFAULT_HREFLANG } from './seoConstants.ts';
import { SITEMAP_MAX_URLS } from './seoRoutes.ts';
import { testDatabase } from '../../tests/support/databaseTemplate.ts';

// The first page of a line makes the demo line, and a sitemap resolves every page of it: slow on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const app = createTestBff();
afterAll(() => app.close());
let scenario = '';
beforeEach(() => {
  scenario = uniqueScenario('seo');
});

const get = (url: string, { host = 'localhost', cookie = '' } = {}) =>
  app.inject({ method: 'GET', url, headers: { host, cookie: `bff_scenario=${scenario}${cookie ? `; ${cookie}` : ''}` } });

/** The head of a page as a crawler reads it: no JavaScript, only the first HTML. */
async function headOf(url: string, options?: { host?: string; cookie?: string }) {
  const reply = await get(url, options);
  const html = reply.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const links = [...head.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map(([tag]) => tag);
  return {
    status: reply.statusCode,
    html,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: /<meta name="description" content="([^"]*)">/.exec(head)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(head)?.[1],
    canonical: attribute(links.find((tag) => tag.includes('rel="canonical"')) ?? '', 'href'),
    hrefLang: Object.fromEntries(links.filter((tag) => tag.includes('hreflang=')).map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')])),
    media: links.filter((tag) => tag.includes('media=')).map((tag) => ({ media: attribute(tag, 'media'), href: attribute(tag, 'href') })),
    seoText: /<section class="seo-block"><div class="seo-block__text">([\s\S]*?)<\/div><\/section>/.exec(html)?.[1],
  };
}

describe('the first HTML of every page carries its metadata (for crawlers, without JavaScript)', () => {
  const pages = [
    { kind: 'sport', url: '/en/line/football', path: '/line/football', title: 'Football betting: odds and line — Northbet', text: 'Bet on Football at Northbet' },
    { kind: 'championship', url: '/ru/line/football/epl', path: '/line/football/epl', title: 'Premier League (Футбол): ставки и коэффициенты — Northbet', text: 'Premier League, England' },
    { kind: 'game', url: '/en/casino/game/1/fiesta-magica', path: '/casino/game/1/fiesta-magica', title: 'Play Fiesta Mágica by Zephyr Live — Northbet', text: '<img src="/casino-api/v1/thumbnails/1.svg"' },
    { kind: 'casino category', url: '/en/casino/live-casino', path: '/casino/live-casino', title: 'Live casino: play online — Northbet', text: 'Live casino at Northbet' },
    { kind: 'information', url: '/en/information/about', path: '/information/about', title: 'About Northbet', text: 'Northbet is a licensed' },
    { kind: 'home', url: '/en/', path: '/', title: 'Northbet: sports betting and online casino', text: '<img src="/seo-api/v1/images/home.svg"' },
  ];
  for (const page of pages) {
    it(`a ${page.kind} page: title, canonical, hreflang for every language a guest can open, the SEO text`, async () => {
      const head = await headOf(page.url);
      const lang = page.url.split('/')[1];
      expect(head.status).toBe(200);
      expect(head.title).toBe(page.title.replace(/&/g, '&#38;'));
      expect(head.description).not.toBe('');
      expect(head.robots).toBe(DEFAULT_META_ROBOTS);
      expect(head.canonical).toBe(`http://localhost/${lang}${page.path}`);
      // The demo domain offers en, ru, de, es, uk, kz and az, and hides az from guests.
      expect(head.hrefLang).toEqual({
        en: `http://localhost/en${page.path}`,
        ru: `http://localhost/ru${page.path}`,
        de: `http://localhost/de${page.path}`,
        es: `http://localhost/es${page.path}`,
        uk: `http://localhost/uk${page.path}`,
        kk: `http://localhost/kz${page.path}`,
        [X_DEFAULT_HREFLANG]: `http://localhost/en${page.path}`,
      });
      expect(head.media).toEqual([{ media: 'only screen and (max-width: 640px)', href: `http://m.demo.northbet.example/${lang}${page.path}` }]);
      expect(head.seoText).toContain(page.text);
    });
  }

  it('hands the same metadata to the client as the page-data and SEO-content calls answer', async () => {
    const head = await headOf('/en/line/football/epl');
    const handover = JSON.parse(/<script type="application\/json" id="page-metadata">([^<]*)<\/script>/.exec(head.html)![1]) as { data: unknown; content: unknown };
    const data = await get('/seo-api/v1/page-data?path=/line/football/epl&language=en&domain=localhost&projectId=1&timezone=3');
    const content = await get('/seo-api/v1/seo-content?path=/line/football/epl&language=en');
    expect(validate_seoPageData(data.json())).toBe(true);
    expect(validate_seoContent(content.json())).toBe(true);
    expect(handover.data).toEqual({ ...data.json(), page: { ...data.json().page, timezone: undefined } });
    expect(handover.content).toEqual(content.json());
    expect(data.json().page).toMatchObject({ domain: 'localhost', projectId: '1', language: 'en', timezone: '3', path: '/line/football/epl', stream: 'line', championshipId: '101' });
  });

  it('carries the licence meta tag on the hosts the domain\'s licence config names, in the first HTML and the page data', async () => {
    const meta = { name: 'northbet-licence', content: 'Demo Gaming Authority licence DGA-2026-001' };
    const host = 'demo.northbet.example';
    expect((await headOf('/en/line/football', { host })).html).toContain(`<meta name="${meta.name}" content="${meta.content}"`);
    expect((await get('/seo-api/v1/page-data?path=/line/football&language=en', { host })).json().metas).toContainEqual(meta);
    // The same domain reached by a host its licence config does not name.
    expect((await headOf('/en/line/football')).html).not.toContain(`name="${meta.name}"`);
  });

  it('SEO text and the first screen are sanitised in the first HTML', async () => {
    const hostile = '<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">link</a>';
    const page = { title: 'About Northbet', description: `About ${hostile}`, body: `<h2>Who we are</h2>${hostile}` };
    await patchScenario(app, scenario, { remoteViews: { 'information/about': page } });
    const head = await headOf('/en/information/about');
    expect(head.seoText).toContain('About');
    expect(head.seoText).not.toMatch(/<script|<img/i);
    expect(head.html).toContain('Who we are');
    expect(head.html).not.toMatch(/<img[^>]*onerror|<script>window|<a [^>]*href="javascript:/i);
  });

  it('an unknown address is not indexed', async () => {
    const head = await headOf('/en/no-such-page');
    expect(head.status).toBe(404);
    expect(head.robots).toBe(SIGNED_IN_META_ROBOTS);
    expect(head.canonical).toBeUndefined();
  });
});

describe('the page-metadata calls', () => {
  it('visual data: the heading and the trail of parent pages', async () => {
    const reply = await get('/seo-api/v1/visual-data?path=/line/football/epl&language=en');
    expect(reply.json()).toMatchObject({ h1: 'Premier League', breadcrumbs: [{ name: 'Northbet', path: '/' }, { name: 'Football', path: '/line/football' }] });
    expect((await get('/seo-api/v1/visual-data?path=/&language=en')).json().breadcrumbs).toEqual([]);
  });

  it("answers the SEO fields the route implies (core's and the plugin's describer), which the client sends with its next calls for the page", async () => {
    const page = async (path: string) => (await get(`/seo-api/v1/page-data?path=${path}&language=en`)).json().page;
    expect(await page('/live/football/epl')).toMatchObject({ section: 'live', stream: 'live', menuSection: 'football', championshipId: expect.stringMatching(/^[0-9]+$/) });
    expect(await page('/information/about')).toMatchObject({ section: 'information', menuSection: 'about' });
    expect(await page('/casino/live-casino')).toMatchObject({ section: 'casino', subsectionId: 'live-casino' });
  });

  it('the first HTML heads the SEO block with the trail and the heading, and hands the visual data over', async () => {
    const head = await headOf('/en/line/football/epl');
    expect(head.seoText).toMatch(/^<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol><li><a href="\/en\/"><span class="breadcrumbs__home" aria-hidden="true"><\/span>Northbet<\/a><\/li><li><a href="\/en\/line\/football">Football<\/a><\/li><li aria-current="page">Premier League<\/li><\/ol><\/nav><h2 class="seo-block__title">Premier League<\/h2><p>/);
    const handover = JSON.parse(/<script type="application\/json" id="page-metadata">([^<]*)<\/script>/.exec(head.html)![1]) as { visual: unknown; safeHtml: string };
    expect(handover.visual).toMatchObject({ h1: 'Premier League' });
    expect(handover.safeHtml).toBe(head.seoText);
    expect((await headOf('/ru/line/football/epl')).seoText).toContain('aria-label="Навигационная цепочка"');
  });

  it('names the document\'s language by its ISO code (the ISO language-code map)', async () => {
    expect((await headOf('/kz/', { host: 'casino.localhost' })).html).toMatch(/^<!doctype html>\s*<html lang="kk"/i);
    expect((await headOf('/en/')).html).toMatch(/<html lang="en"/);
  });

  it('the ISO language-code map and the analytics counters of the domain', async () => {
    expect((await get('/seo-api/v1/iso-languages')).json().data).toMatchObject({ en: 'en', kz: ISO_LANGUAGE_CODES.kz });
    const counters = await get('/seo-api/v1/counters?domain=localhost&projectId=1');
    expect(counters.json().data.map(({ type }: { type: number }) => type).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 7, 8, 9]);
    expect(counters.json().data).toContainEqual({ type: 1, id: 'G-NB1', scriptUrl: '/analytics-demo/script/statisticsCollector.js', endpoint: '/analytics-demo/hit/statisticsCollector' });
    expect((await get('/seo-api/v1/counters?domain=localhost&projectId=2')).statusCode).toBe(404);
    expect((await get('/seo-api/v1/counters?domain=localhost&projectId=x')).statusCode).toBe(400);
    // One source: the analytics config group no longer carries a list of its own.
    expect((await get('/bff-api/config/group/get?groups=analytics&lang=en')).json().data.analytics).not.toHaveProperty('counters');
  });

  it('refuses a malformed query and answers 404 for an unknown page', async () => {
    expect((await get('/seo-api/v1/page-data?language=en')).statusCode).toBe(400);
    expect((await get('/seo-api/v1/page-data?path=/x&matchId=abc')).statusCode).toBe(400);
    expect((await get('/seo-api/v1/page-data?path=/no-such-page')).statusCode).toBe(404);
  });
});

describe('robots rules and canonical modes', () => {
  it('metaRobots of a page, hierarchyMetaRobots of its ancestors, noindex for players\' pages', async () => {
    expect((await headOf('/en/results/live')).robots).toBe('noindex, follow');
    expect((await headOf('/en/search-events')).robots).toBe('noindex, follow');
    expect((await headOf('/en/slots/thankyou')).robots).toBe('noindex, follow');
    expect((await headOf('/en/statisticpopup')).robots).toBe('noindex, nofollow');
    expect((await headOf('/en/debugger')).robots).toBe('noindex, nofollow');
    expect((await headOf('/en/internal-vpn')).robots).toBe('noindex, nofollow');
    // The pages of a mail's link are one player's, opened with a token.
    expect((await headOf('/en/user/passwordreset?token=x&expires=1')).robots).toBe('noindex, nofollow');
    expect((await headOf('/en/user/stopnewsletter')).robots).toBe('noindex, nofollow');
    expect((await headOf('/en/office/history')).robots).toBe(SIGNED_IN_META_ROBOTS);
    // The demo domain makes the payment information page one for signed-in players: nothing of it is in its head.
    const signedInOnly = await headOf('/en/information/payment');
    expect(signedInOnly.robots).toBe(SIGNED_IN_META_ROBOTS);
    expect(signedInOnly.html).not.toContain('Payment methods');
    await patchScenario(app, scenario, { seo: { pages: { '/line': { hierarchyMetaRobots: 'noindex, nofollow' }, '/line/football/epl': { metaRobots: 'index, nofollow' } } } });
    expect((await headOf('/en/line/football')).robots).toBe('noindex, nofollow');
    expect((await headOf('/en/line/football/epl')).robots).toBe('index, nofollow');
    expect((await headOf('/en/live/football')).robots).toBe(DEFAULT_META_ROBOTS);
  });

  it('customCanonical in url mode points at targetUrl', async () => {
    expect((await headOf('/ru/casino-lobby')).canonical).toBe('http://localhost/ru/casino');
    await patchScenario(app, scenario, { seo: { pages: { '/line/football': { customCanonical: { mode: 'url', targetUrl: 'https://www.example.com/football' } } } } });
    expect((await headOf('/en/line/football')).canonical).toBe('https://www.example.com/football');
  });

  it('customCanonical in mirror mode names the main host, for the canonical and the alternates', async () => {
    const head = await headOf('/en/information/about', { host: 'vip.localhost' });
    expect(head.canonical).toBe('http://demo.northbet.example/en/information/about');
    expect(head.hrefLang.ru).toBe('http://demo.northbet.example/ru/information/about');
  });
});

describe('the seo_host cookie (second document, section 9)', () => {
  it('overrides the host of the URLs outside production', async () => {
    const head = await headOf('/en/line/football', { cookie: `${SEO_HOST_COOKIE}=www.northbet.example` });
    expect(head.canonical).toBe('http://www.northbet.example/en/line/football');
    expect(head.hrefLang.ru).toBe('http://www.northbet.example/ru/line/football');
    expect((await get('/robots.txt', { cookie: `${SEO_HOST_COOKIE}=www.northbet.example` })).body).toContain('Sitemap: http://www.northbet.example/sitemap.xml');
  });

  it('ignores a malformed host', async () => {
    expect((await headOf('/en/line/football', { cookie: `${SEO_HOST_COOKIE}=evil.example/"><script>` })).canonical).toBe('http://localhost/en/line/football');
  });

  it('is ignored in production', async () => {
    const production = createServer({ root: projectRoot, database: testDatabase() });
    try {
      const reply = await production.inject({ method: 'GET', url: '/en/line/football', headers: { host: 'localhost', cookie: `${SEO_HOST_COOKIE}=www.northbet.example` } });
      expect(reply.body).toContain('<link rel="canonical" href="http://localhost/en/line/football"');
    } finally {
      await production.close();
    }
  });
});

describe('robots.txt and sitemap.xml per domain', () => {
  it('robots.txt keeps crawlers out of the calls and the players\' pages and names the sitemap', async () => {
    const reply = await get('/robots.txt');
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    const lines = reply.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /bff-api/', 'Disallow: /*/office/', 'Disallow: /*/user/opened-bets', 'Sitemap: http://localhost/sitemap.xml']));
    expect(lines).not.toContain('Disallow: /*/user/');
  });

  it('sitemap.xml lists the routes, the current championships and events, each with its hreflang alternates', async () => {
    const reply = await get('/sitemap.xml');
    expect(reply.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [...reply.body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/url>/g)].map(([, loc, links]) => ({ loc, links }));
    const locs = urls.map((url) => url.loc);
    expect(locs.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(locs).toEqual(expect.arrayContaining(['http://localhost/en/', 'http://localhost/en/information/about', 'http://localhost/en/line/football/epl', 'http://localhost/en/casino/slots']));
    expect(locs.some((loc) => /^http:\/\/localhost\/en\/(line|live)\/[a-z0-9-]+\/[a-z0-9-]+\/[0-9]+$/.test(loc))).toBe(true);
    // Players' pages, pages not indexed and pages with another canonical are left out.
    expect(locs.filter((loc) => /\/en\/(office\/.*|search-events|results\/live|casino-lobby)$/.test(loc))).toEqual([]);
    // Service pages: the server error, where a closed game leaves the player, a statistics window, the debugger, the
    // page for a refused VPN.
    expect(locs.filter((loc) => /\/(en|ru)\/(500|thankyou|slots\/thankyou|casino\/thankyou|statisticpopup|debugger|internal-vpn)$/.test(loc))).toEqual([]);
    // The pages of the links in the mails to players.
    expect(locs.filter((loc) => /\/user\/(activate|activatefast|confirm|stopnewsletter|passwordreset)$/.test(loc))).toEqual([]);
    const epl = urls.find((url) => url.loc === 'http://localhost/en/line/football/epl')!;
    expect(epl.links).toContain('<xhtml:link rel="alternate" hreflang="ru" href="http://localhost/ru/line/football/epl"/>');
    expect(epl.links).toContain(`<xhtml:link rel="alternate" hreflang="${X_DEFAULT_HREFLANG}" href="http://localhost/en/line/football/epl"/>`);
  });

  it('a domain without sports lists no line', async () => {
    const reply = await get('/sitemap.xml', { host: 'casino.localhost' });
    expect(reply.body).toContain('<loc>http://casino.localhost/en/casino/slots</loc>');
    expect(reply.body).not.toContain('/line/');
  });
});
