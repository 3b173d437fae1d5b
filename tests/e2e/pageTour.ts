import type { Locator, Page } from '@playwright/test';
import { expect, hostReady, type Scenario } from './fixtures.ts';

/** The instant the line and the browser's clock stand still at in the screenshot and accessibility suites. */
export const FROZEN_AT = Date.UTC(2026, 4, 1, 12);

/**
 * Freezes what the pages show: the BFF answers the demo line as made at FROZEN_AT, without live updates, and the
 * browser's clock reads FROZEN_AT (start times, "today", the footer's year), while its timers keep running.
 */
export async function freezeTime(page: Page, scenario: Scenario): Promise<void> {
  await scenario.set({ sports: { frozenAt: FROZEN_AT } });
  await page.clock.setFixedTime(FROZEN_AT);
}

/** Waits until the page has booted and shows its data: no list, page or view is still loading. */
export async function settled(page: Page): Promise<void> {
  await hostReady(page);
  await expect(page.locator('[aria-busy="true"], .page-skeleton, .event-list__skeleton, .modal__loading')).toHaveCount(0);
}

async function open(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
  await settled(page);
}

/** The demo player's balances are kept per session, so a fresh sign-in shows the same wallets every run. */
async function signIn(page: Page): Promise<void> {
  const reply = await page.request.post('/web-api/auth/login', { data: { login: 'demo@northbet.example', password: 'demo1234', save: false } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** A page a bettor sees: how to open it until its data is on screen, and the plugin tag of its tests. */
export interface TourStop {
  name: string;
  tag: string;
  open(page: Page): Promise<void>;
  /** What differs on every run however still the line stands (a placed coupon's number and time): masked in pictures. */
  mask?(page: Page): Locator[];
}

/** A coupon's number and its time of placing: the platform's sequence and clock, not the frozen line's. */
const placedCouponMask = (page: Page) => [page.locator('.history-coupon__head > span:first-child'), page.getByTestId('history-coupon-placed')];

/** Signs in and places a single on the first football game's first price with the slip's first stake: the receipt is on screen. */
async function placeSingle(page: Page): Promise<Locator> {
  await signIn(page);
  const slip = await slipWithBets(page, 1);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const receipt = slip.getByRole('status').filter({ hasText: 'Bet accepted' });
  await expect(receipt).toBeVisible();
  await settled(page);
  return receipt;
}

export const TOUR: readonly TourStop[] = [
  { name: 'home', tag: '@kernel', open: (page) => open(page, '/en/', (p) => p.locator('.event-row')) },
  { name: 'live', tag: '@sports', open: (page) => open(page, '/en/live', (p) => p.locator('.live-centre .event-row')) },
  { name: 'sport', tag: '@sports', open: (page) => open(page, '/en/line/football', (p) => p.locator('.event-row')) },
  {
    name: 'game',
    tag: '@sports',
    open: async (page) => {
      await open(page, '/en/line/football', (p) => p.locator('.event-row'));
      await page.locator('.event-row__teams').first().click();
      await expect(page.locator('.market').first()).toBeVisible();
      await settled(page);
    },
  },
  { name: 'login', tag: '@account', open: (page) => open(page, '/en/user/login', (p) => p.getByRole('main').getByLabel('Password')) },
  {
    name: 'wallets',
    tag: '@account',
    open: async (page) => {
      await signIn(page);
      await open(page, '/en/office/wallets', (p) => p.locator('.wallet'));
      // The office, active for a signed-in player, puts the unread count in the header once it has asked for it.
      await expect(page.getByTestId('office-unread')).toBeVisible();
    },
  },
  {
    // The signed-in header (balance, Deposit, the account menu under the player's name) with its menu open.
    name: 'account-menu',
    tag: '@account',
    open: async (page) => {
      await signIn(page);
      await open(page, '/en/information/contacts', (p) => p.locator('.remote-view__body'));
      await expect(page.getByTestId('office-unread')).toBeVisible();
      const button = page.getByRole('banner').locator('.account-menu__button');
      await button.click();
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Account' })).toBeVisible();
    },
  },
  { name: 'receipt', tag: '@sports', open: async (page) => void (await placeSingle(page)), mask: placedCouponMask },
  {
    // Open bets with the platform's cash-out offer on the bet (the frozen line: the same offer every run).
    name: 'open-bets',
    tag: '@sports',
    open: async (page) => {
      const receipt = await placeSingle(page);
      await receipt.getByRole('link', { name: 'Follow it in open bets' }).click();
      await expect(page.getByRole('article').first().getByTestId('cash-out')).toBeVisible();
      await settled(page);
    },
    mask: placedCouponMask,
  },
  { name: 'information', tag: '@info', open: (page) => open(page, '/en/information/contacts', (p) => p.locator('.remote-view__body')) },
  { name: 'not-found', tag: '@kernel', open: (page) => open(page, '/en/no-such-page', (p) => p.locator('.status-page[data-technical-view="remote"] .technical-page__body')) },
];

/** The coupon types the slip offers with three bets, by their tab's name. */
export const COUPON_TYPES = ['Single', 'Accumulator', 'System'] as const;

/**
 * The bet slip with the first price of the first three football games: the side column on desktop, the opened
 * bottom sheet on phones.
 */
export const slipWithThreeBets = (page: Page) => slipWithBets(page, 3);

/** The bet slip with the first price of the first `count` football games, opened as above. */
async function slipWithBets(page: Page, count: number): Promise<Locator> {
  await open(page, '/en/line/football', (p) => p.locator('.event-row'));
  const rows = page.locator('.event-row');
  for (let index = 0; index < count; index += 1) {
    const price = rows.nth(index).locator('button.odds:not([disabled])').first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
  }
  const slip = page.getByTestId('quick-coupon');
  // The panel's code loads with the first bet; on phones it comes as a collapsed bar.
  const handle = slip.locator('.quick-coupon__handle');
  await expect(slip.locator('.coupon:visible, .quick-coupon__handle:visible').first()).toBeVisible();
  if ((await handle.isVisible()) && (await handle.getAttribute('aria-expanded')) === 'false') await handle.click();
  // Three bets make a system possible; one, for a signed-in player, is ready to place.
  await expect(slip.getByRole('button', { name: count > 2 ? 'System' : 'Place bet' })).toBeEnabled();
  return slip;
}

/** Switches the slip to a coupon type and waits until its figures are there. */
export async function chooseCouponType(slip: Locator, type: (typeof COUPON_TYPES)[number]): Promise<void> {
  const tab = slip.getByRole('button', { name: type, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByTestId('coupon-total-stake')).toBeVisible();
}
