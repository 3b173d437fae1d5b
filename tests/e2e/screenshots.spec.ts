import { expect, test } from './fixtures.ts';
import { COUPON_TYPES, TOUR, chooseCouponType, freezeTime, slipWithThreeBets } from './pageTour.ts';

/**
 * What a bettor sees, pixel by pixel, on a phone and a desktop: the line frozen at one instant and the clock with
 * it, so the same games, prices and times are on every run. Baselines: `npx playwright test
 * tests/e2e/screenshots.spec.ts --update-snapshots` after a change of the look that is meant.
 */
const SAME_LOOK = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

test.use({ timezoneId: 'UTC' });

test.describe('screenshots', () => {
  test.beforeEach(async ({ page, scenario }) => freezeTime(page, scenario));

  for (const stop of TOUR) {
    test(`${stop.name} ${stop.tag}`, async ({ page }) => {
      await stop.open(page);
      await expect(page).toHaveScreenshot(`${stop.name}.png`, { ...SAME_LOOK, mask: stop.mask?.(page) });
    });
  }

  test('the slip with three bets as singles, an accumulator and a system @sports', async ({ page }) => {
    const slip = await slipWithThreeBets(page);
    for (const type of COUPON_TYPES) {
      await chooseCouponType(slip, type);
      await expect(slip).toHaveScreenshot(`slip-${type.toLowerCase()}.png`, SAME_LOOK);
    }
  });
});
