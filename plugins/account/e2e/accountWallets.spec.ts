import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, fillRegistrationRules, hostReady, signInWithLoginModal, test } from '../../../tests/e2e/fixtures.ts';

const DEMO = { login: 'demo@northbet.example', password: 'demo1234' };
const newEmail = () => `e2e-${randomUUID().slice(0, 8)}@northbet.example`;

/** Signs the demo player in through the BFF (the browser context shares its cookies), then opens `path`. */
async function signedInAt(page: Page, path: string) {
  const reply = await page.request.post('/web-api/auth/login', { data: { login: DEMO.login, password: DEMO.password, save: false } });
  expect(reply.ok(), await reply.text()).toBe(true);
  await page.goto(path);
  await hostReady(page);
}

/** Fills and sends the registration form inside `scope` (the modal or the page). */
async function register(scope: ReturnType<Page['getByRole']>, email: string, currency = 'USD') {
  await scope.getByLabel('E-mail').fill(email);
  await scope.getByLabel('Password (at least 8 characters)').fill('secret123');
  await scope.getByLabel('Account currency').selectOption(currency);
  await scope.getByLabel('Casino bonus').check();
  await fillRegistrationRules(scope);
  await scope.getByRole('button', { name: 'Register' }).click();
}

interface HostWindow {
  __host: { store: { getState(): { app: { preferences: { isRegistrationProcess: boolean } }; account: { accounts: { list: Array<{ type: number; iso: string }> | null } } } } };
}
const hostState = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).__host.store.getState());
/** The accounts the account plugin loaded (the header shows the balance on wider screens only). */
const ACCOUNT_TYPE_NAMES: Record<number, string> = { 0: 'main', 4: 'bonus', 9: 'currency' };
const loadedAccounts = async (page: Page) => (await hostState(page)).account.accounts.list?.map(({ type, iso }) => `${ACCOUNT_TYPE_NAMES[type]} ${iso}`);
const registrationProcess = async (page: Page) => (await hostState(page)).app.preferences.isRegistrationProcess;

