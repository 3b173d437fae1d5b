import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';

test.describe('the live centre @sports', () => {
  test.beforeEach(({ scenario }) => scenario.set({ sports: { frozen: true } }));

  test('every live game is on the page from the start, under its sport and competition, with its score and clock', async ({ page }) => {
    await page.goto('/en/live');
    await hostReady(page);
    const centre = page.getByRole('region', { name: 'All sports' });
    const sports = centre.locator('details.live-centre__sport');
    await expect(sports.first()).toBeVisible();
    // Open from the start: no sport needs a tap to show its games.
    expect(await sports.evaluateAll((all) => all.every((details) => (details as HTMLDetailsElement).open))).toBe(true);
    const firstSport = sports.first();
    const competition = firstSport.locator('.live-centre__champ').first();
    await expect(competition.getByRole('heading', { level: 3 })).not.toBeEmpty();
    const row = competition.locator('.event-row').first();
    await expect(row.locator('.event-row__live-badge')).toHaveText('LIVE');
    await expect(row.locator('.event-row__score, .event-row__clock').first()).toBeVisible();
    // Each competition lists only its own games.
    const name = await competition.getByRole('heading', { level: 3 }).textContent();
    await expect(competition.locator('.event-row__champ')).toHaveText(Array(await competition.locator('.event-row').count()).fill(name));

    // One tap to the game.
    await row.locator('a.event-row__teams').click();
    await expect(page).toHaveURL(/\/en\/live\/.+/);
    await expect(page.locator('.market').first()).toBeVisible();

    // A sport folds away under its heading.
    await page.goBack();
    await sports.first().locator('summary').click();
    await expect(sports.first().locator('.event-row').first()).toBeHidden();
  });
});
