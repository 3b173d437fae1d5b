// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario } from '../../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../../tests/support/bffCaller.ts';
import { validate_consultantReply } from '../../src/generated/validate_consultantReply.js';
import { validate_consultantRequestReply } from '../../src/generated/validate_consultantRequestReply.js';
import { validate_depositReply } from '../../src/generated/validate_depositReply.js';
import { validate_paymentMethodsReply } from '../../src/generated/validate_paymentMethodsReply.js';
import { validate_paymentReply } from '../../src/generated/validate_paymentReply.js';
import { validate_paymentSettingsReply } from '../../src/generated/validate_paymentSettingsReply.js';
import { validate_paymentsReply } from '../../src/generated/validate_paymentsReply.js';
import type { Payment } from '../../schemas/payments.ts';
import { PENDING_DEPOSIT_SETTLE_S, WITHDRAWAL_PAYOUT_S, WITHDRAWAL_REVIEW_S } from './paymentsDesk.ts';

const app = createTestBff();
afterAll(() => app.close());

const API = '/payments-api/v1';
const DEMO_USER = '100001';
/** The demo player's accounts (plugins/account/bff/users.json): main RUB 50 000, bonus RUB 1 000, USD 500. */
const MAIN = '1000011';
const BONUS = '1000012';

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

const caller = (login: string | null = 'demo@northbet.example') => bffCaller(app, { login, prefix: 'payments' });

