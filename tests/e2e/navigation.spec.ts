import { expect, hostReady, test } from './fixtures.ts';

test.describe('navigation @kernel', () => {
  test('a slow navigation shows the top loading bar until the page is there', async ({ page, scenario }) => {
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'Welcome to Northbet' })).toBeVisible();
    await scenario.set({ faults: [{ path: '/plugins/info/', delayMs: 1500 }] });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
    await expect(page.getByRole('progressbar', { name: 'loading' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
    await expect(page.getByRole('progressbar', { name: 'loading' })).toHaveCount(0);
  });

  test('a fast navigation shows no loading bar', async ({ page }) => {
    await page.goto('/en/information/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    let barSeen = false;
    await page.exposeFunction('__barSeen', () => (barSeen = true));
    await page.evaluate(() =>
      new MutationObserver(() => document.querySelector('.loading-bar') && (window as unknown as { __barSeen(): void }).__barSeen()).observe(document.body, { childList: true, subtree: true }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
    await expect(page).toHaveURL(/\/en\/information\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cookie/i);
    expect(barSeen).toBe(false);
  });

  test('the navigation-block flag cancels navigation while it is set', async ({ page }) => {
    await page.goto('/en/information/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    await hostReady(page);
    const setBlocked = (blocked: boolean) =>
      page.evaluate((value) => (window as unknown as { __host: { store: { dispatch(action: object): void } } }).__host.store.dispatch({ type: 'app/navigationBlockChanged', blocked: value }), blocked);
    await setBlocked(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/en\/information\/about$/);
    await setBlocked(false);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/en\/information\/contacts$/);
  });
});
