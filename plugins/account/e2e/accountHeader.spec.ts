import type { Page } from '@playwright/test';
import { accountMenuButton, expect, hostReady, signInByApi, signInWithLoginModal, test } from '../../../tests/e2e/fixtures.ts';

type HeaderState = 'visitor' | 'held' | 'player';

/**
 * Records each state the header's account actions go through from the first paint on, with the height of the
 * actions' box and of the header in it (window.__headerStates).
 */
async function recordHeaderStates(page: Page) {
  await page.addInitScript(() => {
    const states: { state: string; actionsHeight: number; headerHeight: number }[] = [];
    Object.assign(window, { __headerStates: states });
    new MutationObserver(() => {
      const actions = document.querySelector('header .account-actions');
      if (!actions) return;
      const state = actions.getAttribute('aria-busy') === 'true' ? 'held' : actions.querySelector('a[href*="login=1"]') ? 'visitor' : 'player';
      if (states.at(-1)?.state === state) return;
      states.push({ state, actionsHeight: actions.getBoundingClientRect().height, headerHeight: document.querySelector('header')!.getBoundingClientRect().height });
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

type RecordedState = { state: HeaderState; actionsHeight: number; headerHeight: number };
const recordedStates = (page: Page) => page.evaluate(() => (window as unknown as { __headerStates: RecordedState[] }).__headerStates);
const headerStates = async (page: Page) => (await recordedStates(page)).map((recorded) => recorded.state);

test.describe('the account header @account', () => {
  test("a visitor's first route fetches only the account boot bundle, which holds none of a player's header", async ({ page }) => {
    const accountScripts: string[] = [];
    const userCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/plugins/account/') && path.endsWith('.js')) accountScripts.push(path);
      if (path.startsWith('/web-api/user/')) userCalls.push(path);
    });
    await page.goto('/en/');
    await hostReady(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(accountScripts).toHaveLength(1);
    expect(accountScripts[0]).toMatch(/\/index\.js$/);
    // The player's part (their name from the profile call, the balance link) comes apart, for players only.
    const bundle = await (await page.request.get(accountScripts[0])).text();
    expect(bundle).not.toContain('/web-api/user/profile');
    expect(bundle).not.toContain('account-actions__wallet');
    // Nor does a visitor's page ask for a player's profile or accounts (each would be a 401).
    expect(userCalls.filter((path) => /^\/web-api\/user\/(profile|accounts)\b/.test(path))).toEqual([]);
  });

  test("a signed-in player's header shows their part from the first paint, without the visitor's buttons first", async ({ page }) => {
    await recordHeaderStates(page);
    await signInByApi(page);
    await page.goto('/en/information/about');
    await hostReady(page);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect(accountMenuButton(page)).toBeVisible();
    expect(await headerStates(page)).toEqual(['player']);
  });

  test("signing in with the modal swaps the visitor's buttons for the player's part at once", async ({ page }) => {
    await recordHeaderStates(page);
    await page.goto('/en/?login=1');
    await hostReady(page);
    await signInWithLoginModal(page);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    expect(await headerStates(page)).toEqual(['visitor', 'player']);
  });

  test("when the player's part fails to arrive, the header holds its box at the same height and fetches it again", async ({ page }) => {
    let refused = 0;
    await page.route(/\/plugins\/account\/[^/]+\/player\.js$/, (route) => (refused++ === 0 ? route.abort() : route.continue()));
    await recordHeaderStates(page);
    await signInByApi(page);
    await page.goto('/en/information/about');
    await hostReady(page);
    await expect(accountMenuButton(page)).toBeVisible();
    const [held, player] = await recordedStates(page);
    expect([held.state, player.state]).toEqual(['held', 'player']);
    expect(held.actionsHeight).toBeGreaterThan(0);
    expect(held.actionsHeight).toBe(player.actionsHeight);
    expect(held.headerHeight).toBe(player.headerHeight);
  });
});
