import type { Page } from '@playwright/test';
import { DEMO_PLAYER, expect, hostReady, signInByApi, test, type Scenario } from '../../../tests/e2e/fixtures.ts';

/*
 * What these suites drive on the reference BFF (test mode):
 * - plugins/office/bff/payments/paymentsScenario.ts: `{ payments: { advanceSeconds } }` moves the payment
 *   clock (a pending deposit settles 120 s after the player chose "pending" on the payment page).
 * - plugins/limits/bff/limitsDesk.ts: `{ limits: { userId, limits: [{ limitType: 20, limitValue }] } }` sets a
 *   deposit limit of 24 hours.
 * The payment page is served on its own origin (pay.localhost on the same port) and sends the player back to
 * /{lang}/onpay/{outcome} (the spec's paths).
 */

/** The demo player's main account: RUB 50 000 (plugins/account/bff/users.json). */
const START_BALANCE = '50,000.00';
const PENDING_SETTLES_AFTER_S = 120;

/** The English dictionary's texts (plugins/office/i18n/en.json). */
const en = {
  successTitle: 'Deposit successful',
  failTitle: 'Deposit failed',
  pendingTitle: 'Deposit pending',
  withdrawRequested: 'Withdrawal requested',
  aboveLimit: 'Your deposit limits leave you RUB 5,000.00 to deposit now. Enter a smaller amount, or change your limits under Responsible gaming.',
  refusedByServer: 'This deposit is above your deposit limits: you can deposit up to RUB 1,000.00 now.',
};

async function openRecharge(page: Page) {
  await signInByApi(page);
  await page.goto('/en/office/recharge');
  await hostReady(page);
  await expect(page.getByTestId('pay-method-card')).toBeVisible();
}

