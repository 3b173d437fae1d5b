import type { Page } from '@playwright/test';
import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';
import { browsableBrands, brokenLinks, internalLinks, readHiddenLanguages, statusesOf, type FollowedLink } from '../../../tests/support/followedLinks.ts';

/**
 * Every link in every information page, in every language of the demo brand, opens a page: the page a link opens
 * answers 2xx, and an information page opened in the app shows its content, not the 404 page. Every page of the
 * information plugin is read, whether a link leads to it or not; the links in it lead to more (a news item…).
 */
const demo = browsableBrands.find((domain) => domain.hosts.includes('localhost'))!;

interface RouteEntry {
  plugin: string;
  path: string;
  page?: string;
  requiresAuth?: boolean;
}

/**
 * The information plugin's pages a visitor reads on the brand, as patterns of the paths (without language) they
 * answer; one that asks to sign in first (the payment page on some brands) opens the log-in page, its status tells.
 */
async function informationPages(page: Page): Promise<Array<{ path: string; pattern: RegExp }>> {
  const manifest = await page.evaluate(async () => (await fetch('/bff-api/manifest.json')).json() as Promise<{ routes: RouteEntry[] }>);
  return manifest.routes
    .filter((route) => route.plugin === 'info' && route.page && !route.requiresAuth)
    .map((route) => {
      const segments = route.path.split('/').map((segment) => (segment.endsWith('?') ? '(?:/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : `/${segment}`));
      return { path: route.path, pattern: new RegExp(`^${segments.join('')}$`) };
    });
}

/**
 * Opens `address` in the app as a followed link does (a history entry, no page load) and waits for its remote view:
 * answers the view's status and, when it shows, the links in it.
 */
async function openInApp(page: Page, address: string, lang: string): Promise<{ status: number; links: string[] }> {
  // Bounded below the test's limit, so that an address the app opens without a view call is named when it fails.
  const viewCall = page.waitForResponse((response) => new URL(response.url()).pathname === `/bff-api/remote-view${address}`, { timeout: 15_000 });
  const shownBefore = await page.evaluateHandle(() => document.querySelector('.remote-view__body'));
  // What the router does for a followed link, without a page of links to click: a new history entry it is told of.
  await page.evaluate((url) => {
    history.pushState({ usr: null, key: url, idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, address);
  const reply = await viewCall;
  if (reply.status() !== 200) {
    await expect(page.locator('.status-page')).toBeVisible();
    return { status: reply.status(), links: [] };
  }
  await page.waitForFunction((before) => {
    const body = document.querySelector('.remote-view__body');
    return !!body && body !== before;
  }, shownBefore);
  await expect(page.locator('.remote-view .page-title')).toHaveText((await reply.json()).title);
  return { status: 200, links: await internalLinks(page.locator('.remote-view__body a[href]'), lang, demo.config.lng.available) };
}

test.describe('links in the information pages @info', () => {
  for (const lang of demo.config.lng.available) {
    test(`every link of every information page opens a page, in ${lang}`, async ({ page, context, baseURL }) => {
      await readHiddenLanguages(context, baseURL!);
      await page.goto(`/${lang}/information`);
      await hostReady(page);
      const pages = await informationPages(page);
      const isInformationPage = (address: string) => pages.some(({ pattern }) => pattern.test(address.slice(lang.length + 1)));
      // Every page of the plugin with no parameter it cannot do without; the links lead to the others.
      const queue = pages.filter(({ path }) => !/:[^/?]+(\/|$)/.test(path)).map(({ path }) => `/${lang}/${path.replace(/\/:[^/]+\?/g, '')}`);
      const statuses = await statusesOf(page, queue);
      const links: FollowedLink[] = [];
      const shown = new Map<string, number>();
      const follow = async (from: string, found: string[]) => {
        links.push(...found.map((to) => ({ from, to })));
        for (const [to, status] of await statusesOf(page, found.filter((to) => !statuses.has(to)))) {
          statuses.set(to, status);
          if (isInformationPage(to)) queue.push(to);
        }
      };
      // The index, where the visit starts, came with the page: its links are read as it shows.
      const index = `/${lang}/information`;
      await expect(page.locator('.remote-view .page-title')).toBeVisible();
      shown.set(index, 200);
      await follow(index, await internalLinks(page.locator('.remote-view__body a[href]'), lang, demo.config.lng.available));
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        // A page the brand does not show (a feature off, a hidden page) is only wrong when a link leads to it.
        if (shown.has(address) || statuses.get(address) !== 200) continue;
        const view = await openInApp(page, address, lang);
        shown.set(address, view.status);
        await follow(address, view.links);
      }
      const notShown = [...shown].filter(([, status]) => status !== 200).map(([address, status]) => `${address} shows the ${status} page`);
      expect([...brokenLinks(links, statuses), ...notShown]).toEqual([]);
      expect(links.length).toBeGreaterThan(50);
    });
  }
});
