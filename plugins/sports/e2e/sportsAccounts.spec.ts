import { expect, test } from '../../../tests/e2e/fixtures.ts';
import { addLineBets, couponPanel, DEMO, frozen, money } from './sportsPage.ts';

test.describe('the slip and the header read one active account @sports @account', () => {
  test('show the same account and balance, also right after the player changes it', async ({ page, scenario }) => {
    await frozen(scenario);
    const reply = await page.request.post('/web-api/auth/login', { data: { login: DEMO.login, password: DEMO.password, save: false } });
    expect(reply.ok(), await reply.text()).toBe(true);
    await addLineBets(page, 1);
    const headerBalance = page.locator('.account-actions__wallet');
    await expect(headerBalance).toHaveText(`Balance: ${money(50_000)}`);
    await expect((await couponPanel(page)).getByTestId('coupon-balance')).toHaveText(money(50_000));

    await page.goto('/en/office/wallets');
    const usd = page.getByRole('list', { name: 'Wallets' }).getByRole('listitem').filter({ hasText: 'Currency account · USD' });
    await usd.getByRole('button', { name: 'Make active' }).click();
    await expect(usd.getByText('Active')).toBeVisible();
    await expect(headerBalance).toHaveText(`Balance: ${money(500, 'USD')}`);
    await expect((await couponPanel(page)).getByTestId('coupon-balance')).toHaveText(money(500, 'USD'));
  });
});
