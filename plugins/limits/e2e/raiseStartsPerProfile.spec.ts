import type { Page } from '@playwright/test';
import { demoDomainOrigin, expect, hostReady, signInOnDomain, test } from '../../../tests/e2e/fixtures.ts';

/**
 * When a raised deposit limit starts, as the limits page says it, under each jurisdiction profile's cooling-off
 * (`increaseCoolingOffHours`) and Sweden's running period (`increaseWaitsForRunningPeriod`): the demo player sets a
 * 30-day deposit limit, then raises it.
 */
const DEPOSIT_30_DAYS = 22;
const HOUR_MS = 3_600_000;
/** The preferences' default time zone, hours from UTC (second document 3), in which the page words the moment. */
const PLAYER_ZONE_HOURS = 3;

/** Sets the 30-day deposit limit, raises it, and answers in how many hours from now the page says the raise starts. */
async function hoursUntilRaiseStarts(page: Page, origin: string): Promise<number> {
  await signInOnDomain(page, origin);
  await page.goto(`${origin}/en/office/responsible`);
  await hostReady(page);
  const row = page.getByTestId(`limit-${DEPOSIT_30_DAYS}`);
  const field = row.getByRole('combobox');
  await expect(field).toBeEnabled();
  const values = (await field.locator('option').evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)))).filter((value) => value > 0);
  const [lower, higher] = [...values].sort((a, b) => a - b);
  await field.selectOption(String(lower));
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.locator('.limits-row__current')).toContainText('Current:');
  await field.selectOption(String(higher));
  const savedAt = Date.now();
  await row.getByRole('button', { name: 'Save' }).click();
  const pending = row.locator('.limits-row__pending');
  await expect(pending).toContainText('Waiting:');
  // "Waiting: 10,000 from Dec 27, 2026, 19:20": as every record on the site, in the player's time zone and clock (the
  // preferences' defaults: UTC+3, 24 hours).
  const shown = /from (\w{3} \d{1,2}, \d{4}), (\d{2}):(\d{2})/.exec((await pending.textContent())!)!;
  const day = new Date(`${shown[1]} UTC`);
  const startsAt = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), Number(shown[2]), Number(shown[3])) - PLAYER_ZONE_HOURS * HOUR_MS;
  expect(Number.isNaN(startsAt)).toBe(false);
  return (startsAt - savedAt) / HOUR_MS;
}

test.describe('when a raised limit starts, per jurisdiction profile @limits', () => {
  test('none (localhost): after the 24 hours of cooling-off', async ({ page, context, scenario, baseURL }) => {
    const hours = await hoursUntilRaiseStarts(page, await demoDomainOrigin(context, scenario, 'localhost', baseURL));
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThan(25);
  });

  test('se.localhost (se): not before the limit\'s 30-day running period ends, though 72 hours would have passed sooner', async ({ page, context, scenario, baseURL }) => {
    const hours = await hoursUntilRaiseStarts(page, await demoDomainOrigin(context, scenario, 'se.localhost', baseURL));
    expect(hours).toBeGreaterThan(30 * 24 - 1);
    expect(hours).toBeLessThan(30 * 24 + 1);
  });
});
