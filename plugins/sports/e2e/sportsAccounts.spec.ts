import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/e2e/fixtures.ts';
import { addLineBets, couponPanel, DEMO, frozen, money } from './sportsPage.ts';

/** Signs the demo player in through the platform, as a returning player's session cookie would. */
async function signIn(page: Page) {
  const reply = await page.request.post('/web-api/auth/login', { data: { login: DEMO.login, password: DEMO.password, save: false } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

test.describe('the slip and the header read one active account @sports @account', () => {
  test('show the same account and balance, also right after the player changes it', async ({ page, scenario }) => {
    await frozen(scenario);
    await signIn(page);
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

test.describe('the slip’s own account choice and the largest stake @sports @account', () => {
  test('with its settings on, the slip picks the paying account itself and stakes the most that account can place', async ({ page, scenario }) => {
    await frozen(scenario);
    await signIn(page);
    await addLineBets(page, 1);
    let panel = await couponPanel(page);
    await expect(panel.getByLabel('Pay from')).toHaveCount(0);

    await panel.getByRole('link', { name: 'Bet slip settings' }).click();
    const settings = page.getByRole('dialog');
    await settings.getByLabel('Choose the paying account in the slip').check();
    await settings.getByLabel('Always stake the maximum').check();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);

    panel = await couponPanel(page);
    const payFrom = panel.getByLabel('Pay from');
    await payFrom.selectOption({ label: `Currency account · ${money(500, 'USD')}` });
    await expect(page.locator('.account-actions__wallet')).toHaveText(`Balance: ${money(500, 'USD')}`);
    // The USD maximum stake is 5,000: the balance is the most this account can place.
    const stake = panel.getByRole('spinbutton', { name: 'Stake' });
    await expect(stake).toHaveValue('500');
    await stake.fill('20');
    await expect(stake).toHaveValue('20');
    await panel.getByRole('link', { name: 'Bet slip settings' }).click();
    await expect(page.getByRole('dialog').getByLabel('Always stake the maximum')).not.toBeChecked();
  });
});
