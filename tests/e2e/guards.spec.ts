import { expect, test } from './fixtures.ts';

test.describe('kernel guards @kernel', () => {
  test('maintenance sends every page to the maintenance notice', async ({ page, scenario }) => {
    await scenario.set({ config: { maintenance: { isActive: true } } });
    await page.goto('/en/information/about');
    await expect(page).toHaveURL(/\/en\/maintenance$/);
    await expect(page.getByRole('heading', { name: 'Maintenance underway!' })).toBeVisible();
    await expect(page.locator('.header')).toHaveCount(0);
  });

  test('the account-verify link works during maintenance', async ({ page, scenario }) => {
    await scenario.set({ config: { maintenance: { isActive: true } } });
    await page.goto('/en/user/accountverify?token=demo-token-123');
    await expect(page).toHaveURL(/\/en\/user\/accountverify\?token=demo-token-123$/);
    await expect(page.getByRole('status')).toHaveText('Thank you: your e-mail address is confirmed.');
    await page.goto('/en/user/accountverify?token=%3Cscript%3E');
    await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid');
  });

  test('a planned maintenance is announced above the pages in its notice period, and its page takes over once it is on', async ({ page, scenario }) => {
    const nowS = Math.floor(Date.now() / 1000);
    const planned = { isActive: false, started_at: nowS + 7_200, ended_at: nowS + 10_800, notify_started_at: nowS - 60, notify_ended_at: nowS + 7_200 };
    await scenario.set({ config: { maintenance: planned } });
    await page.goto('/en/information/about');
    const notice = page.getByRole('status', { name: 'Planned maintenance' });
    const day = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });
    await expect(notice).toContainText(`Started: ${day(planned.started_at)}`);
    await expect(notice).toContainText(`Expected end: ${day(planned.ended_at)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();

    await scenario.set({ config: { maintenance: { ...planned, notify_started_at: nowS + 3_600 } } });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    await scenario.set({ config: { maintenance: { ...planned, isActive: true } } });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Maintenance underway!' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('the maintenance notice is in Russian for kz', async ({ page, scenario }) => {
    await scenario.set({ config: { maintenance: { isActive: true } } });
    await page.goto('/kz/');
    await expect(page).toHaveURL(/\/kz\/maintenance$/);
    await expect(page.getByRole('heading', { name: 'Ведутся технические работы!' })).toBeVisible();
  });

  test('a language the site lists with no known locale raises module-not-found, where a known one without texts falls back to English', async ({ page, scenario }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await scenario.set({ config: { lng: { available: ['en', 'ru', 'de', 'xx'] } } });
    await page.goto('/de/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto('/xx/');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.locator('.status-page__code')).toHaveText('500');
    expect(errors).toContainEqual(expect.stringContaining('module-not-found'));
  });

  test('the maintenance cookie forces maintenance, and leaving it goes home', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'maintenance', value: '1', url: baseURL! }]);
    await page.goto('/en/information/contacts');
    await expect(page).toHaveURL(/\/en\/maintenance$/);
    await context.clearCookies({ name: 'maintenance' });
    await page.goto('/en/maintenance');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a block reason sends the visitor to its block page', async ({ page, scenario }) => {
    await scenario.set({ blockReason: 13 });
    await page.goto('/en/information/about');
    await expect(page).toHaveURL(/\/en\/block-ua$/);
    await expect(page.locator('[data-block-page="block-ua"]')).toBeVisible();
  });

  test('block reason 4 keeps the original path as a redirect query', async ({ page, scenario }) => {
    await scenario.set({ blockReason: 4 });
    await page.goto('/en/information/about');
    await expect(page).toHaveURL(/\/en\/site-updates\?redirect=%2Finformation%2Fabout$/);
    await expect(page.getByRole('heading', { name: 'The site is being updated' })).toBeVisible();
  });

  test('a block page without a block goes home', async ({ page }) => {
    await page.goto('/en/block');
    await expect(page).toHaveURL(/\/en\/$/);
  });
});
