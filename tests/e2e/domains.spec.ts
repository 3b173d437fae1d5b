import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { DomainSettings } from '../../bff/domainStore.ts';
import { expect, reloadManifest, test } from './fixtures.ts';

const domainsDir = join(process.cwd(), 'bff', 'domains');
const domains = readdirSync(domainsDir)
  .filter((name) => name.endsWith('.json') && !name.startsWith('e2e-'))
  .map((name) => JSON.parse(readFileSync(join(domainsDir, name), 'utf8')) as DomainSettings);

const brandValue = (domain: DomainSettings, property: string) => domain.config.brandbook?.find((entry) => entry.css_prop === property)?.css_value;
const localHost = (domain: DomainSettings) => domain.hosts.find((host) => host === 'localhost' || host.endsWith('.localhost'))!;
const originOf = (host: string, baseURL: string | undefined) => `http://${host}:${new URL(baseURL!).port}`;
/** Every test's visitor has answered the cookie notice (fixtures.ts does it for localhost only). */
const agreeToCookies = (context: BrowserContext, origin: string) => context.addCookies([{ name: 'cookies_agree', value: '1', url: origin }]);

test.describe('demo domains @kernel', () => {
  for (const domain of domains) {
    test(`${domain.name} is served at its .localhost address with its own brand`, async ({ page, context, baseURL }) => {
      const origin = originOf(localHost(domain), baseURL);
      await agreeToCookies(context, origin);
      await page.goto(`${origin}/en/`);
      await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--brand-accent'))).toBe(brandValue(domain, '--brand-accent'));
      if (domain.config.maintenance.isActive || domain.blockReason !== null) {
        // The pages that stand alone still say whose site it is.
        const notice = page.locator(domain.config.maintenance.isActive ? '.maintenance' : '[data-block-page]');
        if (domain.config.maintenance.isActive) await expect(page.getByRole('heading', { name: 'Maintenance underway!' })).toBeVisible();
        await expect(notice.locator('.status-page__brand .logo__name')).toHaveText(domain.config.site.companyName);
        // A brand not open yet is announced with a clock, not the "no entry" sign of a block.
        const comingSoon = (await notice.getAttribute('data-block-page')) === 'coming-soon';
        await expect(notice.locator('.blocked__icon--soon')).toHaveCount(comingSoon ? 1 : 0);
      } else {
        await expect(page.locator('.header .logo__name')).toHaveText(domain.config.site.companyName);
        await expect(page.locator('.header .logo__mark')).toHaveText(domain.config.site.companyName.charAt(0));
        const headerBackground = brandValue(domain, '--brand-header-bg');
        if (headerBackground) await expect(page.locator('.header')).toHaveCSS('background-color', rgb(headerBackground));
      }
    });
  }

  test('a brand without a plugin answers not found on its pages; the VIP brand offers no registration', async ({ page, context, baseURL }) => {
    for (const [host, path] of [['sports.localhost', '/en/information/about'], ['casino.localhost', '/en/line'], ['vip.localhost', '/en/registration']]) {
      const origin = originOf(host, baseURL);
      await agreeToCookies(context, origin);
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), `${host}${path}`).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });

  test("the casino-only brand's home: its casino hero and its casino games, no promise of sports", async ({ page, context, baseURL }) => {
    const origin = originOf('casino.localhost', baseURL);
    await agreeToCookies(context, origin);
    await page.goto(`${origin}/en/`);
    const hero = page.locator('.hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Welcome to Crown Casino');
    await expect(hero.locator('.hero__text')).toHaveText('Slots, live tables and jackpots on one account.');
    await expect(page.getByRole('heading', { name: 'Popular games' })).toBeVisible();
    await expect(page.getByTestId('casino-card')).toHaveCount(8);
    await expect(page).toHaveTitle('Crown Casino: online casino, slots and jackpots');
    await expect(page.getByRole('main')).not.toContainText(/sport|betting|odds|how to bet/i);
    await hero.getByRole('link', { name: 'Open the lobby' }).click();
    await expect(page).toHaveURL(`${origin}/en/casino`);
  });
});

/** `#12a150` -> `rgb(18, 161, 80)`, as computed styles give colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('a domain file changed live @kernel', () => {
  test('switching a plugin off in the file shows its visitor the not-found page, switching it on brings it back, without a reload', async ({ page, context, baseURL }) => {
    // A domain of its own (other tests run in parallel against the demo domain), removed whatever happens.
    const name = `e2e-live-${randomUUID().slice(0, 8)}`;
    const file = join(domainsDir, `${name}.json`);
    const demo = domains.find((domain) => domain.name === 'demo')!;
    const save = (infoEnabled: boolean) => {
      const domain = {
        ...demo,
        name,
        description: 'Written by tests/e2e/domains.spec.ts for one test.',
        hosts: [`${name}.localhost`],
        plugins: { ...demo.plugins, info: { enabled: infoEnabled } },
        config: { ...demo.config, site: { ...demo.config.site, companyName: 'Live Switch Bet' } },
      };
      writeFileSync(`${file}.tmp`, `${JSON.stringify(domain, null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
    };
    const origin = originOf(`${name}.localhost`, baseURL);
    try {
      await agreeToCookies(context, origin);
      save(true);
      await expect(async () => {
        await page.goto(`${origin}/en/information/about`);
        await expect(page.locator('.header .logo__name')).toHaveText('Live Switch Bet', { timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { reloadMarker: number }).reloadMarker = 1));

      save(false);
      // The kernel asks for the manifest every minute and when the page becomes visible; the test asks now.
      await expect(async () => {
        await reloadManifest(page);
        await expect(page.getByText('This page could not be found')).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5_000 });
      await expect(page.locator('link[data-plugin="info"]')).toHaveCount(0);

      save(true);
      await expect(async () => {
        await reloadManifest(page);
        await expect(page.getByRole('link', { name: 'About us' })).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5_000 });
      await page.getByRole('link', { name: 'About us' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { reloadMarker?: number }).reloadMarker)).toBe(1);
    } finally {
      rmSync(file, { force: true });
      rmSync(`${file}.tmp`, { force: true });
    }
  });
});
