import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { APP_VERSION_CHECK_DELAY_MS, APPLE_TOUCH_ICON_SIZES, PRECOMPOSED_ICON_MAX_IOS } from '../../src/appServices/appServicesConstants.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../tests/support/bffFetch.ts';

const IOS_14 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1';
const IOS_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let app: FastifyInstance;
beforeAll(async () => {
  app = createTestBff();
  await app.ready();
});
afterAll(() => app.close());

async function get(scenario: string, url: string, userAgent = 'vitest') {
  return app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, 'user-agent': userAgent } });
}

async function pwaScenario(themeColour = '#123456') {
  const scenario = uniqueScenario('pwa');
  await patchScenario(app, scenario, { config: { site: { pwa: true, pwaThemeColor: themeColour } } });
  return scenario;
}

/** Width, height and the colour of one pixel of a PNG the encoder wrote (8-bit RGB, no filter). */
function readPng(body: Buffer, x: number, y: number) {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  const width = body.readUInt32BE(16);
  const height = body.readUInt32BE(20);
  const idatStart = body.indexOf('IDAT') + 4;
  const idatLength = body.readUInt32BE(idatStart - 8);
  const raw = inflateSync(body.subarray(idatStart, idatStart + idatLength));
  const offset = y * (width * 3 + 1) + 1 + x * 3;
  return { width, height, pixel: [raw[offset], raw[offset + 1], raw[offset + 2]] };
}

