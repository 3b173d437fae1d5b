import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { PUBLIC_FOLDERS } from '../../bff/publicFolders.ts';
import { expect, expectInfoRefusedByIntegrity, hostReady, pluginRecord, test } from './fixtures.ts';

/** The response headers a CDN keeps from the site it pulls from. */
const RELAYED_HEADERS = ['content-type', 'cache-control', 'access-control-allow-origin'];

interface AssetOrigin {
  origin: string;
  stop(): Promise<void>;
}

/**
 * A pull-through CDN on another port: each file is fetched from the site (the reference BFF serving dist/) and
 * relayed with the site's headers, CORS included. `alter` may change a file's bytes on the way, as a compromised or
 * broken CDN would.
 */
async function startAssetOrigin(site: string, alter: (path: string, body: Buffer) => Buffer = (_, body) => body): Promise<AssetOrigin> {
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    fetch(`${site}${path}`).then(
      async (upstream) => {
        const headers = Object.fromEntries(RELAYED_HEADERS.flatMap((name) => (upstream.headers.has(name) ? [[name, upstream.headers.get(name)!]] : [])));
        response.writeHead(upstream.status, headers).end(alter(path, Buffer.from(await upstream.arrayBuffer())));
      },
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The info plugin's bundle (`/plugins/info/<version>-<hash>/index.js`), one comment longer. */
const alterInfoBundle = (path: string, body: Buffer) => (/^\/plugins\/info\/[^/]+\/index\.js$/.test(path) ? Buffer.concat([body, Buffer.from('\n// served by the CDN\n')]) : body);

/** Every request of the page from now on: its URL and what it fetches (script, stylesheet, fetch…). */
function requestsOf(page: Page): Array<{ url: string; type: string }> {
  const requests: Array<{ url: string; type: string }> = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  return requests;
}

const BUILD_PATH = new RegExp(`^/(${PUBLIC_FOLDERS.join('|')})/`);
/** The site under test (playwright.config.ts starts it); the CDNs start once per worker, before any test's fixtures. */
const SITE = `http://localhost:${process.env.E2E_PORT}`;

let cdn: AssetOrigin;
let alteringCdn: AssetOrigin;
test.beforeAll(async () => {
  [cdn, alteringCdn] = await Promise.all([startAssetOrigin(SITE), startAssetOrigin(SITE, alterInfoBundle)]);
});
test.afterAll(() => Promise.all([cdn.stop(), alteringCdn.stop()]));

test.describe('bundles from an asset origin @kernel', () => {
  test('the site loads its whole build from a second origin: home, a plugin page with its lazy chunk, styles', async ({ page, scenario }) => {
    await scenario.set({ assetOrigin: cdn.origin });
    const requests = requestsOf(page);
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'Welcome to Northbet' })).toBeVisible();
    await expect.poll(() => pluginRecord(page, 'sports')).toMatchObject({ state: 'ready' });
    await page.goto('/en/information/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    await hostReady(page);
    expect(await pluginRecord(page, 'info')).toMatchObject({ state: 'ready' });

    const fromCdn = requests.filter(({ url }) => url.startsWith(`${cdn.origin}/`)).map(({ url }) => new URL(url).pathname);
    for (const expected of [/^\/system\/s\.[0-9a-f]{8}\.min\.js$/, /^\/kernel\/kernel\.[0-9a-f]{8}\.js$/, /^\/shared\/react\.[0-9a-f]{8}\.js$/, /^\/plugins\/sports\/[^/]+\/index\.js$/, /^\/plugins\/sports\/[^/]+\/sports\.css$/, /^\/plugins\/info\/[^/]+\/index\.js$/, /^\/plugins\/info\/[^/]+\/\d+\.js$/]) {
      expect(fromCdn.some((path) => expected.test(path)), `${expected} from ${cdn.origin}`).toBe(true);
    }
    // No script or stylesheet of the build comes from the site itself (the kernel's dictionary, unversioned, does).
    const codeFromSite = requests.filter(({ url, type }) => url.startsWith(`${SITE}/`) && BUILD_PATH.test(new URL(url).pathname) && (type === 'script' || type === 'stylesheet'));
    expect(codeFromSite).toEqual([]);
  });

  test("the installable-app worker installs with the build precached from the origin", async ({ page, scenario }) => {
    await scenario.set({ assetOrigin: cdn.origin, config: { site: { pwa: true } } });
    await page.goto('/en/');
    // Installing means every precache entry was fetched and matched its integrity.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const cachedOrigins = await page.evaluate(async () => {
      const origins = new Set<string>();
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) origins.add(new URL(request.url).origin);
      return [...origins];
    });
    expect(cachedOrigins).toContain(cdn.origin);
  });

  test('an origin that serves altered bytes of one plugin: integrity refuses it, as for the site, and the rest works', async ({ page, scenario }) => {
    await scenario.set({ assetOrigin: alteringCdn.origin });
    await expectInfoRefusedByIntegrity(page);
    expect(await pluginRecord(page, 'sports')).toMatchObject({ state: 'ready' });
  });
});