function send(call: Caller, method: 'GET' | 'POST', url: string, { body, key, host = 'localhost' }: { body?: unknown; key?: string; host?: string } = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host, cookie: `bff_scenario=${call.scenario}${call.cookie ? `; ${call.cookie}` : ''}` };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (key) headers['idempotency-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}

const balanceOf = async (call: Caller, accountId = MAIN): Promise<number> => {
  const { accounts } = (await call.get('/web-api/user/accounts')).json() as { accounts: Array<{ id: string; money: number }> };
  return accounts.find((account) => account.id === accountId)!.money;
};

const deposit = (call: Caller, amount: number, key = newKey(), methodId = 'card') => send(call, 'POST', `${API}/deposits`, { body: { methodId, accountId: MAIN, amount, lang: 'en' }, key });

/** Opens the payment page of a deposit and presses one of its buttons; answers where the player is sent back. */
async function payOnPage(redirectUrl: string, outcome: string): Promise<string> {
  const url = new URL(redirectUrl);
  const page = await app.inject({ method: 'GET', url: url.pathname, headers: { host: url.host } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`value="${outcome}"`);
  const pressed = await app.inject({ method: 'POST', url: url.pathname, headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
  expect(pressed.statusCode).toBe(303);
  return String(pressed.headers.location);
}

const advance = (call: Caller, seconds: number) => patchScenario(app, call.scenario, { payments: { advanceSeconds: seconds } });

describe('the payments calls', { timeout: 30_000 }, () => {
  it('refuse a visitor with 401', async () => {
    const guest = await caller(null);
    for (const url of [`${API}/settings`, `${API}/methods?direction=deposit&currency=RUB`, `${API}/payments`, `${API}/consultant`]) expect((await send(guest, 'GET', url)).statusCode, url).toBe(401);
    expect((await deposit(guest, 1000)).statusCode).toBe(401);
  });

  it('answer the settings and the methods by currency and country, with minimum, maximum, fee and processing time', async () => {
    const call = await caller();
    const settings = await send(call, 'GET', `${API}/settings`);
    expect(validate_paymentSettingsReply(settings.json())).toBe(true);
    expect(settings.json().country).toBe('RU');
    const rub = (await send(call, 'GET', `${API}/methods?direction=deposit&currency=RUB`)).json();
    expect(validate_paymentMethodsReply(rub)).toBe(true);
    expect(rub.step).toBe(100);
    expect(rub.methods.map((method: { kind: string }) => method.kind)).toEqual(expect.arrayContaining(['card', 'ewallet', 'bank', 'crypto']));
    expect(rub.methods.find((method: { id: string }) => method.id === 'yoomoney')).toMatchObject({ min: 100, max: 100_000, feePercent: 1, processingMinutes: 0 });
    await patchScenario(app, call.scenario, { payments: { country: 'KZ' } });
    const kzt = (await send(call, 'GET', `${API}/methods?direction=deposit&currency=KZT`)).json();
    expect(kzt.methods.map((method: { id: string }) => method.id)).toEqual(['card', 'kaspi']);
    const rubInKz = (await send(call, 'GET', `${API}/methods?direction=deposit&currency=RUB`)).json();
    expect(rubInKz.methods.map((method: { id: string }) => method.id)).not.toContain('yoomoney');
  });

  it('take a deposit through the payment page on its own origin, and credit it on success', async () => {
    const call = await caller();
    const before = await balanceOf(call);
    const created = await deposit(call, 1500, newKey(), 'yoomoney');
    expect(created.statusCode).toBe(201);
    expect(validate_depositReply(created.json())).toBe(true);
    const { payment, redirectUrl } = created.json() as { payment: Payment; redirectUrl: string };
    expect(payment).toMatchObject({ status: 'new', amount: 1500, fee: 15, currency: 'RUB' });
    expect(new URL(redirectUrl).hostname).toBe('pay.localhost');
    expect(await balanceOf(call)).toBe(before);
    expect(await payOnPage(redirectUrl, 'success')).toBe(`http://localhost/en/onpay/success?paymentId=${payment.id}`);
    expect(await balanceOf(call)).toBe(before + 1500);
  });

  it('never pays a deposit twice: a repeated Idempotency-Key answers the first reply, and a second press changes nothing', async () => {
    const call = await caller();
    const before = await balanceOf(call);
    const key = newKey();
    const first = await deposit(call, 2000, key);
    const again = await deposit(call, 2000, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const { redirectUrl } = first.json() as { redirectUrl: string };
    await payOnPage(redirectUrl, 'success');
    const url = new URL(redirectUrl);
    const pressedAgain = await app.inject({ method: 'POST', url: url.pathname, headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
    expect(pressedAgain.statusCode).toBe(303);
    expect(await balanceOf(call)).toBe(before + 2000);
    const deposits = (await send(call, 'GET', `${API}/payments?type=deposit`)).json().payments as Payment[];
    expect(deposits).toHaveLength(1);
  });

  it('refuses a money call without an Idempotency-Key, and a key reused for another request', async () => {
    const call = await caller();
    expect((await send(call, 'POST', `${API}/deposits`, { body: { methodId: 'card', accountId: MAIN, amount: 1000 } })).json().errors[0].code).toBe('idempotency_key_required');
    const key = newKey();
    await deposit(call, 1000, key);
    const reused = await deposit(call, 3000, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0].code).toBe('idempotency_key_reused');
  });

  it('leaves a failed or cancelled deposit unpaid', async () => {
    const call = await caller();
    const before = await balanceOf(call);
    const failed = (await deposit(call, 1000)).json() as { payment: Payment; redirectUrl: string };
    expect(await payOnPage(failed.redirectUrl, 'fail')).toContain('/en/onpay/fail?');
    const cancelled = (await deposit(call, 1000)).json() as { payment: Payment; redirectUrl: string };
    expect(await payOnPage(cancelled.redirectUrl, 'cancel')).toContain('/en/onpay/cancel?');
    expect(await balanceOf(call)).toBe(before);
    const statuses = ((await send(call, 'GET', `${API}/payments?type=deposit`)).json().payments as Payment[]).map((payment) => payment.status);
    expect(statuses.sort()).toEqual(['cancelled', 'failed']);
  });

  it('settles a pending deposit after the provider delay, by the scenario clock', async () => {
    const call = await caller();
    const before = await balanceOf(call);
    const created = (await deposit(call, 1000)).json() as { payment: Payment; redirectUrl: string };
    expect(await payOnPage(created.redirectUrl, 'pending')).toContain('/en/onpay/pending?');
    const pending = (await send(call, 'GET', `${API}/payments/${created.payment.id}`)).json();
    expect(validate_paymentReply(pending)).toBe(true);
    expect(pending.payment.status).toBe('pending');
    await advance(call, PENDING_DEPOSIT_SETTLE_S - 5);
    expect(await balanceOf(call)).toBe(before);
    await advance(call, 5);
    expect(await balanceOf(call)).toBe(before + 1000);
    expect((await send(call, 'GET', `${API}/payments/${created.payment.id}`)).json().payment.status).toBe('paid');
  });

  it('refuses a deposit above what the deposit limits leave, with the remaining amount, and counts paid deposits', async () => {
    const call = await caller();
    await patchScenario(app, call.scenario, { limits: { userId: DEMO_USER, limits: [{ limitType: 20, limitValue: 5000 }] } });
    const above = await deposit(call, 5000.01);
    expect(above.statusCode).toBe(403);
    expect(above.json().errors[0]).toMatchObject({ code: 'deposit_limit_exceeded', meta: { remaining: 5000 } });
    const paid = (await deposit(call, 3000)).json() as { redirectUrl: string };
    await payOnPage(paid.redirectUrl, 'success');
    const second = await deposit(call, 2500);
    expect(second.json().errors[0]).toMatchObject({ code: 'deposit_limit_exceeded', meta: { remaining: 2000 } });
    const limits = (await send(call, 'GET', '/limit-service-api/api/external/web/v3/limits')).json().limits as Array<{ limitType: number; limitBalance: number }>;
    expect(limits.find((limit) => limit.limitType === 20)?.limitBalance).toBe(2000);
  });

  it('refuses every deposit during a self-exclusion', async () => {
    const call = await caller();
    await patchScenario(app, call.scenario, { limits: { userId: DEMO_USER, limits: [{ limitType: 30, limitValue: 7, startsIn: -10, lastsFor: 7 * 86_400 }] } });
    const refused = await deposit(call, 1000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('gambling_restricted');
  });

  it('refuses amounts outside the method, malformed, or into the bonus account', async () => {
    const call = await caller();
    expect((await deposit(call, 50)).json().errors[0].code).toBe('amount_below_min');
    expect((await deposit(call, 10.001)).json().errors[0].code).toBe('amount_invalid');
    const bonus = await send(call, 'POST', `${API}/deposits`, { body: { methodId: 'card', accountId: BONUS, amount: 1000 }, key: newKey() });
    expect(bonus.json().errors[0].code).toBe('account_not_payable');
  });
});

describe('the withdrawal requests', { timeout: 30_000 }, () => {
  const withdraw = (call: Caller, amount: number, accountId = MAIN, key = newKey()) => send(call, 'POST', `${API}/withdrawals`, { body: { methodId: 'card', accountId, amount }, key });

  it('hold the money at once, can be cancelled while new (once), and give it back', async () => {
    const call = await caller();
    const before = await balanceOf(call);
    const created = await withdraw(call, 10_000);
    expect(created.statusCode).toBe(201);
    expect(validate_paymentReply(created.json())).toBe(true);
    const { payment } = created.json() as { payment: Payment };
    expect(payment).toMatchObject({ type: 'withdrawal', status: 'new', amount: 10_000 });
    expect(await balanceOf(call)).toBe(before - 10_000);
    const key = newKey();
    const cancelled = await send(call, 'POST', `${API}/withdrawals/${payment.id}/cancel`, { key });
    expect(cancelled.json().payment.status).toBe('cancelled');
    const repeated = await send(call, 'POST', `${API}/withdrawals/${payment.id}/cancel`, { key });
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(call)).toBe(before);
    const late = await send(call, 'POST', `${API}/withdrawals/${payment.id}/cancel`, { key: newKey() });
    expect(late.json().errors[0].code).toBe('not_cancellable');
    expect(await balanceOf(call)).toBe(before);
  });

  it('cannot be cancelled under a profile that forbids reversing a withdrawal (UKGC RTS 14B): the money stays held', async () => {
    const call = await caller();
    await patchScenario(app, call.scenario, { jurisdiction: 'ukgc' });
    const before = await balanceOf(call);
    const { payment } = (await withdraw(call, 2000)).json() as { payment: Payment };
    const refused = await send(call, 'POST', `${API}/withdrawals/${payment.id}/cancel`, { key: newKey() });
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([403, 'withdrawal_not_reversible']);
    expect((await send(call, 'GET', `${API}/payments/${payment.id}`)).json().payment.status).toBe('new');
    expect(await balanceOf(call)).toBe(before - 2000);
  });

  it('go new, processing, paid by the clock, and are no longer cancellable once processing', async () => {
    const call = await caller();
    const { payment } = (await withdraw(call, 1000)).json() as { payment: Payment };
    await advance(call, WITHDRAWAL_REVIEW_S);
    expect((await send(call, 'GET', `${API}/payments/${payment.id}`)).json().payment.status).toBe('processing');
    expect((await send(call, 'POST', `${API}/withdrawals/${payment.id}/cancel`, { key: newKey() })).statusCode).toBe(409);
    await advance(call, WITHDRAWAL_PAYOUT_S - WITHDRAWAL_REVIEW_S);
    expect((await send(call, 'GET', `${API}/payments/${payment.id}`)).json().payment.status).toBe('paid');
  });

  it('give the money back when the operator refuses a request', async () => {
    const call = await caller();
    const before = await balanceOf(call);
    const { payment } = (await withdraw(call, 1000)).json() as { payment: Payment };
    await patchScenario(app, call.scenario, { payments: { refuseWithdrawal: payment.id } });
    expect((await send(call, 'GET', `${API}/payments/${payment.id}`)).json().payment.status).toBe('refused');
    expect(await balanceOf(call)).toBe(before);
  });

  it('never exceed the withdrawable balance, and never take the bonus balance', async () => {
    const call = await caller();
    const balance = await balanceOf(call);
    const above = await withdraw(call, balance + 1);
    expect(above.statusCode).toBe(409);
    expect(above.json().errors[0]).toMatchObject({ code: 'insufficient_withdrawable', meta: { withdrawable: balance } });
    expect((await withdraw(call, 100, BONUS)).json().errors[0].code).toBe('bonus_not_withdrawable');
  });

  it('need identification where the settings say so', async () => {
    const call = await caller('unverified@northbet.example');
    await patchScenario(app, call.scenario, { payments: { identificationRequired: true } });
    expect((await send(call, 'GET', `${API}/settings`)).json().withdrawal).toEqual({ identificationRequired: true, identified: false });
    const refused = await send(call, 'POST', `${API}/withdrawals`, { body: { methodId: 'card', accountId: '1000041', amount: 1000 }, key: newKey() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('identification_required');
  });
});

describe('the payment history', { timeout: 30_000 }, () => {
  it('filters by type, status and period, newest first', async () => {
    const call = await caller();
    const paid = (await deposit(call, 1000)).json() as { redirectUrl: string };
    await payOnPage(paid.redirectUrl, 'success');
    await send(call, 'POST', `${API}/withdrawals`, { body: { methodId: 'card', accountId: MAIN, amount: 500 }, key: newKey() });
    const all = (await send(call, 'GET', `${API}/payments`)).json();
    expect(validate_paymentsReply(all)).toBe(true);
    expect(all.payments.map((payment: Payment) => payment.type)).toEqual(['withdrawal', 'deposit']);
    expect((await send(call, 'GET', `${API}/payments?type=deposit&status=paid`)).json().payments).toHaveLength(1);
    expect((await send(call, 'GET', `${API}/payments?status=new`)).json().payments).toHaveLength(1);
    expect((await send(call, 'GET', `${API}/payments?from=0&to=1`)).json().payments).toHaveLength(0);
    expect((await send(call, 'GET', `${API}/payments?type=bet`)).statusCode).toBe(400);
  });
});

describe('the payment consultant', { timeout: 30_000 }, () => {
  it('answers topics and takes a request about one of the player’s transactions (once per key)', async () => {
    const call = await caller();
    const reply = await send(call, 'GET', `${API}/consultant?lang=en`);
    expect(validate_consultantReply(reply.json())).toBe(true);
    const { payment } = (await deposit(call, 1000)).json() as { payment: Payment };
    const key = newKey();
    const body = { topicId: 'deposit', subTopicId: 'not-credited', transactionId: payment.id, message: 'Where is my money?' };
    const created = await send(call, 'POST', `${API}/consultant/requests`, { body, key });
    expect(created.statusCode).toBe(201);
    expect(validate_consultantRequestReply(created.json())).toBe(true);
    await send(call, 'POST', `${API}/consultant/requests`, { body, key });
    expect((await send(call, 'GET', `${API}/consultant?lang=en`)).json().requests).toHaveLength(1);
  });

  it('is unavailable when its settings are off, and in a flag-only country without the stored flag', async () => {
    const call = await caller();
    await patchScenario(app, call.scenario, { payments: { consultant: { enabled: true, flagOnlyCountries: ['RU'] } } });
    expect((await send(call, 'GET', `${API}/consultant`)).json().errors[0].code).toBe('consultant_unavailable');
    expect((await send(call, 'GET', `${API}/consultant?flag=1`)).statusCode).toBe(200);
    await patchScenario(app, call.scenario, { payments: { consultant: { enabled: false, flagOnlyCountries: ['RU'] } } });
    expect((await send(call, 'GET', `${API}/consultant?flag=1`)).statusCode).toBe(404);
  });
});
