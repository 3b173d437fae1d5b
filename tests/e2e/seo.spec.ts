import type { Browser, Page } from '@playwright/test';
import { expect, hostReady, test } from './fixtures.ts';

/** The head tags of the page metadata, in order: what a crawler reads and what the client must keep. */
interface HeadTags {
  title: string;
  description: string | null;
  tags: string[];
}

/** The page metadata's head tags of the page (robots, metas, canonical, alternates), as comparable strings. */
function readHead(): HeadTags {
  const attributes = ['name', 'content', 'rel', 'hreflang', 'media', 'href'];
  return {
    title: document.title,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    tags: [...document.head.querySelectorAll('[data-seo]')].map((tag) =>
      [tag.tagName.toLowerCase(), ...attributes.filter((name) => tag.hasAttribute(name)).map((name) => `${name}=${tag.getAttribute(name)}`)].join(' '),
    ),
  };
}

/** The head as a crawler gets it: the first HTML in a browser with JavaScript off, in the test's scenario. */
async function firstHtmlHead(browser: Browser, baseURL: string, scenarioId: string, path: string): Promise<HeadTags> {
  const crawler = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await crawler.addCookies([{ name: 'bff_scenario', value: scenarioId, url: baseURL }]);
    const page = await crawler.newPage();
    await page.goto(path);
    return await page.evaluate(readHead);
  } finally {
    await crawler.close();
  }
}

/** Waits until the default layout shows the page's SEO text (its code comes when the block nears the viewport). */
async function metadataShown(page: Page) {
  await hostReady(page);
  // Not scrollIntoViewIfNeeded: a live list above keeps moving the block, so it is never "stable".
  await page.locator('.seo-block').evaluate((block) => block.scrollIntoView());
  await expect(page.locator('.seo-block .seo-block__text')).toBeVisible();
}

test.describe('page metadata @seo', () => {
  // The casino's pages have the third-party layout: no SEO block, the same head.
  for (const [path, layout] of [['/en/line/football', 'default'], ['/ru/line/football/epl', 'default'], ['/en/casino/slots', 'thirdParty'], ['/en/information/about', 'default'], ['/en/', 'default']]) {
    test(`the head of the first HTML of ${path} is the one the client keeps after boot`, async ({ page, browser, baseURL, scenario }) => {
      const crawler = await firstHtmlHead(browser, baseURL!, scenario.id, path);
      expect(crawler.tags).toContainEqual(expect.stringMatching(/^link rel=canonical href=http:\/\/[^/]+\//));
      expect(crawler.tags.filter((tag) => tag.includes('hreflang=')).length).toBeGreaterThan(2);
      await page.goto(path);
      await (layout === 'default' ? metadataShown(page) : hostReady(page));
      expect(await page.evaluate(readHead)).toEqual(crawler);
    });
  }

  test('after client-side navigation the head is the new page\'s, as its first HTML has it', async ({ page, browser, baseURL, scenario }) => {
    const about = await firstHtmlHead(browser, baseURL!, scenario.id, '/en/information/about');
    await page.goto('/en/line/football');
    await metadataShown(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/en\/information\/about$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/information\/about$/);
    await expect.poll(() => page.evaluate(readHead)).toEqual(about);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    await page.goBack();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/line\/football$/);
    await expect(page).toHaveTitle('Football betting: odds and line — Northbet');
  });

  test('the SEO block shows the page\'s SEO text sanitised, and a picture in it opens enlarged', async ({ page, scenario, cspViolations }) => {
    await scenario.set({
      seo: {
        pages: {
          '/': {
            seoText:
              '<p>Operator text for the home page.</p><script>window.__seoXss = 1</script><a href="javascript:window.__seoXss = 2">bad link</a>' +
              '<img src="/seo-api/v1/images/home.svg" alt="Our apps" onerror="window.__seoXss = 3">',
          },
        },
      },
    });
    const block = page.locator('.seo-block');
    const expectSanitised = async () => {
      await metadataShown(page);
      await expect(block).toContainText('Operator text for the home page.');
      await expect(block.locator('script')).toHaveCount(0);
      await expect(block.locator('[onerror]')).toHaveCount(0);
      await expect(block.getByText('bad link')).not.toHaveAttribute('href', /javascript:/);
    };
    // Fetched after a navigation: sanitised by the client.
    await page.goto('/en/line/football');
    await hostReady(page);
    await page.locator('header a.logo').click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expectSanitised();
    // In the first HTML: sanitised by the BFF, shown as it is.
    await page.reload();
    await expectSanitised();
    await block.getByRole('button', { name: 'Show more' }).click();
    await block.getByRole('img', { name: 'Our apps' }).click();
    await expect(page).toHaveURL(/[?&]view-image=%2Fseo-api%2Fv1%2Fimages%2Fhome.svg/);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: 'Picture from the text' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __seoXss?: number }).__seoXss)).toBeUndefined();
    expect(cspViolations).toEqual([]);
  });
  test('the SEO block opens with the page\'s trail and heading, in the first HTML and after a navigation (whose later calls carry the route\'s fields)', async ({ page }) => {
    const block = page.locator('.seo-block');
    await page.goto('/en/line/football/epl');
    await metadataShown(page);
    const trail = block.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(trail.getByRole('link')).toHaveText(['Northbet', 'Football']);
    await expect(trail.getByRole('link', { name: 'Football' })).toHaveAttribute('href', '/en/line/football');
    await expect(block.getByRole('heading', { level: 2, name: 'Premier League' })).toBeVisible();

    const calls = new Map<string, URLSearchParams>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/seo-api/v1/')) calls.set(url.pathname.split('/').pop()!, url.searchParams);
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/en\/information\/about$/);
    await metadataShown(page);
    await expect(trail.getByRole('link')).toHaveText(['Northbet']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('About Northbet');
    await expect(block.getByRole('heading', { level: 2, name: 'About Northbet' })).toBeVisible();
    // The page data is asked by the path; it answers what the route implies, which the next two calls carry.
    expect(Object.fromEntries(calls.get('page-data') ?? [])).toEqual(expect.objectContaining({ path: '/information/about', language: 'en', projectId: '1' }));
    for (const name of ['visual-data', 'seo-content']) {
      expect(Object.fromEntries(calls.get(name) ?? [])).toMatchObject({ path: '/information/about', language: 'en', section: 'information', menuSection: 'about', projectId: '1' });
    }
  });

  test('the document names its language by the ISO code, in the first HTML and after a language change', async ({ page }) => {
    await page.goto('/kz/information/about');
    await hostReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    const switcher = page.getByRole('banner').getByRole('combobox', { name: /./ });
    await switcher.selectOption('en');
    await expect(page).toHaveURL(/\/en\/information\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('kz');
    await expect(page).toHaveURL(/\/kz\/information\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  });
});
