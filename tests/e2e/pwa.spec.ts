import type { Page } from '@playwright/test';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_FEED_FILE } from '../../bff/pluginVersions.ts';
import { APP_VERSION_CHECK_DELAY_MS } from '../../src/appServices/appServicesConstants.ts';
import { expect, hostReady, signInByApi, test } from './fixtures.ts';

/** Waits until a service worker controls the page (registered after load, claiming the page once activated). */
function workerControls(page: Page) {
  return page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

const DIST_PLUGINS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'plugins');

/** The paths of every response the site's caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

type FeedEntry = { url: string; integrity: string; css: unknown };

/**
 * Another build of a plugin than its current one: an older one in dist/, else (a clean clone has one build) a copy
 * of the current one under another folder name. The same files at new addresses are, for the worker, a new version;
 * current.json is untouched, so what the domains serve does not change.
 */
function otherBuildOf(plugin: string): FeedEntry {
  const dir = join(DIST_PLUGINS, plugin);
  const current = (JSON.parse(readFileSync(join(dir, 'current.json'), 'utf8')) as { entry: FeedEntry }).entry;
  const entryOf = (folder: string) => (JSON.parse(readFileSync(join(dir, folder, BUILD_FEED_FILE), 'utf8')) as { entry: FeedEntry }).entry;
  const builds = readdirSync(dir).filter((folder) => existsSync(join(dir, folder, BUILD_FEED_FILE)));
  const older = builds.map(entryOf).find((entry) => entry.url !== current.url);
  if (older) return older;
  const folder = current.url.split('/').at(-2)!;
  const copy = folder.replace(/[0-9a-f]{8}$/, (hash) => hash.replace(/./g, (digit) => ((parseInt(digit, 16) + 1) % 16).toString(16)));
  // Made aside and renamed into place: the other project's run of this test may be looking for it at the same time.
  const staging = join(dir, `.${copy}-${process.pid}`);
  cpSync(join(dir, folder), staging, { recursive: true });
  writeFileSync(join(staging, BUILD_FEED_FILE), readFileSync(join(staging, BUILD_FEED_FILE), 'utf8').replaceAll(`/${folder}/`, `/${copy}/`));
  try {
    renameSync(staging, join(dir, copy));
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  return entryOf(copy);
}

const siteStorage = (page: Page) =>
  page.evaluate(async () => ({ workers: (await navigator.serviceWorker.getRegistrations()).length, caches: await caches.keys() }));

test.describe('installable app and app version @pwa', () => {
  test('passes the browser installability checks: a manifest with the needed fields and a worker controlling the page', async ({ page, scenario }) => {
    await scenario.set({ config: { site: { pwa: true, pwaThemeColor: '#1b2440' } } });
    await page.goto('/en/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1b2440');
    await workerControls(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Northbet', start_url: '/en/', display: 'standalone', theme_color: '#1b2440' });
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    // Playwright's contexts are incognito profiles, where Chromium offers no install whatever the site does.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  });

  test('after one visit, going offline shows the offline page, not a browser error', async ({ page, context, scenario }) => {
    await scenario.set({ config: { site: { pwa: true } } });
    await page.goto('/en/');
    await workerControls(page);
    await context.setOffline(true);
    await page.goto('/en/information/about');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/');
    await context.setOffline(false);
  });

  test('the worker never caches a call: a signed-in visit leaves only what it precaches in its caches', async ({ page, scenario }) => {
    await scenario.set({ config: { site: { pwa: true } } });
    await page.goto('/en/');
    await workerControls(page);
    await signInByApi(page);
    await page.reload();
    await hostReady(page);
    await page.waitForLoadState('networkidle');
    const precached = JSON.parse(/^self\.__PWA_SETTINGS=(.*);$/m.exec(await (await page.request.get('/sw.js')).text())![1]) as { precache: Array<{ url: string }> };
    const cached = await cachedPaths(page);
    expect(cached).toContain('/pwa/offline/en.html');
    expect(cached.filter((path) => !precached.precache.some(({ url }) => url === path))).toEqual([]);
  });

  test('when the manifest changes a boot plugin version, the worker fetches the new build and drops the old one', async ({ page, scenario }) => {
    await scenario.set({ config: { site: { pwa: true } } });
    await page.goto('/en/');
    await workerControls(page);
    const current = JSON.parse(readFileSync(join(DIST_PLUGINS, 'sports', 'current.json'), 'utf8')) as { entry: { url: string } };
    const other = otherBuildOf('sports');
    await expect.poll(() => cachedPaths(page)).toContain(current.entry.url);
    await scenario.set({ pluginOverrides: { sports: { url: other.url, integrity: other.integrity, css: other.css } } });
    // What the browser does at the next navigation: it fetches /sw.js again, and a changed script is a new worker.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => cachedPaths(page), { timeout: 20_000 }).toContain(other.url);
    await expect.poll(() => cachedPaths(page)).not.toContain(current.entry.url);
  });

  test('turning the mode off removes the workers and the caches', async ({ page, scenario }) => {
    await scenario.set({ config: { site: { pwa: true } } });
    await page.goto('/en/');
    await workerControls(page);
    expect((await siteStorage(page)).caches.length).toBeGreaterThan(0);
    await scenario.set({ config: { site: { pwa: false } } });
    await page.reload();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(0);
    await expect.poll(() => siteStorage(page)).toEqual({ workers: 0, caches: [] });
  });

  test('with the mode off and no worker or cache to remove, the app services wait for the version check a minute after load', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.clock.install();
    await page.goto('/en/', { waitUntil: 'load' });
    await hostReady(page);
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.startsWith('/app-services/'))).toEqual([]);
    await page.clock.fastForward(APP_VERSION_CHECK_DELAY_MS);
    await expect.poll(() => fetched.filter((path) => path.startsWith('/app-services/') || path === '/bff-api/app-version').length).toBe(2);
  });

  test('a new build offers a reload notice a minute after start, and never reloads by itself', async ({ page, scenario }) => {
    await page.clock.install();
    await page.goto('/ru/');
    await hostReady(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await scenario.set({ appVersion: 'next-build' });
    // The check waits a minute from the load event (its exact timing is pinned by src/appServices/appVersion.test.ts).
    await page.clock.fastForward(APP_VERSION_CHECK_DELAY_MS);
    const notice = page.getByRole('status').filter({ hasText: 'Доступна новая версия сайта.' });
    await expect(notice).toBeVisible();
    await page.clock.fastForward(APP_VERSION_CHECK_DELAY_MS * 5);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await notice.getByRole('button', { name: 'Обновить' }).click();
    await page.waitForFunction(() => !(window as unknown as { __sameDocument?: boolean }).__sameDocument);
  });
});
