import type { BrowserContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { answerAgeConfirmation, expect, fillRegistrationRules, hostReady, test, type Scenario } from '../../../tests/e2e/fixtures.ts';

/*
 * Registration to the first deposit on each demo brand, under its jurisdiction profile (bff/jurisdictions/, see
 * docs/jurisdictions.md): uk.localhost (ukgc), se.localhost (se), de.localhost (de) and localhost (none). A new player
 * each time, in the test's scenario (its cookie is set for every brand's origin). New players are not verified: the
 * welcome step after sign-up links the deposit page with the identification guard's flag, and a paid deposit opens
 * the site (access rule 7: has_deposit).
 */

const PASSWORD = 'secret123';
const originOf = (host: string, baseURL: string | undefined) => `http://${host}:${new URL(baseURL!).port}`;

/** The test's scenario and the cookie notice answered on another brand's origin. */
const enter = (context: BrowserContext, scenario: Scenario, origin: string) =>
  context.addCookies([
    { name: 'bff_scenario', value: scenario.id, url: origin },
    { name: 'cookies_agree', value: '1', url: origin },
  ]);

/** Registers a new player (EUR) on the registration page of `origin`; `beforeSending` fills what the brand adds. */
async function register(page: Page, origin: string, beforeSending: (form: ReturnType<Page['getByRole']>) => Promise<void> = async () => undefined): Promise<string> {
  const email = `journey-${randomUUID().slice(0, 8)}@northbet.example`;
  await page.goto(`${origin}/en/registration`);
  await hostReady(page);
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password (at least 8 characters)').fill(PASSWORD);
  await form.getByLabel('Account currency').selectOption('EUR');
  await fillRegistrationRules(form);
  await beforeSending(form);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome to / })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  return email;
}