/** Fills the deposit form with the card method and `amount`, and goes to the payment page. */
async function depositToPaymentPage(page: Page, amount: string) {
  await page.getByTestId('pay-method-card').click();
  await page.getByTestId('pay-amount').fill(amount);
  await page.getByTestId('pay-deposit-submit').click();
  await page.waitForURL(/^https?:\/\/pay\.localhost(:\d+)?\/pay\//);
}

/** The player's deposits as the payment history call answers them (with a bearer token of the page's session). */
async function depositsOf(page: Page): Promise<Array<{ status: string; amount: number }>> {
  const token = (await (await page.request.get('/web-api/user/gettoken')).json()).data.token as string;
  const reply = await page.request.get('/payments-api/v1/payments?type=deposit', { headers: { authorization: `Bearer ${token}` } });
  return (await reply.json()).payments;
}

const balance = (page: Page) => page.getByTestId('onpay-balance');

test.describe('payments @office', () => {
  test('a deposit that succeeds lands on onpay/success with the money on the account', async ({ page }) => {
    await openRecharge(page);
    await depositToPaymentPage(page, '1000');
    await expect(page.getByTestId('pay-total')).toContainText('1,000.00');
    await page.getByTestId('pay-success').click();
    await expect(page).toHaveURL(/\/en\/onpay\/success\?paymentId=/);
    await expect(page.getByRole('heading', { name: en.successTitle })).toBeVisible();
    await expect(balance(page)).toContainText('51,000.00');
  });

  test('a deposit that fails lands on onpay/fail and takes nothing', async ({ page }) => {
    await openRecharge(page);
    await depositToPaymentPage(page, '1000');
    await page.getByTestId('pay-fail').click();
    await expect(page).toHaveURL(/\/en\/onpay\/fail\?paymentId=/);
    await expect(page.getByRole('heading', { name: en.failTitle })).toBeVisible();
    await expect(balance(page)).toContainText(START_BALANCE);
  });

  test('a deposit left pending lands on onpay/pending, and the balance follows once it settles', async ({ page, scenario }) => {
    await openRecharge(page);
    await depositToPaymentPage(page, '1000');
    await page.getByTestId('pay-pending').click();
    await expect(page).toHaveURL(/\/en\/onpay\/pending\?paymentId=/);
    await expect(page.getByRole('heading', { name: en.pendingTitle })).toBeVisible();
    await expect(balance(page)).toContainText(START_BALANCE);
    await scenario.set({ payments: { advanceSeconds: PENDING_SETTLES_AFTER_S } });
    await expect(balance(page)).toContainText('51,000.00', { timeout: 15_000 });
  });

  test('a double-clicked deposit pays once', async ({ page }) => {
    await openRecharge(page);
    await page.getByTestId('pay-method-card').click();
    await page.getByTestId('pay-amount').fill('1000');
    await page.getByTestId('pay-deposit-submit').dblclick();
    await page.waitForURL(/^https?:\/\/pay\.localhost(:\d+)?\/pay\//);
    await page.getByTestId('pay-success').dblclick();
    await expect(page).toHaveURL(/\/en\/onpay\/success/);
    await expect(balance(page)).toContainText('51,000.00');
    expect(await depositsOf(page)).toEqual([expect.objectContaining({ status: 'paid', amount: 1000 })]);
  });

  test('a deposit above the deposit limit is refused, by the form and by the server @limits', async ({ page, scenario }) => {
    await setDepositLimit(scenario, 5000);
    await openRecharge(page);
    await expect(page.getByTestId('pay-deposit-cap')).toContainText('RUB 5,000.00');
    await page.getByTestId('pay-amount').fill('6000');
    await expect(page.getByTestId('pay-amount-problem')).toHaveText(en.aboveLimit);
    await expect(page.getByTestId('pay-deposit-submit')).toBeDisabled();
    // The limit lowered elsewhere (another tab, the operator): the server refuses what the form still allows.
    await setDepositLimit(scenario, 1000);
    await page.getByTestId('pay-amount').fill('3000');
    await page.getByTestId('pay-deposit-submit').click();
    await expect(page.getByTestId('pay-error')).toHaveText(en.refusedByServer);
    await expect(page).toHaveURL(/\/en\/office\/recharge/);
    expect(await depositsOf(page)).toEqual([]);
  });

  test('a withdrawal request, then cancel it: the money is held, then back', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/office/deduce');
    await hostReady(page);
    await expect(page.getByTestId('pay-withdrawable')).toContainText(START_BALANCE);
    await expect(page.getByTestId('pay-withdrawable')).toContainText('bonus balance');
    await page.getByTestId('pay-method-card').click();
    await page.getByTestId('pay-amount').fill('1000');
    await page.getByTestId('pay-withdraw-submit').click();
    await expect(page).toHaveURL(/\/en\/onpay\/withdraw\/pending\?paymentId=/);
    await expect(page.getByRole('heading', { name: en.withdrawRequested })).toBeVisible();
    await expect(balance(page)).toContainText('49,000.00');
    await page.getByRole('link', { name: 'To withdrawals' }).click();
    const request = page.getByTestId('pay-withdrawals').locator('li').first();
    await expect(request.getByTestId('pay-withdrawal-status')).toHaveText('New');
    await request.getByRole('button', { name: 'Cancel request' }).click();
    await expect(request.getByTestId('pay-withdrawal-status')).toHaveText('Cancelled');
    await expect(request.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    await expect(page.getByTestId('pay-withdrawable')).toContainText(START_BALANCE);
  });

  test('under a profile that forbids reversing a withdrawal (UKGC RTS 14B), a new request offers no cancel', async ({ page, scenario }) => {
    await scenario.set({ jurisdiction: 'ukgc' });
    await signInByApi(page);
    await page.goto('/en/office/deduce');
    await hostReady(page);
    await page.getByTestId('pay-method-card').click();
    await page.getByTestId('pay-amount').fill('1000');
    await page.getByTestId('pay-withdraw-submit').click();
    await page.getByRole('link', { name: 'To withdrawals' }).click();
    const request = page.getByTestId('pay-withdrawals').locator('li').first();
    await expect(request.getByTestId('pay-withdrawal-status')).toHaveText('New');
    await expect(request.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  });
});

test.describe('the payment result addresses @office', () => {
  test('a return URL built from the spec lands on its result page, for deposits and withdrawals', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/onpay/cancel?paymentId=p-unknown');
    await hostReady(page);
    await expect(page.getByRole('heading', { name: 'Deposit cancelled' })).toBeVisible();
    await page.goto('/en/onpay/withdraw/success?paymentId=p-unknown');
    await expect(page.getByRole('heading', { name: 'Withdrawal paid' })).toBeVisible();
  });

  test('the earlier office/onpay addresses redirect to the spec\'s, keeping the query', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/office/onpay/pending?paymentId=p-1&utm_source=psp');
    await hostReady(page);
    await expect(page).toHaveURL(/\/en\/onpay\/pending\?paymentId=p-1&utm_source=psp$/);
    await expect(page.getByRole('heading', { name: en.pendingTitle })).toBeVisible();
    await page.goto('/en/office/onpay/withdraw/fail?paymentId=p-2');
    await expect(page).toHaveURL(/\/en\/onpay\/withdraw\/fail\?paymentId=p-2$/);
    await expect(page.getByRole('heading', { name: 'Withdrawal refused' })).toBeVisible();
  });
});

test.describe('the payment consultant @office', () => {
  test('takes a question about a deposit and lists it among the requests', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/office/payment/requests');
    await hostReady(page);
    await page.getByRole('link', { name: 'A deposit' }).click();
    await expect(page).toHaveURL(/\/en\/office\/payment\/create-request\/deposit$/);
    await page.getByRole('link', { name: 'The money has not arrived' }).click();
    await expect(page).toHaveURL(/\/create-request\/deposit\/not-credited$/);
    await page.getByLabel('Your question').fill('My deposit has not arrived yet.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/en\/office\/payment\/requests$/);
    await expect(page.getByTestId('pay-consultant-requests')).toContainText('My deposit has not arrived yet.');
  });

  test('shows the 500 page where the consultant is unavailable, and opens in a flag-only country with payment_consultant=1', async ({ page, scenario }) => {
    await scenario.set({ payments: { consultant: { enabled: true, flagOnlyCountries: ['RU'] } } });
    await signInByApi(page);
    await page.goto('/en/office/payment/requests');
    await hostReady(page);
    await expect(page.locator('.status-page__code')).toHaveText('500');
    await page.goto('/en/office/payment/requests?payment_consultant=1');
    await expect(page.getByRole('heading', { name: 'Payment consultant' })).toBeVisible();
    // The flag is stored: the consultant stays open without the query.
    await page.goto('/en/office/payment/create-request/general');
    await expect(page.getByRole('link', { name: 'Payment methods' })).toBeVisible();
  });
});

const setDepositLimit = (scenario: Scenario, limitValue: number) => scenario.set({ limits: { userId: DEMO_PLAYER.userId, limits: [{ limitType: 20, limitValue }] } });
