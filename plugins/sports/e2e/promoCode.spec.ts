import type { Locator } from '@playwright/test';
import { expect, test } from '../../../tests/e2e/fixtures.ts';
import { addLineBets, couponPanel, frozen, money, signInFromCoupon } from './sportsPage.ts';

/** The English dictionary's texts (plugins/sports/i18n/en.json). */
const en = {
  promo_code_toggle: 'Have a promo code?',
  promo_code: 'Promo code',
  promo_code_apply: 'Apply',
  place_error_promo_code_unknown: 'There is no such promo code. Check the spelling.',
  placed_title: 'Bet accepted',
  placed_follow: 'Follow it in open bets',
};
/** The slip's code loads with its first use: the checks and the lazily loaded field get a generous wait. */
const LAZY_MS = 15_000;

/** The amount a money text shows (RUB 1,234.50 → 1234.5). */
const amountOf = async (element: Locator) => Number(((await element.textContent()) ?? '').replace(/[^0-9.]/g, ''));

test.describe('promo code on the bet slip @sports', () => {
  test('a promo code refused, then one accepted: its boost on the possible win, and kept on the bet', async ({ page, scenario }) => {
    await frozen(scenario);
    await addLineBets(page, 1);
    const panel = await couponPanel(page);
    await signInFromCoupon(page, panel);
    const possibleWin = panel.getByTestId('coupon-possible-win');
    const before = await amountOf(possibleWin);

    await panel.getByRole('button', { name: en.promo_code_toggle }).click();
    const field = panel.getByLabel(en.promo_code, { exact: true });
    await field.fill('NOSUCH');
    await panel.getByRole('button', { name: en.promo_code_apply }).click();
    await expect(panel.getByRole('alert')).toHaveText(en.place_error_promo_code_unknown, { timeout: LAZY_MS });

    await field.fill('boost10');
    await field.press('Enter');
    const applied = panel.getByTestId('promo-code-applied');
    await expect(applied).toContainText('Promo code BOOST10: +10% of the win', { timeout: LAZY_MS });
    const boost = Math.round(before * 10) / 100;
    await expect(applied.getByTestId('promo-code-boost')).toHaveText(`+${money(boost)}`);
    await expect(possibleWin).toHaveText(money(before + boost));

    await panel.getByRole('button', { name: 'Place bet' }).click();
    const receipt = panel.getByRole('status');
    await expect(receipt).toContainText(en.placed_title, { timeout: LAZY_MS });
    await expect(receipt.getByTestId('history-coupon-promo')).toContainText('Promo code BOOST10 (+10%)');
    await receipt.getByRole('link', { name: en.placed_follow }).click();
    await expect(page.getByTestId('history-coupon-promo').first()).toContainText(`Promo code BOOST10 (+10%)+${money(boost)}`, { timeout: LAZY_MS });
  });
});

test.describe('the cookie notice never covers the slip @sports', () => {
  test('on a first visit the slip and its place button stand above the notice (the phone’s sheet, the desktop’s column)', async ({ page, context, scenario }) => {
    await context.clearCookies({ name: 'cookies_agree' });
    await frozen(scenario);
    await addLineBets(page, 3);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible({ timeout: LAZY_MS });
    const panel = await couponPanel(page);
    await signInFromCoupon(page, panel);
    await panel.getByRole('button', { name: en.promo_code_toggle }).click();
    await expect(panel.getByLabel(en.promo_code, { exact: true })).toBeVisible();
    // The notice grows when the visitor opens its choices; the slip stands on it still.
    await notice.getByRole('button', { name: 'Choose' }).click();
    const place = panel.getByRole('button', { name: 'Place bet' });
    // The notice's new height reaches the layout when its size observer fires: wait for the slip to stand on it.
    await expect(async () => {
      await place.scrollIntoViewIfNeeded();
      await expect(place).toBeInViewport();
      const [placeBox, noticeBox] = [await place.boundingBox(), await notice.boundingBox()];
      expect(placeBox!.y + placeBox!.height).toBeLessThanOrEqual(noticeBox!.y + 0.5);
    }).toPass({ timeout: LAZY_MS });
    // A tap reaches it (Playwright refuses to click an element another one covers).
    await place.click({ trial: true });
  });
});
