import type { Page } from '@playwright/test';
import { expect, hostReady, openAccountMenu, test } from '../../../tests/e2e/fixtures.ts';

const DEMO = { login: 'demo@northbet.example', password: 'demo1234' };

/** Fills and sends the login form of the login page. */
async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('E-mail or account ID').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

test.describe('sign-in and the access guards @account', () => {
  test('a page for signed-in users sends a visitor to log in, and back there after', async ({ page }) => {
    const response = await page.goto('/en/information/payment');
    expect(await response?.text()).not.toContain('Payment methods');
    await expect(page).toHaveURL(/\/en\/user\/login\?redirect_url=%2Finformation%2Fpayment$/);
    await signIn(page, DEMO.login, DEMO.password);
    await expect(page).toHaveURL(/\/en\/information\/payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
  });

  test('a wrong password shows its message and signs nobody in', async ({ page }) => {
    await page.goto('/en/user/login');
    await signIn(page, DEMO.login, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong login or password');
    await expect(page).toHaveURL(/\/en\/user\/login$/);
  });

  test('the header opens the login modal; logout asks first and can be cancelled', async ({ page }) => {
    await page.goto('/en/information/contacts');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail or account ID').fill('100001');
    await dialog.getByLabel('Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();

    await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();

    await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
    // Access rule 9: logging out of a page that does not need sign-in reloads it (the site does, not the test).
    const reloaded = page.waitForEvent('load');
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/en\/information\/contacts$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a signed-in user is sent home from the login page', async ({ page }) => {
    await page.goto('/en/user/login');
    await signIn(page, DEMO.login, DEMO.password);
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto('/en/user/login');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a banned user is sent to the fixed external address', async ({ page, context }) => {
    await context.route('https://help.northbet.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Account restricted</h1>' }));
    await page.goto('/en/user/login');
    await signIn(page, 'banned@northbet.example', DEMO.password);
    await expect(page).toHaveURL('https://help.northbet.example/restricted-account');
  });

  test('a 401 in the middle of a session is recovered without the user noticing', async ({ page, context, baseURL }) => {
    await page.goto('/en/user/login');
    await signIn(page, DEMO.login, DEMO.password);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    // A token the server no longer accepts (well-formed, unexpired, wrong signature).
    const forged = `e30.${Buffer.from(JSON.stringify({ sub: '100001', exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url')}.forged`;
    await context.addCookies([{ name: 'user_token', value: forged, url: baseURL! }]);
    // Every call that carried a bearer token: whichever comes first meets the 401, refreshes the token once, and is
    // sent again; calls made meanwhile wait for the same refresh.
    const bearerCalls: { path: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().headers().authorization) bearerCalls.push({ path: new URL(response.url()).pathname, status: response.status() });
    });
    await page.reload();
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    const refused = bearerCalls.filter((call) => call.status === 401);
    expect(refused.length).toBeGreaterThan(0);
    // The banner needs only the profile: other refused calls (the limits) may still be waiting for their answer.
    const unanswered = () =>
      refused.filter((call) => !bearerCalls.slice(bearerCalls.indexOf(call) + 1).some((later) => later.path === call.path && later.status === 200));
    await expect.poll(() => unanswered().map((call) => call.path), { message: JSON.stringify(bearerCalls) }).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('referral tags of a landing URL become cookies for the whole site', async ({ page, context }) => {
    await page.goto('/en/?ref=partner42&tag=spring&affid=77&subid=s1&utm_source=mail');
    await hostReady(page);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.refererid).toMatchObject({ value: 'partner42', path: '/' });
    expect(cookies.reflinkid).toMatchObject({ value: 'spring', path: '/' });
    expect(cookies.ref_partner_id).toMatchObject({ value: '77', path: '/' });
    expect(cookies.subid).toMatchObject({ value: 's1', path: '/' });
    expect(decodeURIComponent(cookies.referral_values.value)).toBe('{"type":"utm_source","val":"mail","additional":"spring"}');
    const inDays = (cookie: { expires: number }) => Math.round((cookie.expires - Date.now() / 1000) / 86_400);
    expect(inDays(cookies.refererid)).toBe(60);
    expect(inDays(cookies.ref_partner_id)).toBe(60);
  });

  test('a hostile referral value cannot set cookie attributes', async ({ page, context }) => {
    await page.goto('/en/?ref=x%3B%20Domain%3Devil.example');
    await hostReady(page);
    expect((await context.cookies()).find((cookie) => cookie.name === 'refererid')).toBeUndefined();
  });

  test('a user whose terms changed must confirm them before anything else', async ({ page }) => {
    await page.goto('/en/user/login?redirect_url=%2Finformation%2Fabout');
    await signIn(page, 'terms@northbet.example', DEMO.password);
    await expect(page).toHaveURL(/\/en\/user\/confirm-terms$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/en\/user\/confirm-terms$/);
    await page.getByRole('button', { name: 'Accept the terms' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/en\/information\/contacts$/);
  });

  test('a user whose terms did not change is sent from confirm-terms to the root', async ({ page }) => {
    await page.goto('/en/user/login');
    await signIn(page, DEMO.login, DEMO.password);
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto('/en/user/confirm-terms');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('logging out on a page for signed-in users goes home', async ({ page }) => {
    await page.goto('/en/information/payment');
    await signIn(page, DEMO.login, DEMO.password);
    await expect(page).toHaveURL(/\/en\/information\/payment$/);
    // The address changes first; the page (and its layout's header) follows once its guards have run.
    await expect(page.getByRole('heading', { name: 'Payment methods' })).toBeVisible();
    await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('an unverified user without a deposit is kept to the whitelist, then returned to the first page after identification', async ({ page }) => {
    await page.goto('/en/user/login?redirect_url=%2Fnews%2Ffaster-withdrawals');
    await signIn(page, 'unverified@northbet.example', DEMO.password);
    await expect(page).toHaveURL(/\/en\/news\/faster-withdrawals$/);
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/en\/office\/identification\?identification=true&from=%2F$/);
    await expect(page.getByText('Account protection: weak')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my identity' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Northbet' })).toBeVisible();
  });

  test('showForgotPasswordModal on the home page opens password recovery; a wrong code is told apart, the right one resets the password', async ({ page }) => {
    await page.goto('/en/?showForgotPasswordModal');
    const dialog = page.locator('[data-modal="forgot-password"]');
    await dialog.getByLabel('E-mail or account ID').fill('forgot@northbet.example');
    await dialog.getByRole('button', { name: 'Send a code' }).click();
    await dialog.getByLabel('Code').fill('000000');
    await dialog.getByLabel('New password (at least 8 characters)').fill('newpass123');
    await dialog.getByRole('button', { name: 'Set the new password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That code is not right. Check it and try again.');
    await dialog.getByLabel('Code').fill('123456');
    await dialog.getByRole('button', { name: 'Set the new password' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your password has been changed. You can log in with it now.');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.goto('/en/user/login');
    await signIn(page, 'forgot@northbet.example', 'newpass123');
    await expect(page.getByRole('banner').getByText('Forgetful Player')).toBeVisible();
  });

  test('showForgotPasswordModal is ignored for a signed-in user', async ({ page }) => {
    await page.goto('/en/user/login');
    await signIn(page, DEMO.login, DEMO.password);
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto('/en/?showForgotPasswordModal');
    await hostReady(page);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect(page.locator('[data-modal="forgot-password"]')).toHaveCount(0);
  });

  test('the account page shows who is signed in; in account-app mode guest-only pages lead there', async ({ page, scenario }) => {
    await page.goto('/en/user/login');
    await signIn(page, DEMO.login, DEMO.password);
    await expect(page).toHaveURL(/\/en\/?$/);
    await page.goto('/en/office/account');
    const facts = page.locator('.office-account__facts');
    await expect(facts).toContainText('100001');
    await expect(facts).toContainText('demo@northbet.example');
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Wallets' })).toBeVisible();

    await scenario.set({ config: { account: { accountAppMode: true } } });
    await page.goto('/en/user/login');
    await expect(page).toHaveURL(/\/en\/office\/account$/);
  });
});
