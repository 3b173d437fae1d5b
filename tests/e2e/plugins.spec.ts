import { HEADER_PLUGIN_LOAD_RETRIES } from '../../src/plugins/pluginConstants.ts';
import { expect, expectInfoRefusedByIntegrity, hostReady, pluginRecord, reloadManifest, test } from './fixtures.ts';

const WRONG_HASH = `sha384-${'A'.repeat(64)}`;

test.describe('plugin loading @kernel', () => {
  test('a plugin with a wrong hash does not run; its routes show the refresh view and the rest works', async ({ page, scenario }) => {
    await scenario.set({ pluginOverrides: { info: { integrity: WRONG_HASH } } });
    await expectInfoRefusedByIntegrity(page);
  });

  test('a plugin without a hash is refused before loading', async ({ page, scenario }) => {
    await scenario.set({ pluginOverrides: { info: { integrity: null } } });
    const bundleRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/plugins/info/') && bundleRequests.push(request.url()));
    await page.goto('/en/information/about');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(await pluginRecord(page, 'info')).toMatchObject({ state: 'error', error: { type: 'integrity' } });
    expect(bundleRequests).toEqual([]);
  });

  test('a plugin whose server answers 500 is retried, then shows the refresh view; refresh recovers', async ({ page, scenario }) => {
    await scenario.set({ faults: [{ path: '/plugins/info/', status: 500 }] });
    const attempts: string[] = [];
    page.on('request', (request) => request.url().endsWith('/index.js') && request.url().includes('/plugins/info/') && attempts.push(request.url()));
    await page.goto('/en/information/about');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible({ timeout: 20_000 });
    expect(await pluginRecord(page, 'info')).toMatchObject({ state: 'error', error: { type: 'http' } });
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    await scenario.set({ faults: [] });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
  });

  test('the plugin that draws the header (the header remote app) is tried 5 times more, so it still comes on the sixth', async ({ page }) => {
    // Counted by script load: after each failed one the loader fetches the bundle once more to tell why it failed.
    let scriptLoads = 0;
    await page.route(/\/plugins\/account\/[^/]+\/index\.js$/, (route) => {
      if (route.request().resourceType() === 'script') scriptLoads += 1;
      return scriptLoads <= HEADER_PLUGIN_LOAD_RETRIES ? route.fulfill({ status: 500, body: '' }) : route.continue();
    });
    await page.goto('/en/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
    expect(await pluginRecord(page, 'account')).toMatchObject({ state: 'ready', error: null });
    expect(scriptLoads).toBe(HEADER_PLUGIN_LOAD_RETRIES + 1);
  });

  test('a plugin that throws while loading is reported as an evaluation failure', async ({ page, scenario }) => {
    await scenario.set({ extraPlugins: ['throwing'] });
    await page.goto('/en/throwing-plugin');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(await pluginRecord(page, 'throwing')).toMatchObject({ state: 'error', error: { type: 'evaluation' } });
    await page.goto('/en/information/contacts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
  });

  test('an operator switches a plugin off and on at run time, without a reload', async ({ page, scenario }) => {
    await page.goto('/en/information/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    await expect(page.locator('link[data-plugin="info"]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { reloadMarker: number }).reloadMarker = 1));

    await scenario.set({ plugins: { info: { enabled: false } } });
    await reloadManifest(page);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.locator('link[data-plugin="info"]')).toHaveCount(0);
    expect(await pluginRecord(page, 'info')).toBeNull();

    await scenario.set({ plugins: { info: { enabled: true } } });
    await reloadManifest(page);
    await page.getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    await expect(page.locator('link[data-plugin="info"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { reloadMarker?: number }).reloadMarker)).toBe(1);
  });

  test('a plugin deactivated and activated again leaves nothing of its old instance in the shared modules', async ({ page }) => {
    await page.goto('/en/information/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    // The setters SystemJS keeps for the modules importing the SDK: each plugin instance adds its own.
    const sdkImporters = () =>
      page.evaluate(() => {
        const system = (window as unknown as { System: object }).System;
        const importMap = JSON.parse(document.querySelector('script[type="systemjs-importmap"]')?.textContent ?? '{}') as { imports: Record<string, string> };
        const sdkUrl = new URL(importMap.imports['@host/sdk'], location.href).href;
        for (const key of Object.getOwnPropertySymbols(system)) {
          const registry = (system as Record<symbol, Record<string, { i?: unknown[] }>>)[key];
          if (registry?.[sdkUrl]?.i) return registry[sdkUrl].i!.length;
        }
        return -1;
      });
    const cycle = async () => {
      await page.evaluate(async () => {
        const { host } = (window as unknown as { __host: { host: { deactivate(id: string): Promise<void>; ensure(id: string): Promise<void> } } }).__host;
        await host.deactivate('info');
        await host.ensure('info');
      });
      await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    };
    // One cycle first, so that every module fetched on first use (the remote-view loader…) is in place.
    await hostReady(page);
    await cycle();
    const before = await sdkImporters();
    expect(before).toBeGreaterThan(0);
    for (let index = 0; index < 5; index += 1) await cycle();
    expect(await sdkImporters()).toBe(before);
  });
});
