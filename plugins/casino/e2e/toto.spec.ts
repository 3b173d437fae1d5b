import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';

const DEMO = { login: 'demo@northbet.example', password: 'demo1234' };
const money = (value: number, currency = 'RUB') => new Intl.NumberFormat('en', { style: 'currency', currency }).format(value);

test.describe('toto @casino', () => {
  test('a bettor fills in a pool, buys the ticket with their balance and finds it among their tickets', async ({ page }) => {
    const reply = await page.request.post('/web-api/auth/login', { data: { ...DEMO, save: false } });
    expect(reply.ok(), await reply.text()).toBe(true);
    await page.goto('/en/toto');
    await hostReady(page);
    const pools = page.getByTestId('toto-frame').locator('.casino-toto__pool');
    const pool = pools.nth(1);
    await expect(pool.locator('.casino-toto__event').first()).toBeVisible();
    const buy = pool.getByRole('button', { name: 'Buy ticket' });
    await expect(buy).toBeDisabled();
    await expect(pool.getByTestId('toto-cost')).toHaveText('Pick at least one outcome for every match.');

    const events = pool.locator('.casino-toto__event');
    const count = await events.count();
    for (let index = 0; index < count; index += 1) await events.nth(index).getByRole('button', { name: '1', exact: true }).click();
    // Two outcomes on the first match: two lines.
    await events.first().getByRole('button', { name: 'X', exact: true }).click();
    await expect(events.first().getByRole('button', { name: 'X', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(pool.getByTestId('toto-cost')).toHaveText(`2 lines, ${money(100)} in all`);

    await buy.click();
    await expect(pool.getByRole('status')).toHaveText(new RegExp(`^Ticket \\d+ bought: 2 lines for ${money(100).replace('.', '\\.')}\\.$`));
    await expect(page.getByRole('banner').locator('.account-actions__wallet')).toHaveText(`Balance: ${money(49_900)}`);
    const mine = page.getByRole('region', { name: 'My toto tickets' });
    await expect(mine.getByRole('listitem')).toHaveCount(1);
    await expect(mine.getByRole('listitem').first()).toContainText(`2 lines · ${money(100)}`);
    await expect(mine.getByRole('listitem').first()).toContainText('· open');
  });

  test('a visitor is asked to sign in before buying', async ({ page }) => {
    await page.goto('/en/toto');
    await hostReady(page);
    const pool = page.locator('.casino-toto__pool').first();
    const events = pool.locator('.casino-toto__event');
    await expect(events.first()).toBeVisible();
    const count = await events.count();
    for (let index = 0; index < count; index += 1) await events.nth(index).getByRole('button', { name: '2', exact: true }).click();
    await pool.getByRole('button', { name: 'Sign in to buy a ticket' }).click();
    await expect(page.getByRole('dialog').getByLabel('Password')).toBeVisible();
  });
});
