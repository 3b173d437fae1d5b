import { demoDomainOrigin, expect, signInByApi, signInOnDomain, test } from '../../../tests/e2e/fixtures.ts';

/**
 * The session clock of the jurisdiction profile's `sessionClock` (UKGC RTS 13C): the header shows the time since
 * sign-in in hours, minutes and seconds on uk.localhost (profile `ukgc`), and nothing of it on the demo domain (`none`).
 */
const clockIn = (page: import('@playwright/test').Page) => page.getByRole('banner').getByRole('timer');
/** The signed-in header: its balance (the phone header keeps it off screen, but it is there). */
const signedInHeader = (page: import('@playwright/test').Page) => page.getByRole('banner').locator('.account-actions__wallet');

test.describe('the session clock in the header @limits', () => {
  test('uk.localhost (ukgc): signed in, the header shows the elapsed h:m:s and it advances', async ({ page, context, scenario, baseURL }) => {
    const origin = await demoDomainOrigin(context, scenario, 'uk.localhost', baseURL);
    await signInOnDomain(page, origin);
    await expect(signedInHeader(page)).toHaveText(/^Balance: /);
    const clock = clockIn(page);
    await expect(clock).toHaveText(/^\d+:\d{2}:\d{2}$/);
    await expect(clock).toHaveAttribute('aria-label', /session/i);
    const first = (await clock.textContent())!;
    // The next second: the text changes (waited for, not slept).
    await expect(clock).not.toHaveText(first);
    await expect(clock).toHaveText(/^\d+:\d{2}:\d{2}$/);
  });

  test('uk.localhost: no clock for a visitor who is not signed in', async ({ page, context, scenario, baseURL }) => {
    const origin = await demoDomainOrigin(context, scenario, 'uk.localhost', baseURL);
    await page.goto(`${origin}/en/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeAttached();
    await expect(clockIn(page)).toHaveCount(0);
  });

  test('the demo domain (none): signed in, the header has no session clock', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/');
    await expect(signedInHeader(page)).toHaveText(/^Balance: /);
    await expect(page.getByTestId('session-clock')).toHaveCount(0);
  });
});
