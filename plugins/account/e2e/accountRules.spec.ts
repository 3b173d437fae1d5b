import type { Page } from '@playwright/test';
import { expect, hostReady, openAccountMenu, test } from '../../../tests/e2e/fixtures.ts';

const PASSWORD = 'demo1234';
const HIDDEN = '••••••';

async function signedInAt(page: Page, path: string, login = 'demo@northbet.example') {
  const reply = await page.request.post('/web-api/auth/login', { data: { login, password: PASSWORD, save: false } });
  expect(reply.ok(), await reply.text()).toBe(true);
  await page.goto(path);
  await hostReady(page);
}

const banner = (page: Page) => page.getByRole('banner');

test.describe('identification, terms, session and logout rules @account', () => {
  test('the identification page and its call exist only where identification is enabled', async ({ page, scenario }) => {
    await scenario.set({ config: { features: { identification: false } } });
    await signedInAt(page, '/en/', 'unverified@northbet.example');
    // Not sent to the identification either: the site does not ask for it.
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto('/en/office/account');
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Wallets' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Identification' })).toHaveCount(0);
    await page.goto('/en/office/identification');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    const refused = await page.request.post('/web-api/user/identification');
    expect(refused.status()).toBe(404);
    const config = await (await page.request.get('/web-api/user/config')).json();
    expect(config.result.verification_status).toBe(1);
  });

  test('the identification returns to the first page it stopped, once', async ({ page }) => {
    await signedInAt(page, '/en/', 'unverified@northbet.example');
    await expect(page).toHaveURL(/\/en\/office\/identification\?identification=true&from=%2F$/);
    await page.goto('/en/line/football');
    await expect(page).toHaveURL(/\/en\/office\/identification\?identification=true&from=%2Fline%2Ffootball$/);
    await page.getByRole('button', { name: 'Confirm my identity' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Northbet' })).toBeVisible();
  });

  test('a call refused with 451 and exception_code 1 sends the user to confirm the terms', async ({ page, scenario }) => {
    await signedInAt(page, '/en/office/wallets');
    await scenario.set({
      faults: [{ path: '/web-api/user/accounts/active', status: 451, body: JSON.stringify({ exception_code: 1, errors: [{ status: '451', detail: 'terms not accepted' }] }) }],
    });
    await page.getByRole('list', { name: 'Wallets' }).getByRole('listitem').filter({ hasText: 'Currency account · USD' }).getByRole('button', { name: 'Make active' }).click();
    await expect(page).toHaveURL(/\/en\/user\/confirm-terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our terms have changed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  for (const [where, confirmTerms, landing] of [
    ['sends the user to confirm the terms where the site asks for them', true, /\/en\/user\/confirm-terms$/],
    ['leaves the user where they are where the site does not ask for terms', false, /\/en\/office\/account-settings$/],
  ] as const) {
    test(`another plugin's call (office settings) refused with 451 and exception_code 1 ${where}`, async ({ page, scenario }) => {
      await scenario.set({ config: { site: { isAvailableConfirmTerms: confirmTerms } } });
      await signedInAt(page, '/en/office/account-settings');
      // The settings have arrived: only the save meets the refusal.
      const oneClick = page.getByRole('switch', { name: 'One-click bets' });
      await expect(oneClick).toBeVisible();
      await scenario.set({
        faults: [{ path: '/office-api/v1/settings', status: 451, body: JSON.stringify({ exception_code: 1, errors: [{ status: '451', detail: 'terms not accepted' }] }) }],
      });
      await oneClick.click();
      if (confirmTerms) {
        await expect(page.getByRole('heading', { level: 1, name: 'Our terms have changed' })).toBeVisible();
      } else {
        // The office tells of the failed call once the client has given it the error: by then a redirect would have happened.
        await expect(page.getByRole('alert')).toBeVisible();
      }
      await expect(page).toHaveURL(landing);
    });
  }

  test('the changed-terms notice offers logging out and the list of rules besides accepting', async ({ page }) => {
    await signedInAt(page, '/en/', 'terms@northbet.example');
    await expect(page).toHaveURL(/\/en\/user\/confirm-terms$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Accept the terms' })).toBeVisible();

    await main.getByRole('link', { name: 'Back to the list of rules' }).click();
    await expect(page).toHaveURL(/\/en\/information\/rules$/);
    await expect(page.locator('.rules-page')).toBeVisible();
    // Anything else still waits for the answer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/en\/user\/confirm-terms$/);

    await main.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a failed session check is logged and the visitor counts as not signed in', async ({ page, scenario }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await signedInAt(page, '/en/information/contacts');
    await expect(banner(page).getByText('Demo Player')).toBeVisible();
    await scenario.set({ faults: [{ path: '/web-api/session/check', status: 500 }] });
    // The auth poll runs each minute and whenever the page becomes visible.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(warnings.some((text) => text.includes('[account] session check failed'))).toBe(true);
  });

  test('logout removes every user cookie', async ({ page, context, baseURL }) => {
    await signedInAt(page, '/en/information/contacts');
    await expect(banner(page).getByText('Demo Player')).toBeVisible();
    await context.addCookies(['ggru', 'grant'].map((name) => ({ name, value: 'x1', url: baseURL! })));
    const names = async () => (await context.cookies()).map((cookie) => cookie.name);
    expect(await names()).toEqual(expect.arrayContaining(['user_token', 'ggru', 'grant', 'bff_session']));
    await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await reloaded;
    await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    const left = await names();
    for (const name of ['user_token', 'ggru', 'grant', 'bff_session']) expect(left).not.toContain(name);
    // Cookies that are not the user's stay.
    expect(left).toContain('cookies_agree');
  });

  test('the user config is loaded without cache: at every boot, and kept nowhere in the browser', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/web-api/user/config' && loads.push(request.url()));
    await signedInAt(page, '/en/information/contacts');
    await expect(banner(page).getByText('Demo Player')).toBeVisible();
    expect(loads).toHaveLength(1);
    await page.reload();
    await hostReady(page);
    await expect.poll(() => loads.length).toBe(2);
    await page.goto('/en/office/account');
    await expect(page.locator('.office-account__facts')).toContainText('demo@northbet.example');
    expect(loads).toHaveLength(3);
    const stored = await page.evaluate(() => [...Object.values(localStorage), ...Object.values(sessionStorage)].join('\n'));
    expect(stored).not.toContain('demo@northbet.example');
  });

  test('balances are hidden by default, everywhere they show, until the player shows them', async ({ page }) => {
    await signedInAt(page, '/en/office/wallets', 'phone@northbet.example');
    const main = page.getByRole('main');
    const mainAccount = main.getByRole('listitem').filter({ hasText: 'Main account · RUB' });
    await expect(mainAccount.locator('.wallet__balance')).toHaveText(HIDDEN);
    await expect(banner(page).locator('.account-actions__wallet')).toHaveText(`Balance: ${HIDDEN}`);

    // The slip shows the paying account's balance through the accounts service: masked as well.
    await page.goto('/en/line/football');
    await page.locator('.event-row').first().locator('button.odds:not([disabled])').first().click();
    const slip = page.getByTestId('quick-coupon');
    await expect(slip.locator('.coupon:visible, .quick-coupon__handle:visible').first()).toBeVisible();
    const handle = slip.locator('.quick-coupon__handle');
    if ((await handle.isVisible()) && (await handle.getAttribute('aria-expanded')) === 'false') await handle.click();
    await expect(slip.getByTestId('coupon-balance')).toHaveText(HIDDEN);

    await page.goto('/en/office/wallets');
    // The toggle says what a press does.
    const saved = page.waitForResponse((response) => response.url().includes('/user/config/setting'));
    await main.getByRole('button', { name: 'Show balances' }).click();
    await expect(main.getByRole('button', { name: 'Hide balances' })).toBeVisible();
    await expect(mainAccount.locator('.wallet__balance')).toContainText('50,000.00');
    // Saved for the player: once the server has it, a reload shows them too.
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(mainAccount.locator('.wallet__balance')).toContainText('50,000.00');
  });
});
