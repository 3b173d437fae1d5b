import type { Page } from '@playwright/test';
import { expect, hostReady, signInByApi, test } from '../../../tests/e2e/fixtures.ts';

/*
 * The reminders of first document 4.3, under the browser's fake clock: the page's timers run only when the test moves
 * the clock, so what is waited for is the reminder's own time, never the machine's speed.
 */

const DUE_KEY = 'account.registrationReminder.dueAt';

/**
 * Starts the plugins' sagas, which a visitor's page starts at its first action or after 10 s idle (the kernel's
 * SAGA_START_IDLE_MS), and waits until the reminder's saga has set when it is due.
 */
async function reminderScheduled(page: Page) {
  await page.clock.fastForward(10_000);
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), DUE_KEY)).not.toBeNull();
}

test.describe('reminders @account', () => {
  test('the registration reminder opens registration for a visitor after the delay, then after each interval', async ({ page, scenario }) => {
    await scenario.set({ config: { registrationReminder: { delay: 20, interval: 2 } } });
    await page.clock.install();
    await page.goto('/en/');
    await hostReady(page);
    await reminderScheduled(page);
    const registration = page.locator('[data-modal="registration"]');
    await page.clock.fastForward(19_000);
    await expect(registration).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(registration).toBeVisible();
    await registration.getByRole('button', { name: 'Close' }).first().click();
    await expect(registration).toHaveCount(0);
    await page.clock.fastForward(2 * 60_000);
    await expect(registration).toBeVisible();
  });

  test('a signed-in player is never reminded to register', async ({ page, scenario }) => {
    await scenario.set({ config: { registrationReminder: { delay: 5, interval: 1 } } });
    await signInByApi(page);
    await page.clock.install();
    await page.goto('/en/');
    await hostReady(page);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await page.clock.fastForward(3 * 60_000);
    await expect(page.locator('[data-modal="registration"]')).toHaveCount(0);
  });
});

/** Registers a new player (no deposit yet) through the platform's call; the page's context then has their session. */
async function registerNewPlayer(page: Page) {
  const email = `e2e-${Math.random().toString(36).slice(2, 10)}@northbet.example`;
  const data = { type: 'full_reg', email, password: 'welcome-1234', currencyId: 643, bonusChoice: 0, birthDate: '1990-05-17', termsAccepted: true, privacyAccepted: true, marketingConsent: false };
  const reply = await page.request.post('/web-api/auth/registration', { data });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Waits until the player's user config has loaded and the page has drawn what follows from it. */
async function userConfigSettled(page: Page) {
  await page.waitForFunction(() => {
    const state = (window as unknown as { __host: { store: { getState(): { account?: { userConfig?: { loaded?: boolean } } } } } }).__host.store.getState();
    return state.account?.userConfig?.loaded === true;
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('first visits @account', () => {
  test('a new player is welcomed once and offered the first-deposit bonus (variant 2) on the home route once', async ({ page, scenario }) => {
    // Where identification is asked for, a player with no deposit reaches only its page and whitelist, not home.
    await scenario.set({ config: { features: { identification: false }, account: { firstDepositOffer: { variant: 2, bonusPercent: 100, bonusMax: 10000 } } } });
    await registerNewPlayer(page);
    await page.goto('/en/');
    await hostReady(page);
    const offer = page.getByTestId('first-deposit-offer');
    await expect(offer.getByTestId('first-deposit-offer-terms')).toContainText('100% of your first deposit, up to');
    await expect(page.getByText('Your account is ready.', { exact: false })).toBeVisible();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await hostReady(page);
    await userConfigSettled(page);
    await expect(offer).toHaveCount(0);
    await expect(page.getByText('Your account is ready.', { exact: false })).toHaveCount(0);
  });

  test('the demo player, who has deposited, is neither welcomed nor offered the bonus', async ({ page, scenario }) => {
    await scenario.set({ config: { account: { firstDepositOffer: { variant: 1 } } } });
    await signInByApi(page);
    await page.goto('/en/');
    await hostReady(page);
    await userConfigSettled(page);
    await expect(page.getByTestId('first-deposit-offer')).toHaveCount(0);
    await expect(page.getByText('Your account is ready.', { exact: false })).toHaveCount(0);
  });
});
