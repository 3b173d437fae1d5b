import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../../tests/e2e/fixtures.ts';

const PASSWORD = 'demo1234';
/** The digits a person reads off the challenge's picture (the BFF's test-mode call: the page never gets them). */
async function digitsOf(page: Page, picture: Locator): Promise<string> {
  const id = await picture.getAttribute('data-challenge-id');
  const digits = await (await page.request.get(`/bff-test/captcha/${id}`)).text();
  expect(digits).toMatch(/^[0-9]{5}$/);
  return digits;
}

/** The demo's SMS and two-step code (plugins/account/bff/auth.ts). */
const DEMO_CODE = '123456';

const header = (page: Page) => page.getByRole('banner');
const captcha = (page: Page) => page.locator('[data-modal="captcha"]');

async function signInByPassword(scope: Locator, login: string, password: string) {
  await scope.getByLabel('E-mail or account ID').fill(login);
  await scope.getByLabel('Password').fill(password);
  await scope.getByRole('button', { name: 'Log in' }).click();
}

/** Statuses of the calls to a path, in order. */
function statusesOf(page: Page, path: string): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => new URL(response.url()).pathname === path && statuses.push(response.status()));
  return statuses;
}

test.describe('login form kinds, captcha and fingerprint @account', () => {
  test('login_password in the full-width login modal, picked from the kinds', async ({ page }) => {
    await page.goto('/en/information/contacts');
    await header(page).getByRole('link', { name: 'Log in' }).click();
    const dialog = page.locator('[data-modal="login"]');
    await expect(dialog.getByRole('tab')).toHaveText(['E-mail or ID', 'Phone', 'SMS code']);
    await expect(dialog.getByRole('tab', { name: 'E-mail or ID' })).toHaveAttribute('aria-selected', 'true');
    const width = await dialog.evaluate((element) => element.getBoundingClientRect().width / document.documentElement.clientWidth);
    expect(width).toBeGreaterThan(0.9);
    await signInByPassword(dialog, 'demo@northbet.example', PASSWORD);
    await expect(dialog).toHaveCount(0);
    await expect(header(page).getByText('Demo Player')).toBeVisible();
  });

  test('a wrong password shows its message and signs nobody in', async ({ page }) => {
    await page.goto('/en/user/login');
    await signInByPassword(page.getByRole('main'), 'demo@northbet.example', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong login or password');
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('phone_password: the phone-country select modal, then number and password', async ({ page }) => {
    await page.goto('/en/user/login');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Phone' }).click();
    await main.getByRole('button', { name: 'Phone country: Russia (+7)' }).click();
    const select = page.getByRole('dialog', { name: 'Choose a country' });
    await expect(select.getByText('Code', { exact: true })).toBeVisible();
    await select.getByRole('searchbox', { name: 'Country or code' }).fill('atlantis');
    await expect(select.getByRole('status')).toHaveText('No country found');
    await select.getByRole('button', { name: 'Back' }).click();
    await expect(select).toHaveCount(0);

    // Russia and Kazakhstan share +7: the choice is kept by country id.
    await main.getByRole('button', { name: 'Phone country: Russia (+7)' }).click();
    await select.getByRole('searchbox').fill('+7');
    await select.getByRole('button', { name: 'Kazakhstan +7' }).click();
    await main.getByRole('button', { name: 'Phone country: Kazakhstan (+7)' }).click();
    await select.getByRole('button', { name: 'Russia +7' }).click();
    await expect(main.getByRole('button', { name: 'Phone country: Russia (+7)' })).toBeFocused();

    await main.getByLabel('Phone number').fill('900 123-45-67');
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(header(page).getByText('Phone Player')).toBeVisible();
  });

  test('sms: send a code, a wrong code is told, the right one signs in', async ({ page }) => {
    await page.goto('/en/user/login');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'SMS code' }).click();
    await main.getByLabel('Phone number').fill('9001234567');
    await main.getByRole('button', { name: 'Send a code' }).click();
    await expect(main.getByText('We have sent a code by SMS to +79001234567.')).toBeVisible();
    await main.getByLabel('Code from the SMS').fill('000000');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(main.getByRole('alert')).toHaveText('That code is not right. Check it and try again.');
    await main.getByLabel('Code from the SMS').fill(DEMO_CODE);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(header(page).getByText('Phone Player')).toBeVisible();
  });

  test('login_password_two_step_code: a right password of a two-step user asks for the second code', async ({ page }) => {
    await page.goto('/en/user/login');
    const main = page.getByRole('main');
    await signInByPassword(main, 'twostep@northbet.example', PASSWORD);
    await expect(main.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await main.getByLabel('Sign-in code').fill(DEMO_CODE);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(header(page).getByText('Two-Step Player')).toBeVisible();
  });

  test('after repeated wrong passwords a captcha challenge shows; solved, the login is sent again and goes through', async ({ page }) => {
    const logins = statusesOf(page, '/web-api/auth/login');
    await page.goto('/en/user/login');
    const main = page.getByRole('main');
    for (const attempt of [1, 2, 3]) {
      await signInByPassword(main, 'demo@northbet.example', `wrong-${attempt}`);
      await expect(main.getByRole('alert')).toHaveText('Wrong login or password');
      await expect.poll(() => logins.length).toBe(attempt);
    }
    await signInByPassword(main, 'demo@northbet.example', PASSWORD);
    const modal = captcha(page);
    await expect(modal.getByRole('heading', { name: 'Confirm you are not a robot' })).toBeVisible();
    await expect(modal.getByText('Too many attempts. Type the digits below to go on.')).toBeVisible();
    const picture = modal.getByRole('figure', { name: 'Digits to type' });
    await expect(picture.getByRole('img', { name: 'Digits to type' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await modal.getByLabel('The digits').fill(await digitsOf(page, picture));
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(modal).toHaveCount(0);
    await expect(header(page).getByText('Demo Player')).toBeVisible();
    expect(logins).toEqual([400, 400, 400, 400, 200]);
  });

  test('a wrong captcha answer gets new digits; closing the challenge leaves the login refused', async ({ page }) => {
    await page.goto('/en/user/login');
    const main = page.getByRole('main');
    for (const attempt of [1, 2, 3]) {
      await signInByPassword(main, 'demo@northbet.example', `wrong-${attempt}`);
      await expect(main.getByRole('alert')).toHaveText('Wrong login or password');
    }
    await signInByPassword(main, 'demo@northbet.example', PASSWORD);
    const modal = captcha(page);
    const picture = modal.getByRole('figure', { name: 'Digits to type' });
    await expect(picture.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    const shown = await digitsOf(page, picture);
    await modal.getByLabel('The digits').fill(shown === '00000' ? '11111' : '00000');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(modal.getByRole('alert')).toHaveText('The digits do not match. Here are new ones.');
    await expect(modal.getByLabel('The digits')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(main.getByRole('alert')).toHaveText('Please confirm you are not a robot to log in.');
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a fingerprint error refreshes the fingerprint and the login is sent again without the user noticing', async ({ page, scenario }) => {
    await scenario.set({ auth: { fingerprintError: true } });
    const logins = statusesOf(page, '/web-api/auth/login');
    const fingerprints = statusesOf(page, '/web-api/fingerprint');
    const fingerprintHeaders: Array<string | undefined> = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/web-api/auth/login' && fingerprintHeaders.push(request.headers()['x-fingerprint']));
    await page.goto('/en/user/login');
    await signInByPassword(page.getByRole('main'), 'demo@northbet.example', PASSWORD);
    await expect(header(page).getByText('Demo Player')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(logins).toEqual([400, 200]);
    expect(fingerprints).toEqual([200]);
    expect(fingerprintHeaders[0]).toBeUndefined();
    expect(fingerprintHeaders[1]).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  test('captcha gettime answering type 2 logs the signed-in user out', async ({ page, scenario }) => {
    await page.goto('/en/user/login');
    await signInByPassword(page.getByRole('main'), 'demo@northbet.example', PASSWORD);
    await expect(header(page).getByText('Demo Player')).toBeVisible();
    // The header's next profile call meets a captcha (113), and the captcha service says to end the session.
    await scenario.set({
      auth: { captchaTimeType: 2 },
      faults: [{ path: '/web-api/user/profile', status: 400, body: '{"errors":[{"status":"400","code":"113","detail":"suspicious"}]}', times: 1 }],
    });
    const logouts = statusesOf(page, '/web-api/auth/logout');
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(logouts).toEqual([200]);
    await expect(captcha(page)).toHaveCount(0);
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
