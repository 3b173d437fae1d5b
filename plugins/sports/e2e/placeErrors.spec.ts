import { expect, test } from '../../../tests/e2e/fixtures.ts';
import { addLineBets, couponPanel, frozen, signInFromCoupon } from './sportsPage.ts';

const PLACE = '/coupon-api/v1/place';
/** The English dictionary's texts (plugins/sports/i18n/en.json). */
const en = {
  place_error_unknown: 'The bet was not placed because of a problem on our side. Your coupon is kept; try again in a moment.',
  place_error_unconfirmed: 'We could not confirm the bet. Your coupon is kept; check your open bets before placing it again.',
  one_click_error_unknown: 'The one-click bet was not placed because of a problem on our side. Try again in a moment.',
  placed_title: 'Bet accepted',
};
/** What a server error carries and must never reach the bettor: the call, its status line, the server's internals. */
const LEAKS = [/coupon-api/, /HTTP/, /\b50[02]\b/, /NullPointerException/, /Internal Server Error/, /internal_error/, /not JSON/];

test.describe('raw errors never reach the bettor @sports', () => {
  test('a bet the server fails to place: the slip says it was not placed and keeps the coupon; a one-click bet says so too', async ({ page, scenario }) => {
    await frozen(scenario);
    const [bet] = await addLineBets(page, 1);
    const panel = await couponPanel(page);
    await signInFromCoupon(page, panel);
    const balance = await panel.getByTestId('coupon-balance').textContent();

    const faults = [
      { status: 500, body: '{"errors":[{"status":"500","code":"internal_error","detail":"NullPointerException at CouponDesk.place"}]}', text: en.place_error_unknown },
      { status: 500, body: '<html><body>Internal Server Error</body></html>', text: en.place_error_unknown },
      { status: 200, body: '{"coupon": ', text: en.place_error_unconfirmed },
    ];
    for (const fault of faults) {
      await scenario.set({ faults: [{ path: PLACE, status: fault.status, body: fault.body, times: 1 }] });
      await panel.getByRole('button', { name: 'Place bet' }).click();
      const alert = panel.getByRole('alert');
      await expect(alert).toHaveText(fault.text);
      for (const leak of LEAKS) await expect(alert).not.toContainText(leak);
      await expect(panel.locator(`[data-bet="${bet.id}"]`)).toBeVisible();
    }
    await expect(panel.getByTestId('coupon-balance')).toHaveText(balance!);

    // The server is back: the kept coupon places.
    await scenario.set({ faults: [] });
    await panel.getByRole('button', { name: 'Place bet' }).click();
    await expect(panel.getByRole('status')).toContainText(en.placed_title);

    // One-click betting: a tap places at once; a server error is told in the site's words.
    await page.goto('/en/line/football?coupon-settings-modal=1');
    const settings = page.getByRole('dialog');
    await settings.getByLabel('One-click betting').check();
    await settings.getByRole('button', { name: 'Done' }).click();
    await scenario.set({ faults: [{ path: PLACE, status: 500, body: '{"errors":[{"detail":"NullPointerException at CouponDesk.place"}]}', times: 1 }] });
    await page.locator(`button[data-outcome="${bet.id}"]`).click();
    const notification = page.locator('.notification--error');
    await expect(notification).toContainText(en.one_click_error_unknown);
    for (const leak of LEAKS) await expect(notification).not.toContainText(leak);
  });
});
