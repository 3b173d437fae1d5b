import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { integrityOf } from '../scripts/build.ts';
import { publishDevBuild } from '../scripts/devPlugin.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { createServer } from './createServer.ts';
import type { DomainSettings } from './domainStore.ts';
import { decidePluginOverride, devPluginDir, newDevToken, type DevPluginBuild } from './pluginOverrides.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';

const work = mkdtempSync(join(tmpdir(), 'plugin-override-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const paths = { distDir: join(work, 'dist'), pluginsDir: join(projectRoot, 'plugins') };
const infoRoutes = JSON.parse(readFileSync(join(projectRoot, 'plugins', 'info', 'routes.json'), 'utf8')) as unknown[];

// The published build of `info` the site serves to everyone.
const publishedSource = 'System.register([], function () { return { execute: function () {} }; }); // published\n';
const publishedEntry = {
  id: 'info',
  version: '1.0.0',
  url: '/plugins/info/1.0.0-0a0b0c0d/index.js',
  integrity: integrityOf(publishedSource),
  hostApi: '^3.0.0',
  activation: 'route',
};
mkdirSync(join(paths.distDir, 'plugins', 'info', '1.0.0-0a0b0c0d'), { recursive: true });
writeFileSync(join(paths.distDir, 'plugins', 'info', '1.0.0-0a0b0c0d', 'index.js'), publishedSource);
writeFileSync(join(paths.distDir, 'plugins', 'info', 'current.json'), JSON.stringify({ entry: publishedEntry, routes: infoRoutes }));

// The host build a page needs (import map, critical CSS, the kernel's dictionary), reduced to nothing.
mkdirSync(join(paths.distDir, 'kernel', 'i18n'), { recursive: true });
writeFileSync(join(paths.distDir, 'host.json'), JSON.stringify({ importMap: { imports: {}, integrity: {} }, system: { url: '/system/s.js', integrity: integrityOf('') } }));
writeFileSync(join(paths.distDir, 'kernel', 'host.css'), '');
writeFileSync(join(paths.distDir, 'kernel', 'i18n', 'en.json'), '{}');

/** What `npm run dev:plugin -- info` publishes after a compilation (the compiled bundle stands in for rspack's output). */
function localBuild(source: string, token = newDevToken()): DevPluginBuild {
  const staged = join(devPluginDir(paths.distDir, 'info'), '.staging', 'plugins', 'info');
  mkdirSync(staged, { recursive: true });
  writeFileSync(join(staged, 'index.js'), source);
  return publishDevBuild('info', token, paths);
}

const build = localBuild('System.register([], function () { return { execute: function () {} }; }); // local\n');
const cookie = `plugin_override_info=${build.token}`;

const devSite = createServer({ root: projectRoot, database: testDatabase(), distDir: paths.distDir, devMode: true });
const site = createServer({ root: projectRoot, database: testDatabase(), distDir: paths.distDir });
afterAll(() => Promise.all([devSite.close(), site.close()]));

// demo (localhost) sets devPluginOverrides; vip is a production domain that runs the same plugin and does not.
const DEV_DOMAIN = 'localhost';
const PRODUCTION_DOMAIN = 'vip.localhost';

const get = (app: typeof site, url: string, host: string, cookies = cookie) => app.inject({ url, headers: { host, cookie: cookies } });
const infoEntryOf = async (app: typeof site, host: string, cookies = cookie) =>
  ((await get(app, '/bff-api/manifest.json', host, cookies)).json().plugins as Array<{ id: string; url: string; integrity: string }>).find((plugin) => plugin.id === 'info');

describe('a plugin author\'s local build (npm run dev:plugin) through the override cookie', () => {
  it('is what the manifest names for that browser, with the sha384 of the bytes the site serves', async () => {
    const entry = await infoEntryOf(devSite, DEV_DOMAIN);
    expect(entry).toMatchObject({ id: 'info', url: build.entry.url, integrity: build.entry.integrity });
    if (!entry) return;
    expect(entry.url).toMatch(/^\/dev-plugins\/info\/1\.0\.0-[0-9a-f]{8}\/index\.js$/);
    const served = await get(devSite, entry.url, DEV_DOMAIN);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('// local');
    expect(integrityOf(served.rawPayload)).toBe(entry.integrity);
  });

  it('leaves every other browser on the published build', async () => {
    expect(await infoEntryOf(devSite, DEV_DOMAIN, '')).toEqual(expect.objectContaining(publishedEntry));
    expect((await get(devSite, build.entry.url, DEV_DOMAIN, '')).statusCode).toBe(404);
  });

  it('is ignored on a production domain, even when the BFF runs with its dev flag', async () => {
    expect(await infoEntryOf(devSite, PRODUCTION_DOMAIN)).toEqual(expect.objectContaining(publishedEntry));
    expect((await get(devSite, build.entry.url, PRODUCTION_DOMAIN)).statusCode).toBe(404);
    const optIn = await get(devSite, `/bff-dev/plugin-override/info?token=${build.token}`, PRODUCTION_DOMAIN, '');
    expect(optIn.statusCode).toBe(403);
    expect(optIn.body).toContain('domain "vip" does not accept plugin overrides');
    expect(optIn.headers['set-cookie']).toBeUndefined();
  });

  it('is ignored, and its addresses do not exist, when the BFF runs without its dev flag', async () => {
    expect(await infoEntryOf(site, DEV_DOMAIN)).toEqual(expect.objectContaining(publishedEntry));
    expect((await get(site, build.entry.url, DEV_DOMAIN)).statusCode).toBe(404);
    const optIn = await get(site, `/bff-dev/plugin-override/info?token=${build.token}`, DEV_DOMAIN, '');
    expect(optIn.statusCode).toBe(404);
    expect(optIn.headers['set-cookie']).toBeUndefined();
  });

  it('is switched on by the address dev:plugin prints, and off again', async () => {
    const on = await get(devSite, `/bff-dev/plugin-override/info?token=${build.token}`, DEV_DOMAIN, '');
    expect(on.statusCode).toBe(303);
    expect(on.headers.location).toBe('/');
    expect(on.headers['set-cookie']).toBe(`plugin_override_info=${build.token}; Path=/; HttpOnly; SameSite=Lax`);
    const off = await get(devSite, '/bff-dev/plugin-override/info/off', DEV_DOMAIN);
    expect(off.statusCode).toBe(303);
    expect(off.headers['set-cookie']).toBe('plugin_override_info=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('refuses an opt-in whose token is not the running session\'s', async () => {
    const reply = await get(devSite, `/bff-dev/plugin-override/info?token=${newDevToken()}`, DEV_DOMAIN, '');
    expect(reply.statusCode).toBe(403);
    expect(reply.body).toContain('not the one of the running npm run dev:plugin -- info session');
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['a URL to another origin', 'https://evil.example/index.js'],
    ['a protocol-relative URL', '//evil.example/index.js'],
    ['a path into the build', '/dev-plugins/info/../../plugins/sports/index.js'],
    ['the token with a cookie attribute', `${'a'.repeat(32)}; Domain=evil.example`],
    ['an empty value', ''],
  ])('serves the published build to a cookie holding %s', async (_, value) => {
    expect(await infoEntryOf(devSite, DEV_DOMAIN, `plugin_override_info=${encodeURIComponent(value)}`)).toEqual(expect.objectContaining(publishedEntry));
  });

  it('never serves a file outside the overridden plugin\'s build', async () => {
    // Another plugin's local build, which this browser did not opt into.
    const sportsStaged = join(devPluginDir(paths.distDir, 'sports'), '.staging', 'plugins', 'sports');
    mkdirSync(sportsStaged, { recursive: true });
    writeFileSync(join(sportsStaged, 'index.js'), '// sports, local\n');
    const sportsFolder = publishDevBuild('sports', newDevToken(), paths).entry.url.split('/')[3];
    expect((await get(devSite, `/dev-plugins/sports/${sportsFolder}/index.js`, DEV_DOMAIN)).statusCode).toBe(404);

    const folder = build.entry.url.split('/')[3];
    for (const url of [
      `/dev-plugins/info/${folder}/..%2F..%2Fsports%2F${sportsFolder}%2Findex.js`,
      `/dev-plugins/info/${folder}/%2e%2e/%2e%2e/sports/${sportsFolder}/index.js`,
      `/dev-plugins/info/${folder}/..%2Fcurrent.json`,
      `/dev-plugins/info/.staging/plugins/info/index.js`,
      '/dev-plugins/info/current.json',
    ]) {
      expect((await get(devSite, url, DEV_DOMAIN)).statusCode, url).toBe(404);
    }
  });
});

describe('live reload of a page that loads a local build', () => {
  const LIVE_RELOAD_TAG = '<script src="/bff-dev/live-reload.js" defer></script>';

  it('is in the pages of the browser that opted in, and of no other', async () => {
    expect((await get(devSite, '/en/information/about', DEV_DOMAIN)).body).toContain(LIVE_RELOAD_TAG);
    expect((await get(devSite, '/en/information/about', DEV_DOMAIN, '')).body).not.toContain(LIVE_RELOAD_TAG);
    expect((await get(devSite, '/en/information/about', PRODUCTION_DOMAIN)).body).not.toContain(LIVE_RELOAD_TAG);
    expect((await get(site, '/en/information/about', DEV_DOMAIN)).body).not.toContain(LIVE_RELOAD_TAG);
    expect((await get(devSite, '/bff-dev/plugin-builds', DEV_DOMAIN, '')).statusCode).toBe(404);
  });

  it('tells the page when dev:plugin publishes a new build', { timeout: 10_000 }, async () => {
    const address = await devSite.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const reply = await fetch(`${address}/bff-dev/plugin-builds`, { headers: { host: DEV_DOMAIN, cookie }, signal: controller.signal });
    expect(reply.headers.get('content-type')).toBe('text/event-stream');
    const reader = reply.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      expect((await reader.read()).value).toBe(': watching\n\n');
      localBuild('System.register([], function () { return { execute: function () {} }; }); // saved again\n', build.token);
      expect((await reader.read()).value).toBe('event: build\ndata: {}\n\n');
    } finally {
      controller.abort();
    }
  });
});

describe('decidePluginOverride', () => {
  const domain = (settings: Partial<DomainSettings>) =>
    ({ name: 'demo', plugins: { info: { enabled: true }, sports: { enabled: false } }, devPluginOverrides: true, ...settings }) as DomainSettings;
  const local = { ...build, token: 'T'.repeat(32) };
  const context = { devMode: true, domain: domain({}), localBuildOf: (id: string) => (id === 'info' ? local : null) };

  it('accepts the running session\'s token for a plugin of the domain, on a domain that allows it, under the dev flag', () => {
    expect(decidePluginOverride('info', local.token, context)).toEqual({ accepted: true, build: { entry: local.entry, routes: local.routes } });
  });

  it.each([
    ['the dev flag is off', 'info', local.token, { devMode: false }, 'dev-flag-off'],
    ['the domain does not set devPluginOverrides', 'info', local.token, { domain: domain({ devPluginOverrides: undefined }) }, 'domain-refuses'],
    ['the domain sets it false', 'info', local.token, { domain: domain({ devPluginOverrides: false }) }, 'domain-refuses'],
    ['the value is a URL', 'info', 'http://localhost:5175/index.js', {}, 'malformed-value'],
    ['the value is a same-origin path', 'info', '/plugins/info/1.0.0-0a0b0c0d/index.js', {}, 'malformed-value'],
    ['the value is one character short', 'info', local.token.slice(1), {}, 'malformed-value'],
    ['the plugin is switched off on the domain', 'sports', local.token, {}, 'plugin-not-on-domain'],
    ['the id is no plugin of the domain', 'casino', local.token, {}, 'plugin-not-on-domain'],
    ['the id is an object key', '__proto__', local.token, {}, 'plugin-not-on-domain'],
    ['no dev:plugin session built it', 'info', local.token, { localBuildOf: () => null }, 'no-local-build'],
    ['the token is another session\'s', 'info', 'U'.repeat(32), {}, 'wrong-token'],
  ])('refuses when %s', (_, id, value, change, reason) => {
    expect(decidePluginOverride(id, value, { ...context, ...change })).toEqual({ accepted: false, reason });
  });
});
