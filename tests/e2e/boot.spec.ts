import { expect, test } from './fixtures.ts';

test.describe('boot and languages @kernel', () => {
  test('a path without a language gets the current one', async ({ page }) => {
    await page.goto('/information/about?ref=1');
    await expect(page).toHaveURL(/\/en\/information\/about\?ref=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
  });

  test('the root goes to the home page in the current language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Northbet' })).toBeVisible();
  });

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });
    test('an unknown language goes to the best browser language', async ({ page }) => {
      await page.goto('/fr/information/contacts');
      await expect(page).toHaveURL(/\/de\/information\/contacts$/);
    });
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' });
    test('a language hidden for guests goes to the default language', async ({ page }) => {
      await page.goto('/az/information/contacts');
      await expect(page).toHaveURL(/\/en\/information\/contacts$/);
    });
  });

  test('the user-cookie flag shows hidden languages', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'show_hidden_langs', value: '1', url: baseURL! }]);
    await page.goto('/az/information/contacts');
    await expect(page).toHaveURL(/\/az\/information\/contacts$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  });

  test('the language switcher keeps the page', async ({ page }) => {
    await page.goto('/en/information/about');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
    await expect(page).toHaveURL(/\/ru\/information\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'О компании Northbet' })).toBeVisible();
  });

  test('an unknown path shows the 404 page and the server answers 404', async ({ page }) => {
    const response = await page.goto('/en/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test("the error pages carry the operator's words (the technical-pages view of their status), and their own without it", async ({ page, scenario }) => {
    await page.goto('/en/no/such/page');
    const notFound = page.locator('.status-page[data-technical-view="remote"]');
    await expect(notFound.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(notFound).toContainText('The address may be mistyped, or the page may have moved or been retired.');
    await expect(notFound.getByRole('link', { name: 'Go to the home page' })).toBeVisible();

    await page.goto('/ru/500');
    await expect(page.locator('.status-page[data-technical-view="remote"]')).toContainText('Страницу сейчас не удалось показать.');
    await expect(page.getByRole('button', { name: 'Обновить' })).toBeVisible();

    // The view fails: the local page, with its code, title and way home, and no waiting on retries.
    await scenario.set({ faults: [{ path: '/bff-api/remote-view/en/technical-pages/404', status: 500 }] });
    const failed = page.waitForResponse((response) => response.url().endsWith('/technical-pages/404'));
    await page.goto('/en/another/missing/page');
    expect((await failed).status()).toBe(500);
    const local = page.locator('.status-page[data-technical-view="local"]');
    await expect(local.locator('.status-page__code')).toHaveText('404');
    await expect(local.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(local.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByText('The address may be mistyped')).toHaveCount(0);
  });

  test('a path on the config 404 list is not found', async ({ page }) => {
    const response = await page.goto('/en/information/sms-bets');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('a route whose feature is off is not found', async ({ page, scenario }) => {
    await scenario.set({ config: { features: { rulesSection: false } } });
    const response = await page.goto('/en/information/rules');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('an address that is no route but has platform_type goes home, keeping the other parameters', async ({ page }) => {
    const response = await page.goto('/en/mobile-app/start?platform_type=android&x=5');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/en\/\?x=5$/);
  });

  test('a legacy path redirects to its new route', async ({ page }) => {
    await page.goto('/en/rules/casino');
    await expect(page).toHaveURL(/\/en\/information\/rules\/casino$/);
  });
});
