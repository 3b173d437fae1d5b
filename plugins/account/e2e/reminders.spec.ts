import type { Page } from '@playwright/test';
import { expect, hostReady, signInByApi, test } from '../../../tests/e2e/fixtures.ts';

/*
 * The reminders of first document 4.3, under the browser's fake clock: the page's timers run only when the test moves
 * the clock, so what is waited for is the reminder's own time, never the machine's speed.
 */

const DUE_KEY = 'account.registrationReminder.dueAt';

/**
 * Starts the plugins' sagas, which a visitor's page starts at its first action or after 10 s idle (the kernel's
 * SAGA_START_IDLE_MS), and waits until the reminder's saga has set when it is due.
 */
async function reminderScheduled(page: Page) {
  await page.clock.fastForward(10_000);
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), DUE_KEY)).not.toBeNull();
}

test.describe('reminders @account', () => {
  test('the registration reminder opens registration for a visitor after the delay, then after each interval', async ({ page, scenario }) => {
    await scenario.set({ config: { registrationReminder: { delay: 20, interval: 2 } } });
    await page.clock.install();
    await page.goto('/en/');
    await hostReady(page);
    await reminderScheduled(page);
    const registration = page.locator('[data-modal="registration"]');
    await page.clock.fastForward(19_000);
    await expect(registration).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(registration).toBeVisible();
    await registration.getByRole('button', { name: 'Close' }).first().click();
    await expect(registration).toHaveCount(0);
    await page.clock.fastForward(2 * 60_000);
    await expect(registration).toBeVisible();
  });

  test('a signed-in player is never reminded to register', async ({ page, scenario }) => {
    await scenario.set({ config: { registrationReminder: { delay: 5, interval: 1 } } });
    await signInByApi(page);
    await page.clock.install();
    await page.goto('/en/');
    await hostReady(page);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await page.clock.fastForward(3 * 60_000);
    await expect(page.locator('[data-modal="registration"]')).toHaveCount(0);
  });
});
