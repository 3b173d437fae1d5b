import type { APIRequestContext } from '@playwright/test';
import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';
import { frozen } from './sportsPage.ts';

interface LineGame {
  id: number;
  champSlug: string;
  home: string;
  away: string;
  isTop?: boolean;
  marketCount: number;
}

/** The football line's games in the list's order, from the platform (a row does not say whether its game is top). */
async function footballGames(request: APIRequestContext): Promise<LineGame[]> {
  const reply = await request.get('/line-api/v1/line/events?sport=football');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { events: LineGame[] }).events;
}

test.describe('a game page: the way back, market tabs, correct score by columns @sports', () => {
  test('filters markets by tab, lays correct score out by result, and leads back to the competition', async ({ page, scenario }) => {
    await frozen(scenario);
    const game = (await footballGames(page.request)).find((candidate) => !candidate.isTop)!;
    await page.goto('/en/line/football');
    await hostReady(page);
    const firstGame = page.locator(`.event-row[data-event="${game.id}"]`);
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
    await expect(tabs.getByRole('button')).toHaveText(['All', 'Main', 'Goals', 'Handicaps', 'Correct score']);
    await expect(tabs.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await tabs.getByRole('button', { name: 'Goals' }).click();
    await expect(tabs.getByRole('button', { name: 'Goals' })).toHaveAttribute('aria-pressed', 'true');
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

  test('a top game offers 30 markets and more, with goals, halves and handicaps under their own tabs', async ({ page, scenario }) => {
    await frozen(scenario);
    const game = (await footballGames(page.request)).find((candidate) => candidate.isTop)!;
    expect(game.marketCount).toBeGreaterThanOrEqual(30);
    await page.goto(`/en/line/football/${game.champSlug}/${game.id}`);
    await hostReady(page);
    await expect(page.locator('.market')).toHaveCount(game.marketCount);
    const tabs = page.getByRole('group', { name: 'Markets' });
    await expect(tabs.getByRole('button')).toHaveText(['All', 'Main', 'Goals', 'Halves', 'Handicaps', 'Correct score']);
    await tabs.getByRole('button', { name: 'Halves' }).click();
    const halfTimeFullTime = page.getByRole('region', { name: 'Half-time / full-time' });
    await expect(halfTimeFullTime.locator('.odds__name')).toHaveText(['1/1', '1/X', '1/2', 'X/1', 'X/X', 'X/2', '2/1', '2/X', '2/2']);
    // In rows of three by the half-time result, on the phone too.
    const tops = await halfTimeFullTime.locator('button.odds').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0]);
    await expect(page.getByRole('region', { name: '1X2', exact: true })).toHaveCount(0);
    await tabs.getByRole('button', { name: 'Goals' }).click();
    await expect(page.getByRole('region', { name: `${game.home} to score` })).toBeVisible();
    // A price of a deeper market goes to the slip like any other.
    const price = page.getByRole('region', { name: 'Exact number of goals' }).locator('button.odds:not([disabled])').first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
  });
});
