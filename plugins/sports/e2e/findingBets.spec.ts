import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';

test.describe('finding a bet @sports', () => {
  test.beforeEach(({ scenario }) => scenario.set({ sports: { frozen: true } }));

  test('the line page leads to search, favourites, the accumulator of the day and results', async ({ page }) => {
    await page.goto('/en/line/football');
    await hostReady(page);
    const shortcuts = page.getByRole('navigation', { name: 'Find a bet' });
    await expect(shortcuts.getByRole('link')).toHaveText(['Search', 'Favorites', 'Accumulator of the day', 'Results']);
    for (const [name, path, heading] of [
      ['Favorites', '/en/favorites', 'Favorites'],
      ['Accumulator of the day', '/en/express-day', 'Accumulator of the day'],
      ['Results', '/en/results', 'Results'],
      ['Search', '/en/search-events', 'Search'],
    ] as const) {
      await page.goto('/en/line/football');
      await shortcuts.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    // The footer has them too, on every page.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Accumulator of the day' })).toBeVisible();
  });

  test("the header's search: a box that takes the text to the search page on wide screens, a button to it on others", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/en/');
    await hostReady(page);
    const search = page.getByRole('banner').getByRole('search');
    await search.getByRole('searchbox', { name: 'Search' }).fill('Everton');
    await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/en\/search-events\?q=Everton$/);
    await expect(page.getByRole('region', { name: 'Search results' }).locator('.event-row').first()).toContainText('Everton');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/');
    await expect(search.getByRole('searchbox')).toBeHidden();
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search-events$/);

    // Phones find it among the line pages' shortcuts: their header has no room for it.
    await page.setViewportSize({ width: 412, height: 915 });
    await expect(search).toBeHidden();
  });
});
