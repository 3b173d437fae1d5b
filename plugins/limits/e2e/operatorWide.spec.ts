import type { Page } from '@playwright/test';
import { DEMO_PLAYER, expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';

/*
 * One player on every domain of the operator: the limits live in the platform's database per player, not per
 * domain (plugins/limits/bff/limitsStore.ts). Chromium sends *.localhost to this machine, so the demo brands
 * sports.localhost and casino.localhost are served by the same BFF on the same port.
 */

const en = {
  selfExclusionActive: 'You have excluded yourself from gambling. Betting, casino games and deposits are closed until the self-exclusion ends.',
  slipClosed: 'Betting is closed for you by your responsible-gaming limits (a self-exclusion or a time-out).',
  casinoClosed: 'The casino is closed for you',
};

/**
 * Signs the demo player in on one domain (its session cookie is that host's only), from a page of that domain:
 * the browser resolves *.localhost, Node's resolver does not.
 */
async function signInOn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/en/information/about`);
  const status = await page.evaluate(
    async (player) => (await fetch('/web-api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...player, save: false }) })).status,
    { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password },
  );
  expect(status).toBe(200);
}

test.describe('limits on every domain of the operator @limits', () => {
  test('a self-exclusion made on localhost closes betting on sports.localhost and the lobby on casino.localhost', async ({ page, context, baseURL, scenario }) => {
    await scenario.set({ sports: { frozen: true, markets: {} } });
    const origin = (host: string) => baseURL!.replace('//localhost', `//${host}`);
    const [sports, casino] = [origin('sports.localhost'), origin('casino.localhost')];
    await context.addCookies([sports, casino].flatMap((url) => [
      { name: 'bff_scenario', value: scenario.id, url },
      { name: 'cookies_agree', value: '1', url },
    ]));
    for (const site of [baseURL!, sports, casino]) await signInOn(page, site);

    const token = ((await (await page.request.get('/web-api/user/gettoken')).json()) as { data: { token: string } }).data.token;
    const excluded = await page.request.post('/limit-service-api/limit/external/web/api/v1/BlockUser', { data: { days: 1 }, headers: { authorization: `Bearer ${token}` } });
    expect(excluded.ok(), await excluded.text()).toBe(true);

    // On the sports brand a price takes no bet: the tap says why.
    await page.goto(`${sports}/en/line/football`);
    await hostReady(page);
    const price = page.locator('.event-row').first().locator('button.odds:not([disabled])').first();
    await price.click();
    await expect(page.locator('.notification').filter({ hasText: en.slipClosed })).toBeVisible();
    await expect(price).toHaveAttribute('aria-pressed', 'false');

    await page.goto(`${casino}/en/casino`);
    const restriction = page.getByTestId('casino-restriction');
    await expect(restriction.getByRole('heading', { level: 1, name: en.casinoClosed })).toBeVisible();
    await expect(restriction).toContainText(en.selfExclusionActive);
  });
});
