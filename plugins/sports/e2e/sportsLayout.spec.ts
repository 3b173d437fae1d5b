import type { Locator, Page } from '@playwright/test';
import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';
import { addLineBets, couponPanel, frozen } from './sportsPage.ts';

type Box = { x: number; width: number };

/** sRGB channels (0–1) of a computed colour: `rgb(…)`/`rgba(…)`, or `color(srgb …)` for a `color-mix()`. */
function channels(color: string): [number, number, number] {
  const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(color);
  if (rgb) return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255];
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(color);
  if (srgb) return [Number(srgb[1]), Number(srgb[2]), Number(srgb[3])];
  throw new Error(`unexpected colour ${color}`);
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Whether `inner` lies between the left and right edges of `outer` (half a pixel of rounding allowed). */
const withinWidth = (inner: Box, outer: Box) => inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;

/** Whether a tap at the element's centre reaches it, i.e. nothing fixed over it hides it. */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

async function headings(page: Page) {
  return page.getByRole('main').getByRole('heading').allTextContents();
}

test.describe('what a bettor sees @sports', () => {
  test.beforeEach(async ({ scenario }) => frozen(scenario));

  test('the slip keeps its type tabs, total odds and amounts inside its column', async ({ page, isMobile }) => {
    await addLineBets(page, 3);
    const slip = await couponPanel(page);
    // The side column on desktop; on phones the bottom sheet, as wide as the screen.
    const column = (await (isMobile ? slip : page.locator('aside.layout__side')).boundingBox())!;
    for (const type of ['Single', 'Accumulator', 'System']) {
      const tab = slip.getByRole('button', { name: type, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-pressed', 'true');
      const parts = [
        ...(await slip.locator('.coupon__tabs button').all()),
        slip.getByRole('spinbutton'),
        ...(await slip.locator('.coupon__row > *').all()),
      ];
      for (const part of parts) {
        const box = (await part.boundingBox())!;
        expect(withinWidth(box, column), `${type}: ${await part.evaluate((element) => element.outerHTML.slice(0, 80))} at ${JSON.stringify(box)} in ${JSON.stringify(column)}`).toBe(true);
      }
    }
    await expect(slip.getByTestId('coupon-total-coef')).toHaveText(/\d/);
  });

  test('a selected price keeps its name and price readable (contrast 4.5:1 or more)', async ({ page }) => {
    await page.goto('/en/line/football');
    await hostReady(page);
    const price = page.locator('.event-row').first().locator('button.odds').first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    const background = await price.evaluate((element) => getComputedStyle(element).backgroundColor);
    for (const part of [price.locator('.odds__name'), price.locator('.odds__value')]) {
      await expect(part).toHaveText(/\S/);
      const color = await part.evaluate((element) => getComputedStyle(element).color);
      expect(contrastRatio(color, background), `${await part.textContent()}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("a sport's page is titled with the sport's name as the line gives it, then lists its events", async ({ page }) => {
    await page.goto('/en/line/football');
    await expect(page.locator('.event-row').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Football');
    // Under the title, only the days of its games: the single list names no section of its own.
    const [title, ...days] = await headings(page);
    expect(title).toBe('Football');
    for (const day of days) expect(day).toMatch(/^(Today|Tomorrow|[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2})$/);

    await page.goto('/ru/line/football');
    await expect(page.locator('.event-row').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Футбол');

    await page.goto('/en/line/football/epl');
    await expect(page.locator('.event-row').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Premier League');
  });

  test.describe('on a phone', () => {
    // The slip is a bar at the bottom of the screen on phones only: both projects look at it on a phone.
    test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

    test('the slip bar stays in sight above the cookie notice', async ({ page, context }) => {
      await context.clearCookies({ name: 'cookies_agree' });
      await page.goto('/en/line/football');
      await hostReady(page);
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await expect(notice).toBeVisible();
      const rows = page.locator('.event-row');
      for (let index = 0; index < 3; index += 1) await rows.nth(index).locator('button.odds').first().click();

      const bar = page.getByTestId('quick-coupon').locator('.quick-coupon__handle');
      await expect(bar).toContainText('3');
      await expect(notice).toBeVisible();
      expect(await onTop(bar)).toBe(true);
      expect(await onTop(notice.getByRole('button', { name: 'Accept' }))).toBe(true);
      const [barBox, noticeBox] = [(await bar.boundingBox())!, (await notice.boundingBox())!];
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(noticeBox.y + 0.5);
    });
  });
});

test.describe('a price that moves @sports', () => {
  test('says which way by an arrow, in the line and in the slip, not by its colour alone', async ({ page, scenario }) => {
    await frozen(scenario);
    const [bet] = await addLineBets(page, 1);
    const higher = Math.round((bet.coef + 0.3) * 100) / 100;
    await frozen(scenario, { [bet.id]: { coef: higher } });
    const price = page.locator(`button.odds[data-outcome="${bet.id}"]`);
    // The next poll of the line (every 15 s, pollIntervals.ts) brings the higher price: the button is marked up, with an
    // arrow that takes no room.
    await expect(price).toHaveClass(/odds--up/, { timeout: 30_000 });
    expect(await price.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('"▲"');
    const slipPrice = (await couponPanel(page)).getByTestId('coupon-bet-coef');
    await expect(slipPrice).toHaveClass(/coupon-bet__coef--up/);
    expect(await slipPrice.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"▲ "');
  });
});
