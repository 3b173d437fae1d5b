import { JSDOM } from 'jsdom';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../schemas/manifest.ts';
import { validate_manifest } from '../src/generated/validate_manifest.js';
import { patchScenario, projectRoot, uniqueScenario } from '../tests/support/bffFetch.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';
import { assetOriginFromEnvironment, onAssetOrigin } from './assetOrigin.ts';
import { createServer } from './createServer.ts';

const CDN = 'https://cdn.example.test';
const site = createServer({ root: projectRoot, testMode: true, database: testDatabase(), assetOrigin: null });
const siteWithCdn = createServer({ root: projectRoot, testMode: true, database: testDatabase(), assetOrigin: CDN });
afterAll(() => Promise.all([site.close(), siteWithCdn.close()]));

function get(app: FastifyInstance, url: string, scenario = uniqueScenario('cdn')) {
  return app.inject({ url, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
}
const manifestOf = async (app: FastifyInstance, scenario?: string) => (await get(app, '/bff-api/manifest.json', scenario)).json() as Manifest;
type Feed = Manifest['plugins'];
const bundleUrls = (plugins: Feed) => plugins.flatMap((plugin) => [plugin.url, ...(plugin.css ?? []).map((style) => style.url)]);

/** The page's build files: SystemJS, the import map, the preloads. */
async function pageOf(app: FastifyInstance, url = '/en/') {
  const reply = await get(app, url);
  const { document } = new JSDOM(reply.body).window;
  const importMap = JSON.parse(document.querySelector('script[type="systemjs-importmap"]')!.textContent!) as { imports: Record<string, string>; integrity: Record<string, string> };
  const system = document.querySelector<HTMLScriptElement>('script[src]')!;
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => ({ href: link.getAttribute('href'), crossOrigin: link.getAttribute('crossorigin') }));
  return { reply, importMap, system: { src: system.getAttribute('src'), integrity: system.getAttribute('integrity') }, preloads };
}

/** CSP header -> directive -> its sources. */
const directives = (header: unknown) => new Map(String(header).split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

describe('bundles from an asset origin', () => {
  it('the manifest names every plugin bundle and stylesheet on the origin, each with the integrity the build wrote', async () => {
    const own = await manifestOf(site);
    const onCdn = await manifestOf(siteWithCdn);
    expect(bundleUrls(own.plugins).some((url) => url.endsWith('.css'))).toBe(true);
    expect(onCdn.plugins).toEqual(
      own.plugins.map((plugin) => ({ ...plugin, url: `${CDN}${plugin.url}`, ...(plugin.css ? { css: plugin.css.map((style) => ({ ...style, url: `${CDN}${style.url}` })) } : {}) })),
    );
    expect(onCdn.version).not.toBe(own.version);
    // The kernel's own validator takes it.
    expect(validate_manifest(onCdn)).toBe(true);
  });

  it("a domain's own origin wins over the server's (ASSET_ORIGIN); without either, bundles stay on the site", async () => {
    const scenario = uniqueScenario('cdn-domain');
    await patchScenario(siteWithCdn, scenario, { assetOrigin: 'https://assets.operator.test' });
    expect(new Set(bundleUrls((await manifestOf(siteWithCdn, scenario)).plugins).map((url) => new URL(url).origin))).toEqual(new Set(['https://assets.operator.test']));
    const onSite = uniqueScenario('cdn-domain');
    await patchScenario(site, onSite, { assetOrigin: CDN });
    expect(bundleUrls((await manifestOf(site, onSite)).plugins).every((url) => url.startsWith(`${CDN}/plugins/`))).toBe(true);
    expect(bundleUrls((await manifestOf(site)).plugins).every((url) => url.startsWith('/plugins/'))).toBe(true);
  });

  it("leaves URLs outside the build's public folders on the site: a plugin author's local build, a test's bundle", async () => {
    expect(onAssetOrigin('/dev-plugins/info/1.0.0-0123abcd/index.js', CDN)).toBe('/dev-plugins/info/1.0.0-0123abcd/index.js');
    const scenario = uniqueScenario('cdn-extra');
    await patchScenario(siteWithCdn, scenario, { extraPlugins: ['throwing'] });
    expect((await manifestOf(siteWithCdn, scenario)).plugins.find((plugin) => plugin.id === 'throwing')?.url).toBe('/bff-test/plugins/throwing/index.js');
  });

  it('the page loads SystemJS and every module of the import map from the origin, with the same integrity, and preloads them as SystemJS fetches them', async () => {
    const own = await pageOf(site);
    const onCdn = await pageOf(siteWithCdn);
    expect(onCdn.system).toEqual({ src: `${CDN}${own.system.src}`, integrity: own.system.integrity });
    expect(onCdn.importMap.imports).toEqual(Object.fromEntries(Object.entries(own.importMap.imports).map(([name, url]) => [name, `${CDN}${url}`])));
    expect(onCdn.importMap.integrity).toEqual(Object.fromEntries(Object.entries(own.importMap.integrity).map(([url, hash]) => [`${CDN}${url}`, hash])));
    expect(onCdn.preloads.length).toBeGreaterThan(0);
    expect(onCdn.preloads).toEqual(own.preloads.map(({ href }) => ({ href: `${CDN}${href}`, crossOrigin: 'anonymous' })));
    expect(own.preloads.every(({ crossOrigin }) => crossOrigin === null)).toBe(true);
  });

  it.each([
    ['home', '/en/'],
    ["a page with a plugin's first screen (the casino lobby)", '/en/casino'],
  ])('the CSP of %s names the origin for scripts, styles and the refetch of a refused bundle, and nothing else', async (_, url) => {
    const own = directives((await get(site, url)).headers['content-security-policy']);
    const onCdn = directives((await get(siteWithCdn, url)).headers['content-security-policy']);
    expect(own.get('script-src')).toEqual(["'self'"]);
    expect(onCdn.get('script-src')).toEqual(["'self'", CDN]);
    expect(onCdn.get('style-src')).toEqual(["'self'", CDN, ...own.get('style-src')!.slice(1)]);
    expect(onCdn.get('connect-src')).toEqual(["'self'", CDN]);
    for (const name of ['default-src', 'img-src', 'font-src', 'frame-src', 'worker-src']) expect(onCdn.get(name), name).toEqual(own.get(name));
  });

  it("the service worker precaches the build by the origin's URLs, which its policy lets it fetch; the offline pages stay on the site", async () => {
    const workerOf = async (app: FastifyInstance) => {
      const scenario = uniqueScenario('cdn-worker');
      await patchScenario(app, scenario, { config: { site: { pwa: true } } });
      const reply = await get(app, '/sw.js', scenario);
      const { precache } = JSON.parse(/^self\.__PWA_SETTINGS=(.*);$/m.exec(reply.body)![1]) as { precache: Array<{ url: string; integrity?: string }> };
      return { precache, csp: directives(reply.headers['content-security-policy']) };
    };
    const own = await workerOf(site);
    const onCdn = await workerOf(siteWithCdn);
    const moved = (url: string) => (/^\/(pwa|kernel\/i18n)\//.test(url) ? url : `${CDN}${url}`);
    expect(onCdn.precache).toEqual(own.precache.map((entry) => ({ ...entry, url: moved(entry.url) })));
    expect(onCdn.precache.filter(({ url }) => url.startsWith(CDN)).length).toBeGreaterThan(10);
    expect(onCdn.csp.get('default-src')).toEqual(["'self'", CDN]);
    expect(own.csp.get('default-src')).toEqual(["'self'"]);
  });

  it('ASSET_ORIGIN is an origin or nothing: a path, a trailing slash or no scheme stops the start', () => {
    expect(assetOriginFromEnvironment({})).toBeNull();
    expect(assetOriginFromEnvironment({ ASSET_ORIGIN: 'https://cdn.example.com:8443' })).toBe('https://cdn.example.com:8443');
    for (const value of ['https://cdn.example.com/build', 'https://cdn.example.com/', 'cdn.example.com']) {
      expect(() => assetOriginFromEnvironment({ ASSET_ORIGIN: value })).toThrow(`ASSET_ORIGIN="${value}" is not an origin`);
    }
  });
});
