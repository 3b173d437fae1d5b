import { readFile } from 'node:fs/promises';
import { accountMenuButton, expect, fillRegistrationRules, hostReady, openAccountMenu, test } from '../../../tests/e2e/fixtures.ts';

/** The lazily loaded registration code: a generous wait on a loaded machine. */
const LOADED = { timeout: 15_000 };

test.describe('one-click registration (fast_reg) @account', () => {
  test('the platform makes the login and password; the player keeps them in a file and a picture, and signs in with them later', async ({ page, scenario }) => {
    await scenario.set({ config: { registrationKinds: { kinds: ['fast_reg'] } } });
    await page.goto('/en/information/contacts');
    await hostReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'In one click' }).click(LOADED);
    await expect(dialog.getByLabel('E-mail')).toHaveCount(0);
    await fillRegistrationRules(dialog);
    await dialog.getByRole('button', { name: 'Register' }).click();

    const credentials = dialog.getByRole('region', { name: 'Your login and password' });
    await expect(credentials).toBeVisible(LOADED);
    const login = (await credentials.getByTestId('one-click-login').textContent())!;
    const password = (await credentials.getByTestId('one-click-password').textContent())!;
    expect(login).toMatch(/^[0-9]+$/);
    expect(password).toHaveLength(12);
    const file = page.waitForEvent('download');
    await credentials.getByRole('button', { name: 'Save to a file' }).click();
    expect(await readFile(await (await file).path(), 'utf8')).toBe(`Login: ${login}\nPassword: ${password}\n`);
    const picture = page.waitForEvent('download');
    await credentials.getByRole('button', { name: 'Save as a picture' }).click();
    const png = await readFile(await (await picture).path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    await credentials.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('region', { name: 'Welcome to Northbet!' })).toBeVisible();

    await page.goto('/en/');
    await expect(accountMenuButton(page)).toBeVisible(LOADED);
    await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await reloaded;
    await page.goto('/en/user/login');
    const form = page.locator('#content');
    await form.getByLabel('E-mail or account ID').fill(login, LOADED);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(accountMenuButton(page)).toBeVisible(LOADED);
  });

  test('a site that does not offer it shows registration by e-mail only', async ({ page, scenario }) => {
    await scenario.set({ config: { registrationKinds: { kinds: [] } } });
    await page.goto('/en/registration');
    await expect(page.locator('#content').getByLabel('E-mail')).toBeVisible(LOADED);
    await expect(page.getByRole('radio', { name: 'In one click' })).toHaveCount(0);
  });
});
