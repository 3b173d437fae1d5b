import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../../tests/e2e/fixtures.ts';
import { addLineBets, couponPanel, frozen, money, signInFromCoupon } from './sportsPage.ts';

/** The slip's and the open bets' code load with their first use: a generous wait for them. */
const LAZY_MS = 15_000;
/** The demo player's main account before any bet (users.json). */
const START = 50_000;

const headerBalance = (page: Page) => page.getByRole('banner').locator('.account-actions__wallet');

/**
 * Places a single on the first football line price with the slip's first stake, then opens it in open bets; answers
 * the stake, the outcome, and the bet's card there.
 */
async function openBet(page: Page): Promise<{ stake: number; outcome: { id: string; coef: number }; card: Locator }> {
  const [outcome] = await addLineBets(page, 1);
  const panel = await couponPanel(page);
  await signInFromCoupon(page, panel);
  const stake = Number(await panel.getByRole('spinbutton', { name: 'Stake' }).inputValue());
  await panel.getByRole('button', { name: 'Place bet' }).click();
  const receipt = panel.getByRole('status');
  await expect(receipt).toContainText('Bet accepted', { timeout: LAZY_MS });
  await receipt.getByRole('link', { name: 'Follow it in open bets' }).click();
  await expect(page).toHaveURL(/\/en\/user\/opened-bets$/);
  return { stake, outcome, card: page.getByRole('article').first() };
}

/** The platform's offer at unchanged prices: the stake less the 5 % margin (schemas/cashOut.ts). */
const offerAtSamePrices = (stake: number) => Math.floor(stake * 95) / 100;

