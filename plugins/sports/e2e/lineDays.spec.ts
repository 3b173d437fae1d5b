import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';
import { frozen } from './sportsPage.ts';

test.describe('games to come, by day @sports', () => {
  test('a heading over each day\'s games: today\'s rows show the clock alone, later days\' their date too', async ({ page, scenario }) => {
    await frozen(scenario);
    await page.goto('/en/line/football');
    await hostReady(page);
    await expect(page.locator('.event-row').first()).toBeVisible();
    const list = page.locator('.event-rows').first();
    const headings = await list.locator('.event-rows__day').allTextContents();
    expect(headings.length).toBeGreaterThan(0);
    expect(new Set(headings).size).toBe(headings.length);
    // Each row's start time, under the heading before it.
    const rows = await list.locator(':scope > *').evaluateAll((children) => {
      let heading = '';
      return children.flatMap((child) => {
        if (child.classList.contains('event-rows__day')) {
          heading = child.textContent!;
          return [];
        }
        return [{ heading, time: child.querySelector('time')!.textContent! }];
      });
    });
    expect(rows[0].heading).toBe(headings[0]);
    for (const row of rows) {
      if (row.heading === 'Today') expect(row.time).toMatch(/^\d\d:\d\d$/);
      else expect(row.time).toMatch(/^\d\d\.\d\d \d\d:\d\d$/);
    }
    for (const heading of headings) expect(heading).toMatch(/^(Today|Tomorrow|[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2})$/);
  });
});
