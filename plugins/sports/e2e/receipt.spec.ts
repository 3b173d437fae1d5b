import { expect, test } from '../../../tests/e2e/fixtures.ts';
import { addLineBets, couponPanel, frozen, signInFromCoupon } from './sportsPage.ts';

test.describe('the receipt: bet the same selections again, or share them @sports', () => {
  test('shares the placed selections by a code whose address opens them, then puts them back in the slip', async ({ page, context, scenario, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await frozen(scenario);
    const bets = await addLineBets(page, 2);
    const panel = await couponPanel(page);
    await panel.getByLabel('Stake', { exact: true }).fill('200');
    await signInFromCoupon(page, panel);
    await panel.getByRole('button', { name: 'Place bet' }).click();
    const receipt = panel.getByRole('status');
    await expect(receipt).toContainText('Bet accepted');

    await receipt.getByRole('button', { name: 'Share selections' }).click();
    const share = receipt.getByTestId('receipt-share');
    await expect(share).toContainText(/Code [A-Z2-9]{8}:/);
    const address = (await share.getByRole('link').getAttribute('href'))!;
    expect(address).toMatch(/^http:\/\/[^/]+\/en\/user\/coupon\?load=[A-Z2-9]{8}$/);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    await receipt.getByRole('button', { name: 'Bet these selections again' }).click();
    await expect(panel.getByText('Bet accepted')).toHaveCount(0);
    await expect(panel.locator('.coupon-bet')).toHaveCount(2);
    for (const bet of bets) await expect(panel.locator(`[data-bet="${bet.id}"]`)).toBeVisible();
    await expect(panel.getByLabel('Stake', { exact: true })).toHaveValue('200');

    // Someone else opens the shared address: the same selections, in their slip.
    const friendContext = await context.browser()!.newContext({ baseURL });
    // The same test scenario (the frozen line), not the same player.
    await friendContext.addCookies((await context.cookies()).filter((cookie) => ['bff_scenario', 'cookies_agree'].includes(cookie.name)));
    const friend = await friendContext.newPage();
    await friend.goto(address);
    for (const bet of bets) await expect(friend.getByRole('main').locator(`[data-bet="${bet.id}"]`)).toBeVisible();
    await friendContext.close();
  });
});
