import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { COUPON_TYPES, TOUR, chooseCouponType, freezeTime, slipWithThreeBets } from './pageTour.ts';

/**
 * Rows past the twentieth of a list: the same component again, which axe would check for seconds more on a sport's
 * hundred games.
 */
const REPEATED_ROWS = '.event-rows > .event-row:nth-child(n+21)';

/** The violations a bettor who relies on a screen reader, the keyboard or good contrast cannot get past. */
async function seriousViolations(page: Page, only?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).exclude(REPEATED_ROWS);
  const { violations } = await (only ? builder.include(only) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe)', () => {
  test.beforeEach(async ({ page, scenario }) => freezeTime(page, scenario));

  for (const stop of TOUR) {
    test(`${stop.name}: no serious or critical violations ${stop.tag}`, async ({ page }) => {
      await stop.open(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the slip with three bets, of each type: no serious or critical violations @sports', async ({ page }) => {
    const slip = await slipWithThreeBets(page);
    for (const type of COUPON_TYPES) {
      await chooseCouponType(slip, type);
      // The page around it is the sport page, checked above.
      expect(await seriousViolations(page, '[data-testid="quick-coupon"]'), type).toEqual([]);
    }
  });
});
