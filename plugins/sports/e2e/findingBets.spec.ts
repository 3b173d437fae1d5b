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

  test("a sport's competitions, folded under one line: each leads to its games, the one on screen marked", async ({ page }) => {
    await page.goto('/en/line/football');
    await hostReady(page);
    const menu = page.locator('details.competitions-menu');
    const list = menu.getByRole('navigation', { name: 'Competitions' });
    await expect(list).toBeHidden();
    await menu.getByText('Competitions').click();
    const links = list.getByRole('link');
    await expect(links.first()).toBeVisible();
    // Each competition with its count of games, and the counts add up to the sport's.
    const counts = (await links.locator('.sports-menu__count').allTextContents()).map(Number);
    const sportCount = Number(await page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: /^Football/ }).locator('.sports-menu__count').textContent());
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(sportCount);
    const second = links.nth(1);
    const name = (await second.textContent())!.replace(/\s*\d+$/, '');
    await second.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('.event-row__champ').first()).toHaveText(name);
    await page.locator('details.competitions-menu summary').click();
    await expect(list.locator('[aria-current="page"]')).toContainText(name);
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
