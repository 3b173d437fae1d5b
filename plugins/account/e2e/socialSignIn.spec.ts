import { accountMenuButton, expect, fillRegistrationRules, openAccountMenu, test } from '../../../tests/e2e/fixtures.ts';

/** The lazily loaded sign-in code and the provider's pages: a generous wait on a loaded machine. */
const LOADED = { timeout: 15_000 };

test.describe('sign-in with an identity provider (the demo provider on id.localhost)', () => {
  test('one-tap: a visitor picks an account in the prompt, finishes registering, and is signed in', async ({ page, scenario }) => {
    await scenario.set({ config: { socialSignIn: { oneTap: true } } });
    await page.goto('/en/');
    const prompt = page.frameLocator('#credential_picker_iframe');
    await prompt.getByRole('button', { name: /Continue as Ada Lovelace/ }).click(LOADED);
    await expect(page).toHaveURL(/\/en\/user\/social$/, LOADED);
    await expect(page.getByRole('heading', { name: 'Finish your registration' })).toBeVisible(LOADED);
    await expect(page.getByText('You are registering with Google as ada.lovelace@example.com.')).toBeVisible();
    // The ticket left the address and its history with the first read.
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    await fillRegistrationRules(page);
    await page.locator('#content').getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Continue to the site' }).click(LOADED);
    await expect(accountMenuButton(page)).toBeVisible(LOADED);
    // Offered once a browser session: the next page does not ask again, and a signed-in player is never asked.
    await page.reload();
    await expect(accountMenuButton(page)).toBeVisible(LOADED);
    await expect(page.locator('#credential_picker_iframe')).toHaveCount(0);
  });

  test('a social network: register through it from the login page, then sign in with it again', async ({ page, scenario }) => {
    await scenario.set({ config: { socialSignIn: { networks: ['google', 'telegram'] } } });
    await page.goto('/en/user/login');
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible(LOADED);
    await page.getByRole('link', { name: 'Continue with Telegram' }).click();
    // The network's page, on the provider's host.
    await expect(page.getByRole('heading', { name: /Sign in to localhost:\d+ with Telegram/ })).toBeVisible(LOADED);
    expect(new URL(page.url()).hostname).toBe('id.localhost');
    await page.getByRole('button', { name: /Continue as Alan Turing/ }).click();
    await expect(page.getByText('You are registering with Telegram as alan.turing@example.com.')).toBeVisible(LOADED);
    await fillRegistrationRules(page);
    await page.locator('#content').getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Continue to the site' }).click(LOADED);
    // A new player without a deposit goes on to identify first (the demo domain asks it): once that page is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Identification' })).toBeVisible(LOADED);
    await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await reloaded;
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(LOADED);

    await page.goto('/en/user/login');
    await page.getByRole('link', { name: 'Continue with Telegram' }).click(LOADED);
    await page.getByRole('button', { name: /Continue as Alan Turing/ }).click(LOADED);
    await expect(accountMenuButton(page)).toBeVisible(LOADED);
    // Signed in, and on as any sign-in goes: the demo domain asks a new player without a deposit to identify first.
    await expect(page).toHaveURL(/\/en\/office\/identification/, LOADED);
  });

  test('a cancelled sign-in lands on the sign-in page with the reason and the way back', async ({ page, scenario }) => {
    await scenario.set({ config: { socialSignIn: { networks: ['apple'] } } });
    await page.goto('/en/user/login');
    await page.getByRole('link', { name: 'Continue with Apple' }).click(LOADED);
    await page.getByRole('button', { name: 'Cancel' }).click(LOADED);
    await expect(page.getByRole('alert')).toHaveText('The sign-in was cancelled.', LOADED);
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expect(page).toHaveURL(/\/en\/user\/login$/);
  });
});
