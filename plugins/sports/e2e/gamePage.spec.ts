import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';
import { frozen } from './sportsPage.ts';

test.describe('a game page: the way back, market tabs, correct score by columns @sports', () => {
  test('filters markets by tab, lays correct score out by result, and leads back to the competition', async ({ page, scenario }) => {
    await frozen(scenario);
    await page.goto('/en/line/football');
    await hostReady(page);
    const firstGame = page.locator('.event-row').first();
    const champ = (await firstGame.locator('.event-row__champ').textContent())!;
    const [home, away] = await firstGame.locator('.event-row__teams span').allTextContents();
    await firstGame.locator('.event-row__teams').click();
    await expect(page).toHaveURL(/\/en\/line\/football\/([a-z0-9-]+)\/\d+$/);
    const champPath = /\/en\/line\/football\/[a-z0-9-]+/.exec(page.url())![0];

    const trail = page.getByRole('navigation', { name: 'Where this game is' });
    await expect(trail.getByRole('link', { name: 'Football' })).toHaveAttribute('href', '/en/line/football');
    await expect(trail.getByRole('link', { name: champ })).toHaveAttribute('href', champPath);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(`${home} – ${away}`);

    const tabs = page.getByRole('group', { name: 'Markets' });
    await expect(tabs.getByRole('button')).toHaveText(['All', 'Main', 'Handicaps', 'Totals', 'Correct score']);
    await expect(tabs.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await tabs.getByRole('button', { name: 'Totals' }).click();
    await expect(tabs.getByRole('button', { name: 'Totals' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: '1X2' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Both teams to score' })).toBeVisible();
    const totals = await page.locator('.market').evaluateAll((markets) => markets.map((market) => market.getAttribute('aria-label')));
    expect(totals.every((name) => name === 'Both teams to score' || name!.startsWith('Total'))).toBe(true);

    await tabs.getByRole('button', { name: 'Correct score' }).click();
    const scores = page.getByRole('region', { name: 'Correct score' });
    await expect(scores.getByRole('heading', { level: 3 })).toHaveText([home, 'Draw', away]);
    const columns = scores.locator('.market__score-column');
    await expect(columns.nth(0).locator('.odds__name').first()).toHaveText('1:0');
    await expect(columns.nth(1).locator('.odds__name').first()).toHaveText('0:0');
    await expect(columns.nth(2).locator('.odds__name').first()).toHaveText('0:1');
    await expect(scores.locator('.odds__name', { hasText: 'Other' })).toBeVisible();

    await trail.getByRole('link', { name: champ }).click();
    await expect(page).toHaveURL(new RegExp(`${champPath}$`));
    await expect(page.locator('.event-row').first()).toBeVisible();
  });
});