test.describe('registration @account', () => {
  test('opens as the 95% modal from the header; the new player is signed in and stays on the page', async ({ page }) => {
    await page.goto('/en/information/contacts');
    await hostReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Registration' })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width / page.viewportSize()!.width).toBeCloseTo(0.95, 2);

    const email = newEmail();
    await register(dialog, email);
    // The welcome step (welcome.spec.ts) follows in the modal; leaving it keeps the player where they were.
    await dialog.getByRole('button', { name: 'Continue to the site' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByText(email.split('@')[0])).toBeVisible();
    await expect.poll(() => loadedAccounts(page)).toEqual(['main USD', 'bonus USD']);
    await expect(page).toHaveURL(/\/en\/information\/contacts$/);
    expect(await registrationProcess(page)).toBe(false);
  });

  test('asks what every jurisdiction profile asks: no bonus pre-selected, marketing off, terms and privacy linked, and refuses a minor', async ({ page }) => {
    await page.goto('/en/registration');
    await hostReady(page);
    const form = page.getByRole('main');
    for (const bonus of ['Sports bonus', 'Casino bonus', 'No bonus']) await expect(form.getByLabel(bonus, { exact: true })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: /news and offers/ })).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/en/information/mainrules');
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/information/privacy-policy');
    await expect(form.getByLabel('Date of birth (you must be 18 or older)')).toBeVisible();

    await form.getByLabel('E-mail').fill(newEmail());
    await form.getByLabel('Password (at least 8 characters)').fill('secret123');
    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await form.getByLabel(/^Date of birth/).fill('2015-06-01');
    // Without the privacy policy accepted, the form cannot be sent.
    await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled();
    await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toHaveText('You must be at least 18 years old to register.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a refused registration shows the server reason in the form', async ({ page }) => {
    await page.goto('/en/information/contacts');
    await hostReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await register(dialog, DEMO.login);
    await expect(dialog.getByRole('alert')).toHaveText('This e-mail is already registered');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('opens as the page from the login page; a new (unverified) player then meets the identification', async ({ page }) => {
    await page.goto('/en/user/login');
    await hostReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/en\/registration$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    await register(form, newEmail(), 'EUR');
    await form.getByRole('button', { name: 'Continue to the site' }).click();
    // Home, where the identification guard sends a player who is not verified and has no deposit.
    await expect(page).toHaveURL(/\/en\/office\/identification\?identification=true&from=%2F$/);
    await expect.poll(() => loadedAccounts(page)).toEqual(['main EUR', 'bonus EUR']);
  });

  test('with the messenger widget, opens as the page and returns to the configured route it came from', async ({ page }) => {
    await page.goto('/en/promo?botId=bot42');
    await hostReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/en\/registration$/);
    await register(page.getByRole('main'), newEmail());
    await page.getByRole('main').getByRole('button', { name: 'Continue to the site' }).click();
    await expect(page).toHaveURL(/\/en\/promo\?botId=bot42$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    expect(await registrationProcess(page)).toBe(false);
  });

  test('is not offered on a VIP domain, where the login page stays', async ({ page, scenario }) => {
    await scenario.set({ config: { site: { isVip: true } } });
    await page.goto('/en/registration');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.goto('/en/user/login');
    await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toHaveCount(0);
  });

  test('where registration is not allowed, the login page is blocked too and sign-in goes through the modal at home', async ({ page, scenario }) => {
    await scenario.set({ config: { site: { isRegistrationButtonDisabled: true } } });
    await page.goto('/en/user/login');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.goto('/en/office/wallets');
    await expect(page).toHaveURL(/\/en\/\?login=1&redirect_url=%2Foffice%2Fwallets$/);
    await signInWithLoginModal(page);
    // Signed in through the modal, the player goes on to the page the auth guard stopped them at.
    await expect(page).toHaveURL(/\/en\/office\/wallets$/);
  });
});

test.describe('wallets @account', () => {
  test('a visitor is sent to log in first', async ({ page }) => {
    await page.goto('/en/office/wallets');
    await expect(page).toHaveURL(/\/en\/user\/login\?redirect_url=%2Foffice%2Fwallets$/);
  });

  test('changes the active account', async ({ page }) => {
    await signedInAt(page, '/en/office/wallets');
    const wallets = page.getByRole('list', { name: 'Wallets' });
    await expect(wallets.getByRole('listitem')).toHaveCount(3);
    const main = wallets.getByRole('listitem').filter({ hasText: 'Main account · RUB' });
    const usd = wallets.getByRole('listitem').filter({ hasText: 'Currency account · USD' });
    await expect(main.getByText('Active')).toBeVisible();
    await expect(usd).toContainText('$500.00');

    await usd.getByRole('button', { name: 'Make active' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The account will be set as active.' })).toBeVisible();
    await expect(usd.getByText('Active')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Make active' })).toBeVisible();
    await expect(usd).toContainText('$500.00');

    // The server keeps it: a reload shows the same active account.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Wallets' }).getByRole('listitem').filter({ hasText: 'Currency account · USD' }).getByText('Active')).toBeVisible();
  });

  test('adds a currency that appears after polling, then removes it', async ({ page }) => {
    await signedInAt(page, '/en/office/wallets');
    const wallets = page.getByRole('list', { name: 'Wallets' });
    await expect(wallets.getByRole('listitem')).toHaveCount(3);
    const accountFetches: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/web-api/user/accounts') accountFetches.push(Date.now());
    });

    const currencies = page.getByRole('main').getByLabel('Currency');
    await currencies.selectOption('EUR');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Opening your EUR account…')).toBeVisible();
    const eur = wallets.getByRole('listitem').filter({ hasText: 'Currency account · EUR' });
    await expect(eur).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your new currency account is open.' })).toBeVisible();
    await expect(page.getByText('Opening your EUR account…')).toHaveCount(0);
    // The BFF opens the account 1.5 s after the request: the first fetch misses it, a poll 1 s later finds it.
    expect(accountFetches.length).toBeGreaterThanOrEqual(2);
    expect(accountFetches.length).toBeLessThanOrEqual(6);
    // EUR is no longer offered; KZT still is.
    await expect(currencies.locator('option')).toHaveText(['KZT']);

    await eur.getByRole('button', { name: 'Remove' }).click();
    await expect(eur).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'The currency account has been removed.' })).toBeVisible();
  });

  test('a refused removal shows the server message', async ({ page }) => {
    await signedInAt(page, '/en/office/wallets');
    const usd = page.getByRole('list', { name: 'Wallets' }).getByRole('listitem').filter({ hasText: 'Currency account · USD' });
    await usd.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Withdraw the balance before removing the account' })).toBeVisible();
    await expect(usd).toBeVisible();
  });
});