test.describe('cash out @sports', () => {
  test.beforeEach(async ({ scenario }) => frozen(scenario));

  test('the whole bet: the offer on the open bet, confirmed, paid into the balance, and the bet settled as cashed out', async ({ page }) => {
    const { stake, card } = await openBet(page);
    const offer = offerAtSamePrices(stake);
    await card.getByRole('button', { name: `Cash out ${money(offer)}` }).click({ timeout: LAZY_MS });
    await card.getByRole('button', { name: `Confirm cash out ${money(offer)}` }).click();
    await expect(card.getByRole('status')).toHaveText(`Cashed out ${money(offer)}.`);
    await expect(card.getByTestId('history-coupon-cashed-out')).toHaveText('Cashed out');
    await expect(headerBalance(page)).toHaveText(`Balance: ${money(START - stake + offer)}`);
    await page.goto('/en/office/history');
    await expect(page.getByRole('article').first().getByTestId('history-coupon-cashed-out')).toBeVisible({ timeout: LAZY_MS });
  });

  test('a part: the rest of the bet stays on, and the offer follows the smaller stake', async ({ page }) => {
    const { stake, card } = await openBet(page);
    const offer = offerAtSamePrices(stake);
    await card.getByRole('button', { name: `Cash out ${money(offer)}` }).click({ timeout: LAZY_MS });
    const part = Math.round(offer * 40) / 100;
    await card.getByLabel('Amount to cash out').fill(String(part));
    await card.getByRole('button', { name: `Confirm partial cash out ${money(part)}` }).click();
    await expect(card.getByRole('status')).toHaveText(`Cashed out ${money(part)}.`);
    await expect(card.getByTestId('history-coupon-cash-out')).toContainText(`Cashed out ${money(part)}`);
    await expect(headerBalance(page)).toHaveText(`Balance: ${money(START - stake + part)}`);
    // 40 % of the bet is sold: the offer on what is left is 60 % of the first (give or take a cent of rounding).
    const rest = card.getByTestId('cash-out');
    const restOffer = async () => Number(((await rest.textContent()) ?? '').replace(/[^0-9.]/g, ''));
    await expect.poll(async () => Math.abs((await restOffer()) - offer * 0.6), { timeout: LAZY_MS }).toBeLessThanOrEqual(0.02);
  });

  test('an offer whose price moved is refused and shown anew; confirmed again, it is paid at the new one', async ({ page, scenario }) => {
    const { stake, outcome, card } = await openBet(page);
    const offer = offerAtSamePrices(stake);
    await card.getByRole('button', { name: `Cash out ${money(offer)}` }).click({ timeout: LAZY_MS });
    // No fresh offer reaches the page from here (it would follow it, see below): the press meets the moved price.
    await page.route('**/coupon-api/v1/cash-out/offers', (route) => route.abort());
    // The selection's price rises: the bet is worth less, and the bettor's policy (accept higher prices only) refuses.
    const higher = Math.round(outcome.coef * 1.25 * 100) / 100;
    await frozen(scenario, { [outcome.id]: { coef: higher } });
    await card.getByRole('button', { name: `Confirm cash out ${money(offer)}` }).click();
    // Worked out in whole cents and hundredths of a price, as the platform does: no floating-point cent lost.
    const now = Math.floor((Math.round(stake * 100) * Math.round(outcome.coef * 100) * 95) / (Math.round(higher * 100) * 100)) / 100;
    await expect(card.getByRole('alert')).toHaveText(`The offer changed to ${money(now)}. Confirm again to cash out at it.`);
    await card.getByRole('button', { name: `Confirm cash out ${money(now)}` }).click();
    await expect(card.getByRole('status')).toHaveText(`Cashed out ${money(now)}.`);
    await expect(headerBalance(page)).toHaveText(`Balance: ${money(START - stake + now)}`);
  });

  test('while the bettor confirms, the panel follows the live offer and says so', async ({ page, scenario }) => {
    const { stake, outcome, card } = await openBet(page);
    const offer = offerAtSamePrices(stake);
    await card.getByRole('button', { name: `Cash out ${money(offer)}` }).click({ timeout: LAZY_MS });
    const lower = Math.round((outcome.coef / 1.25) * 100) / 100;
    await frozen(scenario, { [outcome.id]: { coef: lower } });
    // The next ask for offers (every 5 s) brings the higher one: the bet is worth more now.
    const now = Math.floor(((stake * outcome.coef) / lower) * 95) / 100;
    await expect(card.getByRole('status')).toHaveText(`The offer is now ${money(now)}.`, { timeout: LAZY_MS });
    await card.getByRole('button', { name: `Confirm cash out ${money(now)}` }).click();
    await expect(card.getByRole('status')).toHaveText(`Cashed out ${money(now)}.`);
    await expect(headerBalance(page)).toHaveText(`Balance: ${money(START - stake + now)}`);
  });

  test('a cash out whose answer was lost: the next press repeats the same request, and the platform pays once', async ({ page }) => {
    const asked: string[] = [];
    let lost = false;
    await page.route('**/coupon-api/v1/cash-out', async (route) => {
      asked.push(JSON.parse(route.request().postData() ?? '{}').requestId);
      if (lost) return route.continue();
      lost = true;
      // The platform cashes out; its answer never reaches the page.
      await route.fetch();
      await route.abort('connectionreset');
    });
    const { stake, card } = await openBet(page);
    const offer = offerAtSamePrices(stake);
    await card.getByRole('button', { name: `Cash out ${money(offer)}` }).click({ timeout: LAZY_MS });
    const confirm = card.getByRole('button', { name: `Confirm cash out ${money(offer)}` });
    await confirm.click();
    await expect(card.getByRole('alert')).toHaveText('We could not confirm the cash out. Press again: it will not be paid twice.');
    await confirm.click();
    await expect(card.getByRole('status')).toHaveText(`Cashed out ${money(offer)}.`);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe(asked[0]);
    await page.reload();
    await expect(headerBalance(page)).toHaveText(`Balance: ${money(START - stake + offer)}`);
  });

  test('a double tap on confirm cashes out once', async ({ page }) => {
    const cashOuts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/coupon-api/v1/cash-out') cashOuts.push(request.postData() ?? '');
    });
    const { stake, card } = await openBet(page);
    const offer = offerAtSamePrices(stake);
    await card.getByRole('button', { name: `Cash out ${money(offer)}` }).click({ timeout: LAZY_MS });
    await card.getByRole('button', { name: `Confirm cash out ${money(offer)}` }).dblclick();
    await expect(card.getByRole('status')).toHaveText(`Cashed out ${money(offer)}.`);
    await expect(headerBalance(page)).toHaveText(`Balance: ${money(START - stake + offer)}`);
    // Whatever reached the platform carried one request id: it pays once.
    expect(new Set(cashOuts.map((body) => JSON.parse(body).requestId)).size).toBe(1);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(0, { timeout: LAZY_MS });
    await expect(headerBalance(page)).toHaveText(`Balance: ${money(START - stake + offer)}`);
  });
});
