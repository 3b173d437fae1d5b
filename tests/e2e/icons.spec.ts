import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freezeTime, settled, slipWithThreeBets } from './pageTour.ts';

/**
 * Characters only symbol or emoji fonts have (arrows, technical symbols, shapes, dingbats, pictographs): used as
 * icons they are an empty box on a device without such a font. Maths operators (−, ∞) are in every text font.
 */
const PICTOGRAPH = /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff\u{1f000}-\u{1faff}]/u;

/** The pictographs in the text of the page, with the element each is in. */
function pictographs(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'u');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const match = pattern.exec(node.textContent ?? '');
      if (match) found.push(`${match[0]} in ${node.parentElement?.outerHTML.slice(0, 80)}`);
    }
    return found;
  }, PICTOGRAPH.source);
}

/** How wide the icon of each bottom-bar item is drawn (0 for an item without a drawn SVG icon). */
function bottomBarIconWidths(page: Page): Promise<Record<string, number>> {
  return page.locator('.bottom-nav__link').evaluateAll((links) =>
    Object.fromEntries(links.map((link) => [link.textContent ?? '', link.querySelector('svg path') instanceof SVGPathElement ? (link.querySelector('svg path') as SVGPathElement).getBBox().width : 0])),
  );
}

test.describe('icons are drawn, not font characters @kernel @sports', () => {
  test.beforeEach(async ({ page, scenario }) => freezeTime(page, scenario));

  test('the header, the banners, the bottom bar and the snowfall of the home page', async ({ page, isMobile, scenario }) => {
    await scenario.set({ config: { site: { snowfallSeason: '01-01/12-31' } } });
    await page.goto('/en/');
    await settled(page);
    await expect(page.locator('.snowfall__flake').first()).toBeAttached();
    if (isMobile) {
      await expect(page.locator('.apps-banner__icon svg')).toBeVisible();
      const widths = await bottomBarIconWidths(page);
      expect(Object.keys(widths)).toEqual(['Home', 'Sports', 'Live', 'Casino', 'Info']);
      for (const [label, width] of Object.entries(widths)) expect(width, label).toBeGreaterThan(0);
    }
    await expect(page.getByRole('button', { name: 'Switch to dark theme' }).locator('svg')).toBeVisible();
    expect(await pictographs(page)).toEqual([]);
  });

  test('the line, a blocked price, the slip and the back-to-top button', async ({ page, scenario }) => {
    const slip = await slipWithThreeBets(page);
    const blocked = await page.locator('.event-row').nth(3).locator('button.odds').first().getAttribute('data-outcome');
    await scenario.set({ sports: { markets: { [blocked!]: { isBlocked: true } } } });
    await page.reload();
    await settled(page);
    await expect(page.locator(`button.odds[data-outcome="${blocked}"]`)).toBeDisabled();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('button', { name: 'Back to top' }).locator('svg')).toBeVisible();
    await expect(slip).toBeVisible();
    expect(await pictographs(page)).toEqual([]);
  });
});
