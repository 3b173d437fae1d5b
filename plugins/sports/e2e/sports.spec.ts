import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';
import { couponPanel, addLineBets, signInFromCoupon, frozen, money } from './sportsPage.ts';

test.describe('line, live and the coupon @sports', () => {
  test('browse to a game, build single, express and system, sign in, place, and find the bet in the history', async ({ page, scenario }) => {
    await frozen(scenario);
    await page.goto('/en/line');
    await hostReady(page);
    await page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: /Football/ }).click();
    await expect(page).toHaveURL(/\/en\/line\/football$/);
    await page.locator('.event-row').first().locator('.event-row__teams').click();
    await expect(page).toHaveURL(/\/en\/line\/football\/[a-z0-9-]+\/\d+$/);
    await expect(page.getByRole('region', { name: 'Both teams to score' })).toBeVisible();

    const bets = await addLineBets(page, 3);
    const panel = await couponPanel(page);
    await expect(panel.locator('.coupon-bet')).toHaveCount(3);
    await expect(panel.getByRole('button', { name: 'Accumulator', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const stake = panel.getByLabel('Stake', { exact: true });
    await stake.fill('150');
    const product = bets.reduce((total, bet) => total * bet.coef, 1);
    // The site offers the accumulator bonus: ×1.03 for 3 bets when every price is at least 1.1 (first document 4.1, 5).
    const bonus = bets.every((bet) => bet.coef >= 1.1) ? 1.03 : 1;
    const round3 = (value: number) => Math.round(value * 1000) / 1000;
    await expect(panel.getByTestId('coupon-possible-win')).toHaveText(money(round3(round3(150 * product) * bonus)));

    await panel.getByRole('button', { name: 'Single' }).click();
    await expect(panel.getByLabel('Stake per single')).toBeVisible();
    await expect(panel.getByTestId('coupon-total-stake')).toHaveText(money(450));

    await panel.getByRole('button', { name: 'System' }).click();
    await panel.getByLabel('Stake', { exact: true }).fill('300');
    const [a, b, c] = bets.map((bet) => bet.coef);
    // system 2 of 3: 3 combinations of 100 each; the maximum win is 100 × e2 (never enumerated on the client)
    await expect(panel.getByTestId('coupon-possible-win')).toHaveText(money(Math.round(100 * (a * b + a * c + b * c) * 1000) / 1000));

    await signInFromCoupon(page, panel);
    const balanceBefore = Number((await panel.getByTestId('coupon-balance').textContent())!.replace(/[^0-9.]/g, ''));
    await panel.getByRole('button', { name: 'Place bet' }).click();
    await expect(panel.getByRole('status')).toContainText('Bet accepted');
    await expect(panel.getByRole('status').getByTestId('coupon-balance')).toHaveText(money(balanceBefore - 300));
    const couponNumber = /Coupon №(\d+)/.exec((await panel.getByRole('status').getByText(/Coupon №\d+/).textContent())!)![1];

    await panel.getByRole('link', { name: 'Follow it in open bets' }).click();
    await expect(page).toHaveURL(/\/en\/user\/opened-bets$/);
    const placed = page.getByRole('article', { name: `Coupon №${couponNumber}` });
    await expect(placed).toContainText('System 2/3');
    await expect(placed).toContainText(money(300));
    await expect(placed.locator('.status-label').first()).toHaveText(/Not started|Not settled/);
  });

  test('a lower price is refused under "accept higher" until the bettor accepts it', async ({ page, scenario }) => {
    await frozen(scenario);
    const [bet] = await addLineBets(page, 1);
    const panel = await couponPanel(page);
    await signInFromCoupon(page, panel);
    const lower = Math.round((bet.coef - 0.2) * 100) / 100;
    await frozen(scenario, { [bet.id]: { coef: lower } });
    await panel.getByRole('button', { name: 'Place bet' }).click();
    await expect(panel.getByText('Odds have changed. Accept the new odds to place the bet.')).toBeVisible();
    await expect(panel.getByTestId('coupon-bet-coef')).toContainText(lower.toFixed(2));
    await panel.getByRole('button', { name: 'Accept new odds' }).click();
    await panel.getByRole('button', { name: 'Place bet' }).click();
    await expect(panel.getByRole('status')).toContainText('Bet accepted');
  });

  test('a higher price is placed under "accept higher" and asked about under "always ask"', async ({ page, scenario }) => {
    await frozen(scenario);
    const [first, second] = await addLineBets(page, 2);
    const panel = await couponPanel(page);
    await panel.getByRole('button', { name: 'Single' }).click();
    await signInFromCoupon(page, panel);
    await frozen(scenario, { [first.id]: { coef: Math.round((first.coef + 0.3) * 100) / 100 } });
    await panel.getByRole('button', { name: 'Place bet' }).click();
    await expect(panel.getByRole('status')).toContainText('Bet accepted');

    await page.goto('/en/line/football?coupon-settings-modal=1');
    await page.getByRole('dialog').getByLabel('When odds change').selectOption({ label: 'Always ask' });
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.locator(`button[data-outcome="${second.id}"]`).click();
    const panelAgain = await couponPanel(page);
    await frozen(scenario, { [second.id]: { coef: Math.round((second.coef + 0.3) * 100) / 100 } });
    await panelAgain.getByRole('button', { name: 'Place bet' }).click();
    await expect(panelAgain.getByText('Odds have changed. Accept the new odds to place the bet.')).toBeVisible();
  });

  test('"accept any change" places at the new price', async ({ page, scenario }) => {
    await frozen(scenario);
    await page.goto('/en/line?coupon-settings-modal=1');
    await hostReady(page);
    await page.getByRole('dialog').getByLabel('When odds change').selectOption({ label: 'Accept any change' });
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    const [bet] = await addLineBets(page, 1);
    const panel = await couponPanel(page);
    await signInFromCoupon(page, panel);
    await frozen(scenario, { [bet.id]: { coef: Math.round((bet.coef - 0.2) * 100) / 100 } });
    await panel.getByRole('button', { name: 'Place bet' }).click();
    await expect(panel.getByRole('status')).toContainText('Bet accepted');
  });

  test('a blocked market blocks placing with a clear message', async ({ page, scenario }) => {
    await frozen(scenario);
    const [bet] = await addLineBets(page, 1);
    const panel = await couponPanel(page);
    await signInFromCoupon(page, panel);
    await frozen(scenario, { [bet.id]: { isBlocked: true } });
    await panel.getByRole('button', { name: 'Place bet' }).click();
    await expect(panel.getByText('A market in the slip is suspended. Remove it to place the bet.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await page.reload();
    await expect(page.locator(`button[data-outcome="${bet.id}"]`)).toBeDisabled();
    await expect((await couponPanel(page)).locator('.coupon-bet--blocked')).toHaveCount(1);
  });

  test('the coupon survives a reload, and a saved coupon comes back by code', async ({ page, scenario }) => {
    await frozen(scenario);
    const bets = await addLineBets(page, 2);
    await page.reload();
    await hostReady(page);
    let panel = await couponPanel(page);
    await expect(panel.locator('.coupon-bet')).toHaveCount(2);

    await panel.getByRole('button', { name: 'Save' }).click();
    const saved = panel.getByTestId('coupon-saved-code');
    await expect(saved).toContainText(/Saved with code [A-Z2-9]{8}/);
    const code = /([A-Z2-9]{8})/.exec((await saved.textContent())!)![1];
    await panel.getByRole('button', { name: 'Clear' }).click();
    await expect(page.locator('.coupon-bet')).toHaveCount(0);

    await page.goto(`/en/user/coupon?load=${code}`);
    await expect(page.getByRole('main').locator('.coupon-bet')).toHaveCount(2);
    for (const bet of bets) await expect(page.getByRole('main').locator(`[data-bet="${bet.id}"]`)).toBeVisible();
    panel = page.getByTestId('quick-coupon');
    await expect(panel).toHaveCount(0);
  });

  test('a corrupt saved coupon is dropped and the site still works', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sports.coupon', '{"version":1,"bets":[{"market":{"id":"x","coef":"NaN"}}]'));
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/en/line');
    await hostReady(page);
    await expect(page.locator('.event-row').first()).toBeVisible();
    expect(warnings.some((text) => text.includes('[sports] saved coupon dropped'))).toBe(true);
  });

  test('live games show score and move; every sports route of the manifest answers', async ({ page, request }) => {
    await page.goto('/en/live');
    await hostReady(page);
    await expect(page.locator('.event-row--live').first()).toBeVisible();
    await expect(page.locator('.event-row__score').first()).toHaveText(/^\d+:\d+$/);
    for (const path of ['/en/cyber', '/en/epl', '/en/champs/tennis', '/en/search-events?q=madrid', '/en/results', '/en/express-day', '/en/pageType-does-not-exist']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path.includes('does-not-exist') ? 404 : 200);
    }
    await page.goto('/en/cyber');
    await expect(page).toHaveURL(/\/en\/cyber\/real$/);
  });
});