/** From the welcome step to the deposit page, past the identification a new player has not done yet. */
async function depositFromWelcome(page: Page) {
  await page.getByRole('link', { name: 'Make a deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
}

/** Opens the deposit page of `origin` directly: no identification asked, once the player has paid a deposit. */
async function openRecharge(page: Page, origin: string) {
  await page.goto(`${origin}/en/office/recharge`);
  await hostReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
}

/** Deposits `amount` EUR by card and pays it on the payment page: the player lands on onpay/success. */
async function deposit(page: Page, amount: string) {
  await page.getByTestId('pay-method-card-usd').click();
  await page.getByTestId('pay-amount').fill(amount);
  await page.getByTestId('pay-deposit-submit').click();
  await page.waitForURL(/^https?:\/\/pay\.localhost(:\d+)?\/pay\//);
  await page.getByTestId('pay-success').click();
  await expect(page).toHaveURL(/\/en\/onpay\/success\?paymentId=/);
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
}

test.describe('registration to the first deposit, per demo brand @office', () => {
  test('UK (ukgc): a deposit limit is offered at registration; the session clock shows while signed in; a withdrawal cannot be cancelled', async ({ page, context, scenario, baseURL }) => {
    const uk = originOf('uk.localhost', baseURL);
    await enter(context, scenario, uk);
    await register(page, uk, async (form) => {
      const offer = form.getByTestId('registration-deposit-limit');
      await expect(offer).toBeVisible();
      await offer.getByLabel('Period').selectOption('week');
      await offer.getByLabel('Amount').fill('250.50');
    });
    await expect(page.getByTestId('session-clock')).toBeVisible();

    await depositFromWelcome(page);
    // The limit chosen at registration holds, so the first deposit offers none again.
    await expect(page.getByTestId('pay-deposit-cap')).toContainText('250.50');
    await expect(page.getByTestId('pay-limits-prompt')).toHaveCount(0);
    await deposit(page, '100');
    await expect(page.getByTestId('session-clock')).toBeVisible();

    await page.goto(`${uk}/en/office/deduce`);
    await page.getByTestId('pay-method-card-usd').click();
    await page.getByTestId('pay-amount').fill('20');
    await page.getByTestId('pay-withdraw-submit').click();
    // The result page is complete (its payment line shown, which moves the link down) before its link is followed.
    await expect(page).toHaveURL(/\/en\/onpay\/withdraw\/pending\?paymentId=/);
    await expect(page.getByTestId('onpay-payment')).toContainText('€20.00');
    await page.getByRole('link', { name: 'To withdrawals' }).click();
    await expect(page).toHaveURL(/\/en\/office\/deduce$/);
    const request = page.getByTestId('pay-withdrawals').locator('li').first();
    await expect(request.getByTestId('pay-withdrawal-status')).toHaveText('New');
    await expect(request.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  });

  test('UK (ukgc): a limit skipped at registration is offered again at the first deposit, of any amount or skipped again', async ({ page, context, scenario, baseURL }) => {
    const uk = originOf('uk.localhost', baseURL);
    await enter(context, scenario, uk);
    await register(page, uk);
    await depositFromWelcome(page);
    const prompt = page.getByTestId('pay-limits-prompt');
    await expect(prompt).toBeVisible();
    await prompt.getByTestId('pay-limit-period').selectOption('day');
    await prompt.getByTestId('pay-limit-day').fill('77.70');
    await prompt.getByTestId('pay-limits-save').click();
    await expect(page.getByTestId('pay-deposit-cap')).toContainText('77.70');
    await deposit(page, '50');

    const other = await page.context().browser()!.newContext({ baseURL });
    const skipper = await other.newPage();
    await enter(other, scenario, uk);
    await register(skipper, uk);
    await depositFromWelcome(skipper);
    await skipper.getByTestId('pay-limits-skip').click();
    await expect(skipper.getByTestId('pay-deposit-cap')).toHaveCount(0);
    await deposit(skipper, '50');
    await other.close();
  });

  test('Sweden (se): no deposit until the day, week and month limits are set; then it goes through', async ({ page, context, scenario, baseURL }) => {
    const se = originOf('se.localhost', baseURL);
    await enter(context, scenario, se);
    await register(page, se, async (form) => {
      await expect(form.getByTestId('registration-deposit-limit')).toHaveCount(0);
    });
    await depositFromWelcome(page);
    const required = page.getByTestId('pay-limits-required');
    await expect(required).toContainText('set your deposit limits for: 24 hours, 7 days, 30 days');
    await expect(page.getByTestId('pay-deposit-submit')).toHaveCount(0);
    await required.getByTestId('pay-limit-day').fill('100');
    await required.getByTestId('pay-limit-week').fill('300');
    await expect(required.getByTestId('pay-limits-save')).toBeDisabled();
    await required.getByTestId('pay-limit-month').fill('1000');
    await required.getByTestId('pay-limits-save').click();
    await expect(page.getByTestId('pay-deposit-cap')).toContainText('100.00');
    await deposit(page, '60');
  });

  test('Germany (de): a monthly limit of at most 1,000 before the first deposit; the cap holds on the operator\'s other domains', async ({ page, context, scenario, baseURL }) => {
    const de = originOf('de.localhost', baseURL);
    await enter(context, scenario, de);
    await answerAgeConfirmation(page);
    const email = await register(page, de);
    await depositFromWelcome(page);
    const required = page.getByTestId('pay-limits-required');
    await expect(required).toContainText('set your deposit limits for: 30 days');
    await expect(required).toContainText('The monthly limit may be at most 1,000.');
    await required.getByTestId('pay-limit-month').fill('1500');
    await expect(required.getByTestId('pay-limits-save')).toBeDisabled();
    await required.getByTestId('pay-limit-month').fill('1000');
    await required.getByTestId('pay-limits-save').click();
    await deposit(page, '700');

    // The same player on localhost (another domain of the operator, profile none): 300 are left of the month's 1,000.
    const login = await page.request.post('/web-api/auth/login', { data: { login: email, password: PASSWORD, save: false } });
    expect(login.ok(), await login.text()).toBe(true);
    await openRecharge(page, originOf('localhost', baseURL));
    await expect(page.getByTestId('pay-deposit-cap')).toContainText('300.00');
    await page.getByTestId('pay-method-card-usd').click();
    await page.getByTestId('pay-amount').fill('400');
    await expect(page.getByTestId('pay-amount-problem')).toBeVisible();
    await expect(page.getByTestId('pay-deposit-submit')).toBeDisabled();
  });

  test('none (localhost): the registration rules, no limit asked or offered, and the deposit as before', async ({ page, baseURL }) => {
    const demo = originOf('localhost', baseURL);
    await register(page, demo, async (form) => {
      await expect(form.getByTestId('registration-deposit-limit')).toHaveCount(0);
    });
    await expect(page.getByTestId('session-clock')).toHaveCount(0);
    await depositFromWelcome(page);
    await expect(page.getByTestId('pay-limits-required')).toHaveCount(0);
    await expect(page.getByTestId('pay-limits-prompt')).toHaveCount(0);
    await deposit(page, '100');

    // The paid deposit opens the site: the identification guard lets the new, unverified player through now.
    await openRecharge(page, demo);
    await expect(page.getByRole('button', { name: 'Confirm my identity' })).toHaveCount(0);
  });
});
