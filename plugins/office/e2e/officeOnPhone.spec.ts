import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, hostReady, signInByApi, test } from '../../../tests/e2e/fixtures.ts';
import en from '../i18n/en.json' with { type: 'json' };
import ru from '../i18n/ru.json' with { type: 'json' };

/*
 * The office as a player sees it on a phone (412 px) and a desktop: one name for the player, tables that fit the
 * screen, times as every other page shows them.
 */

const SAME_LOOK = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

/** A deposit of 1,500, a withdrawal of 100 and a deposit of 25,000 from the demo player's main account, as the pay pages make them. */
async function makePayments(page: Page) {
  const token = ((await (await page.request.get('/web-api/user/gettoken')).json()) as { data: { token: string } }).data.token;
  for (const [kind, amount] of [['deposits', 1500], ['withdrawals', 100], ['deposits', 25000]] as const) {
    const reply = await page.request.post(`/payments-api/v1/${kind}`, { data: { methodId: 'card', accountId: '1000011', amount }, headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() } });
    expect(reply.status()).toBe(201);
  }
}

/** Whether anything on the page reaches past the phone's 412 px (a page wider than the screen scrolls sideways). */
const widerThanThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > 412);

test.describe('the office on a phone @office', () => {
  test('the office card names the player as the header does; the menu offers no way back to itself; the security page lists its links', async ({ page }, testInfo) => {
    await signInByApi(page);
    await page.goto('/en/office/menu');
    await hostReady(page);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    const card = page.getByRole('region', { name: en.profile_summary });
    await expect(card.getByText('Demo Player')).toBeVisible();
    await expect(card.getByText(en.profile_account_number.replace('{{userId}}', '100001'))).toBeVisible();
    await expect(page.getByRole('link', { name: en.back_to_menu })).toHaveCount(0);
    await page.goto('/en/office/security');
    if (testInfo.project.name === 'mobile') await expect(page.getByRole('link', { name: en.back_to_menu })).toBeVisible();
    // The card of the other security pages is its links, one a line, with no separator left on a line of its own.
    const more = page.getByTestId('office-security-more');
    await expect(more.getByRole('link')).toHaveText([en.page_changePassword, en.page_changeLogin, en.page_securityAccount]);
    await expect(more).not.toContainText('·');
  });

  test('the office card takes the name from the call the header takes it from', async ({ page }) => {
    await signInByApi(page);
    // The platform renames the player: both places follow its one call.
    await page.route('**/web-api/user/profile', (route) => route.fulfill({ json: { user_id: '100001', name: 'Renamed Player' } }));
    await page.goto('/en/office/menu');
    await hostReady(page);
    await expect(page.getByRole('banner').getByText('Renamed Player')).toBeVisible();
    await expect(page.getByRole('region', { name: en.profile_summary }).getByText('Renamed Player')).toBeVisible();
  });

  test("payment history fits the phone, a card per payment, its times in the player's zone and clock", async ({ page }, testInfo) => {
    await signInByApi(page);
    await makePayments(page);
    await page.goto('/en/office/historypay');
    const dates = page.locator(`td[data-column="${en.column_date}"]`);
    await expect(dates).toHaveCount(3);
    // The preferences' default zone is UTC+3 with a 24-hour clock, the bets' and the line's too.
    await expect(dates.first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d$/);
    if (testInfo.project.name === 'mobile') expect(await widerThanThePhone(page)).toBe(false);
  });
});

test.describe('payment history at 412 x 915 @office', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('shows every Status whole, inside the screen, and each date on at most 2 lines', async ({ page }) => {
    await signInByApi(page);
    await makePayments(page);
    await page.goto('/en/office/historypay');
    const statuses = page.locator(`td[data-column="${en.filter_status}"]`);
    await expect(statuses).toHaveCount(3);
    // Measured on the cells' own text (not a column label a phone's card puts before it): its lines and its box.
    const layout = await page.evaluate(
      ({ date, status }) => {
        const textOf = (cell: Element) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return { lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size, box: range.getBoundingClientRect(), cell: cell.getBoundingClientRect() };
        };
        return {
          width: window.innerWidth,
          dates: [...document.querySelectorAll(`td[data-column="${date}"]`)].map((cell) => textOf(cell).lines),
          statuses: [...document.querySelectorAll(`td[data-column="${status}"]`)].map((cell) => ({ ...textOf(cell), clipped: cell.scrollWidth > cell.clientWidth })),
        };
      },
      { date: en.column_date, status: en.filter_status },
    );
    for (const lines of layout.dates) expect(lines).toBeLessThanOrEqual(2);
    for (const { box, cell, clipped } of layout.statuses) {
      expect(clipped).toBe(false);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(Math.min(layout.width, cell.right) + 0.5);
    }
    expect(await widerThanThePhone(page)).toBe(false);
  });
});

test.describe('screenshots of the office on a phone @office', () => {
  test.use({ timezoneId: 'UTC' });
  // The browser's clock stands still (the footer's year, "today"); the payments' own times are masked below.
  test.beforeEach(({ page }) => page.clock.setFixedTime(Date.UTC(2026, 4, 1, 12)));

  for (const [lang, texts] of [['en', en], ['ru', ru]] as const) {
    test(`payment history, ${lang}`, async ({ page }, testInfo) => {
      await signInByApi(page);
      await makePayments(page);
      await page.goto(`/${lang}/office/historypay`);
      await expect(page.locator(`td[data-column="${texts.column_date}"]`)).toHaveCount(3);
      if (testInfo.project.name === 'mobile') expect(await widerThanThePhone(page)).toBe(false);
      // The payments are dated by the platform's clock, which runs: their times are masked.
      await expect(page).toHaveScreenshot(`payment-history-${lang}.png`, { ...SAME_LOOK, fullPage: true, mask: [page.locator(`td[data-column="${texts.column_date}"]`)] });
    });

    test(`responsible gaming, ${lang}`, async ({ page }, testInfo) => {
      await signInByApi(page);
      await page.goto(`/${lang}/office/responsible`);
      await hostReady(page);
      await expect(page.locator('.limits-group').first()).toBeVisible();
      // The office is active for a signed-in player on every page: its unread count is in the header, its menu beside the page on desktop.
      await expect(page.getByTestId('office-unread')).toBeVisible();
      if (testInfo.project.name === 'desktop') await expect(page.getByRole('navigation', { name: texts.menu_title })).toBeVisible();
      if (testInfo.project.name === 'mobile') expect(await widerThanThePhone(page)).toBe(false);
      await expect(page).toHaveScreenshot(`responsible-gaming-${lang}.png`, { ...SAME_LOOK, fullPage: true });
    });
  }
});
