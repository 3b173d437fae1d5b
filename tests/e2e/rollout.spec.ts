import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { DomainPluginSettings, DomainSettings } from '../../bff/domainStore.ts';
import { ROLLOUT_BUCKET_COOKIE } from '../../bff/pluginRollout.ts';
import { buildFolderOf, pluginBuildsDir } from '../../bff/pluginVersions.ts';
import { publishVariantOfCurrentBuild } from '../support/pluginBuilds.ts';
import { expect, reloadManifest, test } from './fixtures.ts';

const distDir = join(process.cwd(), 'dist');
const domainsDir = join(process.cwd(), 'bff', 'domains');
const demo = JSON.parse(readFileSync(join(domainsDir, 'demo.json'), 'utf8')) as DomainSettings;

/** The build of the info plugin a tab runs: its stylesheet sits in the build's folder. */
const infoBuildOf = (page: Page) => page.locator('link[data-plugin="info"]').getAttribute('href');

test.describe('a staged rollout of a plugin build @kernel', () => {
  test('at 50 % two visitors get different builds; a rollback moves a tab back without a reload', async ({ browser, context, baseURL }) => {
    // A domain and a second build of its own (other tests run in parallel against the demo domain), removed whatever happens.
    const name = `e2e-rollout-${randomUUID().slice(0, 8)}`;
    const file = join(domainsDir, `${name}.json`);
    const current = JSON.parse(readFileSync(join(pluginBuildsDir(distDir, 'info'), 'current.json'), 'utf8')) as { entry: { url: string } };
    const pinned = buildFolderOf(current.entry);
    const rolledOut = publishVariantOfCurrentBuild(distDir, 'info', name);
    const save = (info: DomainPluginSettings) => {
      const domain = { ...demo, name, description: 'Written by tests/e2e/rollout.spec.ts for one test.', hosts: [`${name}.localhost`], plugins: { ...demo.plugins, info } };
      writeFileSync(`${file}.tmp`, `${JSON.stringify(domain, null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
    };
    const origin = `http://${name}.localhost:${new URL(baseURL!).port}`;
    const visitor = async (visitorContext: BrowserContext, bucket: number) => {
      await visitorContext.addCookies([
        { name: 'cookies_agree', value: '1', url: origin },
        { name: ROLLOUT_BUCKET_COOKIE, value: String(bucket), url: origin },
      ]);
      const page = await visitorContext.newPage();
      await expect(async () => {
        await page.goto(`${origin}/en/information/about`);
        await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 10_000 });
      return page;
    };
    const otherContext = await browser.newContext();
    try {
      save({ enabled: true, version: pinned, rollout: { version: rolledOut, percent: 50 } });
      const early = await visitor(context, 10);
      const late = await visitor(otherContext, 90);
      expect(await infoBuildOf(early)).toContain(`/plugins/info/${rolledOut}/`);
      expect(await infoBuildOf(late)).toContain(`/plugins/info/${pinned}/`);
      const manifest = await early.evaluate(() => fetch('/bff-api/manifest.json').then((reply) => reply.json() as Promise<{ plugins: unknown[] }>));
      expect(manifest.plugins).toContainEqual(expect.objectContaining({ id: 'info', url: `/plugins/info/${rolledOut}/index.js` }));
      await early.evaluate(() => ((window as unknown as { reloadMarker: number }).reloadMarker = 1));

      save({ enabled: true, version: pinned });
      // The kernel asks for the manifest every minute and when the page becomes visible; the test asks now.
      await expect(async () => {
        await reloadManifest(early);
        expect(await infoBuildOf(early)).toContain(`/plugins/info/${pinned}/`);
      }).toPass({ timeout: 5_000 });
      await expect(early.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
      expect(await early.evaluate(() => (window as unknown as { reloadMarker?: number }).reloadMarker)).toBe(1);
    } finally {
      await otherContext.close();
      rmSync(file, { force: true });
      rmSync(`${file}.tmp`, { force: true });
      rmSync(join(pluginBuildsDir(distDir, 'info'), rolledOut), { recursive: true, force: true });
    }
  });
});
