import { expect, test } from './fixtures.ts';

/** The balancer's header with the visitor's country (bff/policyLogo.ts): 10 the United States, 8 Germany. */
const fromCountry = (countryId: number) => ({ 'x-geo-country-id': String(countryId) });

test.describe('site flags a visitor sees @kernel', () => {
  test("times are on the clock of the visitor's geo where the domain follows it", async ({ page, scenario }) => {
    await scenario.set({ config: { customize: { has_twelve_h_by_geo: true } } });
    const firstTime = page.locator('.event-row time').first();
    await page.setExtraHTTPHeaders(fromCountry(10));
    await page.goto('/en/line');
    await expect(firstTime).toHaveText(/\d{1,2}:\d{2} [AP]M$/);
    await page.setExtraHTTPHeaders(fromCountry(8));
    await page.reload();
    await expect(firstTime).toHaveText(/\d{2}:\d{2}$/);
    await expect(firstTime).not.toHaveText(/[AP]M/);
  });

  test("a domain that does not follow the geo keeps the 24-hour clock for a visitor from the United States", async ({ page, scenario }) => {
    await scenario.set({ config: { customize: { has_twelve_h_by_geo: false } } });
    await page.setExtraHTTPHeaders(fromCountry(10));
    await page.goto('/en/line');
    await expect(page.locator('.event-row time').first()).toHaveText(/\d{2}:\d{2}$/);
  });
});
