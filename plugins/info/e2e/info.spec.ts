import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';

test.describe('information pages @info', () => {
  test('a page in English and in Russian, with its title and description', async ({ page }) => {
    await page.goto('/en/information/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    await expect(page).toHaveTitle('About Northbet');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await page.goto('/ru/information/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О компании Northbet' })).toBeVisible();
    await expect(page).toHaveTitle('О компании Northbet');
  });

  test('server HTML is sanitised: its script and event handler never run', async ({ page }) => {
    await page.goto('/en/information/about');
    await expect(page.locator('.remote-view__body h2').first()).toBeVisible();
    await hostReady(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('.remote-view__body script')).toHaveCount(0);
    await expect(page.locator('.remote-view__body [onerror]')).toHaveCount(0);
  });

  test('internal links in server content stay in the app, with the language', async ({ page }) => {
    await page.goto('/en/information');
    await page.locator('.remote-view__body a[href="/information/contacts"]').first().click();
    await expect(page).toHaveURL(/\/en\/information\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
  });

  test('the rules page has tag sub-paths, chapters and position anchors', async ({ page }) => {
    await page.goto('/en/information/rules');
    const tags = page.getByRole('navigation', { name: 'Rules sections' }).getByRole('link');
    await expect(tags).toHaveCount(5);
    await tags.nth(1).click();
    await expect(page).toHaveURL(/\/en\/information\/rules\/sports$/);
    // The chapter list of the new group, not the one still on screen from the previous group.
    const chapter = page.locator('.rules-chapters a[href^="/information/rules/sports/"]').first();
    const chapterPath = await chapter.getAttribute('href');
    await chapter.click();
    await expect(page).toHaveURL(new RegExp(`/en${chapterPath}$`));
    const position = page.locator('.rules-position').nth(1);
    const id = await position.getAttribute('id');
    await page.goto(`/en${chapterPath}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('a news article takes its slug from the path', async ({ page }) => {
    await page.goto('/en/news/faster-withdrawals');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('faster withdrawals');
  });

  test('the first screen comes rendered from the server, without a remote-view call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/bff-api/remote-view/') && calls.push(request.url()));
    const response = await page.goto('/en/information/about');
    expect(await response?.text()).toContain('<h1 class="page-title">About Northbet</h1>');
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    await page.getByRole('link', { name: 'Contacts' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
    expect(calls).toEqual([expect.stringContaining('/bff-api/remote-view/en/information/contacts')]);
  });

  test('a failing remote view retries, then offers a refresh that works', async ({ page, scenario }) => {
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'Welcome to Northbet' })).toBeVisible();
    await scenario.set({ faults: [{ path: '/bff-api/remote-view/', status: 500 }] });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
    await expect(page.getByText('This content could not be loaded. Check your connection and refresh.')).toBeVisible({ timeout: 15_000 });
    await scenario.set({ faults: [] });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
  });

  test('an image opens in the view-image modal by query, and a change of query closes it', async ({ page }) => {
    await page.goto('/en/information/about?view-image=/kernel/i18n/x.png');
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toHaveAttribute('src', '/kernel/i18n/x.png');
    await page.goto('/en/information/about?view-image=javascript:alert(1)');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('This image cannot be shown.');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/information\/about$/);
  });
});
