import { DEMO_PLAYER, expect, test } from '../../../tests/e2e/fixtures.ts';
import { addLineBets, couponPanel, frozen, money, signInFromCoupon } from './sportsPage.ts';

test.describe("the player's own limits in the bet slip @sports @limits", () => {
  test('a stake above what the wagering limit leaves: the slip says how much is left and the place button is disabled', async ({ page, scenario }) => {
    await frozen(scenario);
    await scenario.set({ limits: { userId: DEMO_PLAYER.userId, limits: [{ limitType: 1, limitValue: 1_000 }] } });
    await addLineBets(page, 1);
    const panel = await couponPanel(page);
    await signInFromCoupon(page, panel);
    const stake = panel.getByRole('spinbutton', { name: 'Stake' });
    const place = panel.getByRole('button', { name: 'Place bet' });

    await stake.fill('1500');
    await expect(panel.getByText(`Your wagering limit leaves ${money(1_000)}. Lower the stake to place the bet.`)).toBeVisible();
    await expect(place).toBeDisabled();

    // What the limit leaves is a stake the slip takes; a placed bet uses it up.
    await stake.fill('1000');
    await expect(place).toBeEnabled();
    await place.click();
    await expect(panel.getByRole('status')).toContainText('Bet accepted');
    await addLineBets(page, 1);
    await couponPanel(page);
    await expect(panel.getByText(`Your wagering limit leaves ${money(0)}. Lower the stake to place the bet.`)).toBeVisible();
    await expect(place).toBeDisabled();
  });
});
