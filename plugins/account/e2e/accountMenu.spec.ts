import type { Locator, Page } from '@playwright/test';
import { accountMenuButton, expect, hostReady, openAccountMenu, signInByApi, test } from '../../../tests/e2e/fixtures.ts';

/** A name longer than any header has room for. */
const LONG_NAME = 'Maximilian Alexander Featherstonehaugh-Cholmondeley of Upper Wickham';

/** The header's controls a signed-in player uses, in order: each must be on screen, on the header's one row. */
function headerControls(page: Page): Locator[] {
  const banner = page.getByRole('banner');
  return [
    banner.locator('.account-actions__wallet'),
    banner.getByRole('link', { name: 'Deposit' }),
    accountMenuButton(page),
    banner.getByRole('combobox', { name: 'Language' }),
    banner.getByRole('button', { name: 'Switch to dark theme' }),
  ];
}

async function expectOnOneRowOnScreen(page: Page) {
  const width = page.viewportSize()!.width;
  const header = (await page.getByRole('banner').boundingBox())!;
  for (const control of headerControls(page)) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  }
}

test.describe("the signed-in player's header @account", () => {
  test('shows the balance, a Deposit button and the account menu on the screen, and Deposit leads to the deposit page', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/');
    await hostReady(page);
    await expect(page.getByRole('banner').locator('.account-actions__wallet')).toHaveText('Balance: RUB 50,000.00');
    await expectOnOneRowOnScreen(page);
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/en\/office\/recharge$/);
  });

  test("keeps everything on screen beside the session clock of a profile that asks for one (UKGC)", async ({ page, scenario }) => {
    await scenario.set({ jurisdiction: 'ukgc' });
    await signInByApi(page);
    await page.goto('/en/office/deduce');
    await hostReady(page);
    await expect(page.getByRole('banner').getByRole('timer', { name: 'Session time' })).toBeVisible();
    await expect(page.getByRole('banner').locator('.account-actions__wallet')).toHaveText('Balance: RUB 50,000.00');
    await expectOnOneRowOnScreen(page);
    // Nothing is cut: the balance's figure is whole, and the page does not scroll sideways.
    expect(await page.getByRole('banner').locator('.account-actions__wallet').evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test("leaves the main navigation whole on every desktop width, the session clock of a profile too", async ({ page, scenario }) => {
    await scenario.set({ jurisdiction: 'ukgc' });
    await signInByApi(page);
    await page.goto('/en/');
    await hostReady(page);
    await expect(page.getByRole('banner').getByRole('timer', { name: 'Session time' })).toBeVisible();
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      const edge = (await navigation.boundingBox())!;
      const links = navigation.getByRole('link');
      await expect(links).toHaveText(['Home', 'Sports', 'Live', 'Casino', 'Slots', 'Info']);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width, `${await link.textContent()} at ${width} px`).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
      }
      await expectOnOneRowOnScreen(page);
    }
  });

  test('cuts a long name with an ellipsis and keeps the language and theme on screen', async ({ page }) => {
    // The platform's profile reply, with a longer name than the demo player's.
    await page.route('**/web-api/user/profile', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), name: LONG_NAME } });
    });
    await signInByApi(page);
    await page.goto('/en/');
    await hostReady(page);
    await expect(accountMenuButton(page)).toHaveAccessibleName(new RegExp(LONG_NAME));
    await expectOnOneRowOnScreen(page);
    const menu = await openAccountMenu(page);
    await expect(menu.getByText(LONG_NAME)).toBeVisible();
  });

  test('the account menu leads to open bets and closes behind it; Escape closes it', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/');
    await hostReady(page);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('link')).toHaveText(['My office', 'Deposit', 'Withdraw', 'Open bets', 'Bet history', 'Payment history', 'Wallets', 'Limits and self-exclusion']);
    await menu.getByRole('link', { name: 'Open bets' }).click();
    await expect(page).toHaveURL(/\/en\/user\/opened-bets$/);
    // The address changes before the page comes: the menu is opened again in the new page's header.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Open bets' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(accountMenuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await openAccountMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountMenuButton(page)).toBeFocused();
  });

  test('hidden balances: the control says "Show balances", and a press shows them', async ({ page }) => {
    // This player's balances are hidden, as a new player's are (users.json).
    const reply = await page.request.post('/web-api/auth/login', { data: { login: 'phone@northbet.example', password: 'demo1234', save: false } });
    expect(reply.ok()).toBe(true);
    await page.goto('/en/');
    await hostReady(page);
    const balance = page.getByRole('banner').locator('.account-actions__wallet');
    await expect(balance).toHaveText('Balance: ••••••');
    // Phones have the control in the account menu, desktops beside the balance.
    const phone = page.viewportSize()!.width < 600;
    const where = phone ? await openAccountMenu(page) : page.getByRole('banner');
    await where.getByRole('button', { name: 'Show balances' }).click();
    await expect(balance).toHaveText(/^Balance: RUB\s[\d,]+\.\d\d$/);
    // The menu stays open, its control now saying what the next press does.
    await expect(where.getByRole('button', { name: 'Hide balances' })).toBeVisible();
  });
});
