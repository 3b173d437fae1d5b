import type { Page } from '@playwright/test';
import { expect, fillRegistrationRules, hostReady, signInByApi, signInWithLoginModal, test } from '../../../tests/e2e/fixtures.ts';

/** The event ids of the second document (section 9) these suites look for. */
const EVENT = { registrationClick: 1000, successfulRegistration: 1255, successfulBet: 10000, paymentsStatus: 10001, paymentsPage: 10002 };
const STAND_IN = /\/analytics-demo\//;

interface Received {
  events: Array<{ id: number; lang: string; source: number; userId: string | null; strings: string[]; numbers: number[]; params: Record<string, unknown> }>;
  hits: Array<{ adapter: string; body: unknown }>;
}

/** What the reference BFF's collector and stand-ins received from this test's scenario. */
async function received(page: Page): Promise<Received> {
  const reply = await page.request.get('/bff-test/analytics/events');
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as Received;
}

/** The collector has loaded (it reads the domain's analytics config group first). */
const analyticsLoaded = (page: Page) => page.waitForResponse((response) => response.url().includes('groups=analytics'), { timeout: 20_000 });

/** Leaving the page hides it: the batch goes out with sendBeacon. */
async function hidePage(page: Page) {
  await page.goto('about:blank');
}

test.describe('analytics @analytics', () => {
  test('a registration try reaches the collector at once on the registration page, without personal data', async ({ page }) => {
    const loaded = analyticsLoaded(page);
    await page.goto('/en/registration');
    await hostReady(page);
    await loaded;
    const email = `analytics-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'analytics-secret-1';
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await fillRegistrationRules(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Continue to the site' }).click();
    await expect(page).not.toHaveURL(/\/registration/);
    await hidePage(page);

    await expect.poll(async () => (await received(page)).events.map(({ id }) => id)).toEqual(expect.arrayContaining([EVENT.registrationClick, EVENT.successfulRegistration]));
    const { events } = await received(page);
    expect(events.find(({ id }) => id === EVENT.registrationClick)).toMatchObject({ lang: 'en', source: 18, strings: ['full_reg'] });
    const sent = JSON.stringify(events);
    expect(sent).not.toContain(email);
    expect(sent).not.toContain(password);
  });

  test('a placed bet reaches the collector, with the player as the analytics user and no personal data', async ({ page, scenario }) => {
    await scenario.set({ sports: { frozen: true, markets: {} } });
    const loaded = analyticsLoaded(page);
    const pluginRequestedAt: number[] = [];
    page.on('request', (request) => void (request.url().includes('/plugins/analytics/') && pluginRequestedAt.push(Date.now())));
    const start = Date.now();
    await page.goto('/en/line/football');
    await hostReady(page);
    const price = page.locator('.event-row').first().locator('button.odds:not([disabled])').first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByTestId('quick-coupon');
    // The slip: the side column on desktop, the bottom sheet on mobile (opened when collapsed).
    await expect(panel.locator('.coupon:visible, .quick-coupon__handle:visible').first()).toBeVisible();
    const handle = panel.locator('.quick-coupon__handle');
    if ((await handle.isVisible()) && (await handle.getAttribute('aria-expanded')) === 'false') await handle.click();
    await panel.getByRole('button', { name: 'Sign in to place a bet' }).click();
    await signInWithLoginModal(page);
    await panel.getByRole('button', { name: 'Place bet' }).click();
    await expect(panel.getByRole('status')).toContainText('Bet accepted');
    // Analytics loads 10 s after start (the real delay), not with the first route: the calls kept meanwhile go to it then.
    await loaded;
    expect(pluginRequestedAt[0] - start).toBeGreaterThanOrEqual(9_500);
    // The collector takes the kept calls once its settings are in, a moment after their reply: each try says the
    // page is being left (the batch goes out with sendBeacon), until the kept bet has gone out.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        return (await received(page)).events.map(({ id }) => id);
      })
      .toContain(EVENT.successfulBet);
    const bet = (await received(page)).events.find(({ id }) => id === EVENT.successfulBet)!;
    expect(bet).toMatchObject({ userId: '100001', strings: ['RUB'] });
    expect(bet.numbers[1]).toBe(1);
    expect(JSON.stringify((await received(page)).events)).not.toContain('demo@northbet.example');
    expect(JSON.stringify((await received(page)).events)).not.toContain('demo1234');
  });

  test("the office's payments page and a payment system's return reach the collector (10002, then 10001 with the status)", async ({ page }) => {
    await signInByApi(page);
    const loaded = analyticsLoaded(page);
    await page.goto('/en/office/recharge');
    await hostReady(page);
    await loaded;
    // A payment system sends the player back to a new page load, whose collector loads 10 s after it starts.
    const loadedAgain = analyticsLoaded(page);
    await page.goto('/en/onpay/fail');
    await hostReady(page);
    await loadedAgain;
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        return (await received(page)).events.map(({ id }) => id);
      })
      .toEqual(expect.arrayContaining([EVENT.paymentsPage, EVENT.paymentsStatus]));
    expect((await received(page)).events.find(({ id }) => id === EVENT.paymentsStatus)).toMatchObject({ strings: ['fail'] });
  });

  test('nothing marketing goes out without marketing consent; the counters start with it and stop when it is withdrawn', async ({ page }) => {
    const standIns: string[] = [];
    page.on('request', (request) => {
      if (STAND_IN.test(request.url())) standIns.push(request.url());
    });
    const loaded = analyticsLoaded(page);
    await page.goto('/en/registration');
    await hostReady(page);
    await loaded;
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.waitForTimeout(1000);
    expect(standIns).toEqual([]);
    expect(await page.locator('script[data-analytics-counter]').count()).toBe(0);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.getByRole('checkbox', { name: /^Marketing/ }).check();
    await notice.getByRole('button', { name: 'Save choices' }).click();
    await expect(notice).toHaveCount(0);
    await expect.poll(async () => new Set((await received(page)).hits.map(({ adapter }) => adapter)).size).toBe(6);
    await expect(page.locator('script[data-analytics-counter]')).toHaveCount(6);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await notice.getByRole('checkbox', { name: /^Marketing/ }).uncheck();
    await notice.getByRole('button', { name: 'Save choices' }).click();
    await expect(page.locator('script[data-analytics-counter]')).toHaveCount(0);
    const hitsBefore = standIns.filter((url) => url.includes('/hit/')).length;
    await page.getByLabel(/^Password/).fill('short');
    await page.goto('/en/');
    await hostReady(page);
    await page.waitForTimeout(500);
    expect(standIns.filter((url) => url.includes('/hit/')).length).toBe(hitsBefore);
  });
});
