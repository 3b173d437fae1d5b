import type { Locator, Page } from '@playwright/test';
import { expect, hostReady, openSlip, signInWithLoginModal, type Scenario } from '../../../tests/e2e/fixtures.ts';

/** What the sports suites share: the demo player, the slip, adding bets, a frozen line, money as the site shows it. */
export const DEMO = { login: 'demo@northbet.example', password: 'demo1234' };

/** The bet slip (the fixtures' `openSlip`: the side column on desktop, the bottom sheet on mobile, opened). */
export const couponPanel = openSlip;

/** Adds the first price of the first `count` line events of the football list; returns their outcome ids and prices. */
export async function addLineBets(page: Page, count: number): Promise<{ id: string; coef: number }[]> {
  await page.goto('/en/line/football');
  await hostReady(page);
  const rows = page.locator('.event-row');
  await expect(rows.nth(count - 1)).toBeVisible();
  const added = [];
  for (let index = 0; index < count; index += 1) {
    const price = rows.nth(index).locator('button.odds:not([disabled])').first();
    const id = (await price.getAttribute('data-outcome'))!;
    const coef = Number(await price.locator('.odds__value').textContent());
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    added.push({ id, coef });
  }
  return added;
}

export async function signInFromCoupon(page: Page, panel: Locator) {
  await panel.getByRole('button', { name: 'Sign in to place a bet' }).click();
  await signInWithLoginModal(page);
  await expect(panel.getByTestId('coupon-balance')).toContainText('RUB');
}

export const frozen = (scenario: Scenario, markets: Record<string, { coef?: number; isBlocked?: boolean }> = {}) => scenario.set({ sports: { frozen: true, markets } });
/** What the site shows for an amount in English (the SDK's formatMoney). */
export const money = (value: number, currency = 'RUB') => new Intl.NumberFormat('en', { style: 'currency', currency }).format(value);