describe('installable-app mode in the BFF', () => {
  it('pins the numbers of the second document', () => {
    expect(APPLE_TOUCH_ICON_SIZES).toEqual([72, 96, 128, 144, 152, 192, 384, 512]);
    expect(PRECOMPOSED_ICON_MAX_IOS).toBe(14);
    expect(APP_VERSION_CHECK_DELAY_MS).toBe(60_000);
  });

  it('serves a web app manifest per domain with the name, the brand colour and PNG icons at every apple-touch size', async () => {
    const scenario = await pwaScenario('#3a0d2b');
    const reply = await get(scenario, '/manifest.webmanifest?lang=ru');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/manifest+json');
    const manifest = reply.json();
    expect(manifest).toMatchObject({ name: 'Northbet', start_url: '/ru/', display: 'standalone', theme_color: '#3a0d2b', background_color: '#3a0d2b' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(APPLE_TOUCH_ICON_SIZES.map((size) => `${size}x${size}`));
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const png = await get(scenario, icon.src);
      expect(png.headers['content-type']).toBe('image/png');
      const { width, height, pixel } = readPng(png.rawPayload, 0, 0);
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(pixel).toEqual([0x3a, 0x0d, 0x2b]);
    }
  });

  it('writes the manifest, the theme colour, the apple-touch icons and the iOS splash images into the page only in this mode', async () => {
    const on = (await get(await pwaScenario(), '/en/', IOS_17)).body;
    expect(on).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" crossorigin="use-credentials">');
    expect(on).toContain('<meta name="theme-color" content="#123456">');
    for (const size of APPLE_TOUCH_ICON_SIZES) expect(on).toContain(`<link rel="apple-touch-icon" sizes="${size}x${size}" href="/apple-touch-icon-${size}x${size}.png">`);
    const splash = [...on.matchAll(/<link rel="apple-touch-startup-image" media="[^"]+" href="([^"]+)">/g)].map((match) => match[1]);
    expect(splash.length).toBeGreaterThan(5);
    const image = await get(await pwaScenario(), splash[0]);
    expect(readPng(image.rawPayload, 0, 0).width).toBe(1290);

    const off = (await get(uniqueScenario('pwa-off'), '/en/', IOS_17)).body;
    expect(off).not.toContain('rel="manifest"');
    expect(off).not.toContain('theme-color');
    expect(off).not.toContain('apple-touch');
    expect((await get(uniqueScenario('pwa-off'), '/manifest.webmanifest')).statusCode).toBe(404);
    expect((await get(uniqueScenario('pwa-off'), '/sw.js')).statusCode).toBe(404);
  });

  it('gives iOS 14 and lower the precomposed icon name', async () => {
    const scenario = await pwaScenario();
    // iOS 14 runs no build of the site (bff/browserSupport.ts): its pages are the old-browser page, with the icons.
    expect((await get(scenario, '/en/', IOS_14)).headers.location).toBe('/en/oldbrowser');
    const old = (await get(scenario, '/en/oldbrowser', IOS_14)).body;
    expect(old).toContain('<link rel="apple-touch-icon-precomposed" sizes="152x152" href="/apple-touch-icon-152x152-precomposed.png">');
    expect(old).not.toContain('rel="apple-touch-icon"');
    expect((await get(scenario, '/apple-touch-icon-152x152-precomposed.png')).headers['content-type']).toBe('image/png');
  });

  it("precaches the kernel, the shared libraries and the boot and deferred plugins by their integrity-checked URLs, and the offline pages, but no call", async () => {
    const scenario = await pwaScenario();
    const reply = await get(scenario, '/sw.js');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('javascript');
    // Workbox bundled in: nothing is imported from a CDN.
    expect(reply.body).not.toMatch(/importScripts|googleapis|workbox-sw/);
    const settings = JSON.parse(/^self\.__PWA_SETTINGS=(.*);$/m.exec(reply.body)![1]) as {
      precache: Array<{ url: string; revision: string | null; integrity?: string }>;
      offlinePages: Record<string, string>;
    };
    const host = JSON.parse(readFileSync(join(projectRoot, 'dist', 'host.json'), 'utf8')) as { importMap: { imports: Record<string, string>; integrity: Record<string, string> } };
    const byUrl = new Map(settings.precache.map((entry) => [entry.url, entry]));
    expect(byUrl.get(host.importMap.imports['@host/kernel'])?.integrity).toBe(host.importMap.integrity[host.importMap.imports['@host/kernel']]);
    expect(byUrl.get(host.importMap.imports.react)?.integrity).toBe(host.importMap.integrity[host.importMap.imports.react]);
    const manifest = (await get(scenario, '/bff-api/manifest.json')).json() as { plugins: Array<{ url: string; integrity: string; activation: string }> };
    const everyVisit = manifest.plugins.filter((plugin) => plugin.activation === 'boot' || plugin.activation === 'deferred');
    expect(everyVisit.map((plugin) => plugin.activation)).toEqual(expect.arrayContaining(['boot', 'deferred']));
    for (const plugin of everyVisit) expect(byUrl.get(plugin.url)?.integrity).toBe(plugin.integrity);
    for (const plugin of manifest.plugins.filter((entry) => !everyVisit.includes(entry))) expect(byUrl.has(plugin.url)).toBe(false);
    expect(settings.offlinePages).toMatchObject({ en: '/pwa/offline/en.html', ru: '/pwa/offline/ru.html' });
    for (const { url } of settings.precache) expect((await get(scenario, url)).statusCode, url).toBe(200);
    expect(settings.precache.filter((entry) => /^\/(bff-api|web-api|blocks-api|bff-test)\//.test(entry.url))).toEqual([]);
  });

  it('changes the worker when the manifest changes a plugin version, so browsers fetch the new build and drop the old', async () => {
    const scenario = await pwaScenario();
    const before = (await get(scenario, '/sw.js')).body;
    const boot = ((await get(scenario, '/bff-api/manifest.json')).json() as { plugins: Array<{ id: string; url: string; activation: string }> }).plugins.find(
      (plugin) => plugin.activation === 'boot',
    )!;
    await patchScenario(app, scenario, { pluginOverrides: { [boot.id]: { url: `/plugins/${boot.id}/9.9.9-abcdef12/index.js`, integrity: 'sha384-next' } } });
    const after = (await get(scenario, '/sw.js')).body;
    expect(after).not.toBe(before);
    expect(after).toContain(`"url":"/plugins/${boot.id}/9.9.9-abcdef12/index.js","revision":null,"integrity":"sha384-next"`);
    expect(after).not.toContain(`"url":"${boot.url}"`);
  });

  it('serves an offline page in each language, with no script and its own strict policy', async () => {
    const scenario = await pwaScenario();
    const reply = await get(scenario, '/pwa/offline/ru.html');
    expect(reply.body).toContain('Нет подключения к интернету');
    expect(reply.body).not.toContain('<script');
    expect(reply.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect((await get(scenario, '/pwa/offline/en.html')).body).toContain('You are offline');
  });

  it('reports the deployed build, and another one to a scenario that simulates a new deployment', async () => {
    const scenario = uniqueScenario('version');
    const page = (await get(scenario, '/en/')).body;
    const served = /<meta name="app-version" content="([0-9a-f]+)">/.exec(page)?.[1];
    expect(served).toBeTruthy();
    expect((await get(scenario, '/bff-api/app-version')).json()).toEqual({ version: served });
    await patchScenario(app, scenario, { appVersion: 'next-build' });
    expect((await get(scenario, '/bff-api/app-version')).json()).toEqual({ version: 'next-build' });
  });
});
