// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../../tests/support/bffCaller.ts';
import { validate_paymentSettingsReply } from '../../src/generated/validate_paymentSettingsReply.js';

const app = createTestBff();
afterAll(() => app.close());

const API = '/payments-api/v1';
const LIMITS = '/limit-service-api/api/external/web/v3/limits';
/** The demo player's main account (RUB 50 000, plugins/account/bff/users.json). */
const MAIN = '1000011';

const ALL_PERIODS = [
  { period: 'day', limitType: 20 },
  { period: 'week', limitType: 21 },
  { period: 'month', limitType: 22 },
];

let keys = 0;
const newKey = () => `mandatory-${Date.now()}-${++keys}`;

/** A call of the caller's player on a demo domain (`host`): the same player and scenario on every domain of the operator. */
function on(call: Caller, host: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host, cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (url.endsWith('/deposits')) headers['idempotency-key'] = newKey();
  return app.inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}

const deposit = (call: Caller, host: string, amount: number) => on(call, host, 'POST', `${API}/deposits`, { methodId: 'card', accountId: MAIN, amount, lang: 'en' });
const setLimits = (call: Caller, host: string, limits: Array<{ limitType: number; limitValue: number }>) => on(call, host, 'POST', LIMITS, { limits });
const errorOf = (reply: LightMyRequestResponse) => (reply.json() as { errors: Array<{ code: string; meta?: Record<string, unknown> }> }).errors[0];

async function settingsOn(call: Caller, host: string) {
  const reply = await on(call, host, 'GET', `${API}/settings`);
  expect(validate_paymentSettingsReply(reply.json())).toBe(true);
  return reply.json().depositLimits as { required: Array<{ period: string; limitType: number }>; maximumPerMonth: number | null; prompt: boolean };
}

/** Pays a deposit on the payment page, so that it counts against the deposit limits. */
async function paid(reply: LightMyRequestResponse): Promise<void> {
  expect(reply.statusCode).toBe(201);
  const url = new URL(reply.json().redirectUrl as string);
  const pressed = await app.inject({ method: 'POST', url: url.pathname, headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
  expect(pressed.headers.location).toContain('/onpay/success');
}

const player = () => bffCaller(app, { prefix: 'mandatory-deposit-limit' });

describe('the deposit limits a jurisdiction profile requires before a deposit (mandatoryDepositLimit)', { timeout: 30_000 }, () => {
  it('se: a deposit is refused until the day, week and month limits are set, then it goes through', async () => {
    const call = await player();
    expect(await settingsOn(call, 'se.localhost')).toEqual({
      required: [
        { period: 'day', limitType: 20 },
        { period: 'week', limitType: 21 },
        { period: 'month', limitType: 22 },
      ],
      periods: ALL_PERIODS,
      maximumPerMonth: null,
      prompt: false,
    });
    const refused = await deposit(call, 'se.localhost', 1_000);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'deposit_limit_required', meta: { periods: ['day', 'week', 'month'], maximumPerMonth: null } });

    expect((await setLimits(call, 'se.localhost', [{ limitType: 20, limitValue: 5_000 }])).statusCode).toBe(200);
    expect(errorOf(await deposit(call, 'se.localhost', 1_000)).meta).toMatchObject({ periods: ['week', 'month'] });
    expect((await setLimits(call, 'se.localhost', [{ limitType: 21, limitValue: 10_000 }, { limitType: 22, limitValue: 50_000 }])).statusCode).toBe(200);
    expect((await settingsOn(call, 'se.localhost')).required).toEqual([]);
    await paid(await deposit(call, 'se.localhost', 1_000));
  });

  it('se: a required limit cannot be removed (the no-limit value)', async () => {
    const call = await player();
    await setLimits(call, 'se.localhost', [{ limitType: 21, limitValue: 10_000 }]);
    const removed = await setLimits(call, 'se.localhost', [{ limitType: 21, limitValue: 999_999_999 }]);
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toMatchObject({ success: false, title: 'This deposit limit is required here: it can be changed but not removed.' });
  });

  it('de: a monthly limit above 1,000 is refused, and so is removing it; at most 1,000 a month is deposited, on every domain of the operator', async () => {
    const call = await player();
    expect(await settingsOn(call, 'de.localhost')).toEqual({ required: [{ period: 'month', limitType: 22 }], periods: ALL_PERIODS, maximumPerMonth: 1_000, prompt: false });
    expect(errorOf(await deposit(call, 'de.localhost', 500))).toMatchObject({ code: 'deposit_limit_required', meta: { periods: ['month'], maximumPerMonth: 1_000 } });
    expect((await setLimits(call, 'de.localhost', [{ limitType: 22, limitValue: 1_000.01 }])).json()).toMatchObject({ success: false, status: 403 });
    expect((await setLimits(call, 'de.localhost', [{ limitType: 22, limitValue: 1_000 }])).statusCode).toBe(200);
    expect((await setLimits(call, 'de.localhost', [{ limitType: 22, limitValue: 999_999_999 }])).statusCode).toBe(403);

    await paid(await deposit(call, 'de.localhost', 700));
    // The limit is the player's on every domain: localhost (profile none) holds the same cap.
    const above = await deposit(call, 'localhost', 400);
    expect(above.statusCode).toBe(403);
    expect(errorOf(above)).toMatchObject({ code: 'deposit_limit_exceeded', meta: { remaining: 300 } });
    await paid(await deposit(call, 'localhost', 300));
    expect(errorOf(await deposit(call, 'de.localhost', 100))).toMatchObject({ code: 'deposit_limit_exceeded', meta: { remaining: 0 } });
  });

  it('de: a monthly limit above 1,000 set on another domain does not satisfy the profile', async () => {
    const call = await player();
    expect((await setLimits(call, 'localhost', [{ limitType: 22, limitValue: 5_000 }])).statusCode).toBe(200);
    expect((await settingsOn(call, 'de.localhost')).required).toEqual([{ period: 'month', limitType: 22 }]);
    expect(errorOf(await deposit(call, 'de.localhost', 100)).code).toBe('deposit_limit_required');
    // Lowering applies at once.
    expect((await setLimits(call, 'de.localhost', [{ limitType: 22, limitValue: 800 }])).statusCode).toBe(200);
    expect((await deposit(call, 'de.localhost', 100)).statusCode).toBe(201);
  });

  it('ukgc: the first deposit offers a limit (prompt) to a player who has none, and requires none; none: neither', async () => {
    const call = await player();
    expect(await settingsOn(call, 'uk.localhost')).toEqual({ required: [], periods: ALL_PERIODS, maximumPerMonth: null, prompt: true });
    expect(await settingsOn(call, 'localhost')).toEqual({ required: [], periods: ALL_PERIODS, maximumPerMonth: null, prompt: false });
    await paid(await deposit(call, 'uk.localhost', 1_000));
    expect((await settingsOn(call, 'uk.localhost')).prompt).toBe(false);

    const withLimit = await player();
    await setLimits(withLimit, 'uk.localhost', [{ limitType: 20, limitValue: 123.45 }]);
    expect((await settingsOn(withLimit, 'uk.localhost')).prompt).toBe(false);
  });

  it('the lowest of the day, week and month limits caps a deposit', async () => {
    const call = await player();
    await setLimits(call, 'localhost', [
      { limitType: 20, limitValue: 5_000 },
      { limitType: 21, limitValue: 2_000 },
      { limitType: 22, limitValue: 3_000 },
    ]);
    expect(errorOf(await deposit(call, 'localhost', 2_100))).toMatchObject({ code: 'deposit_limit_exceeded', meta: { remaining: 2_000 } });
    await paid(await deposit(call, 'localhost', 1_500));
    // The month (3 000) has 1 500 left, the week (2 000) 500: the week's applies.
    expect(errorOf(await deposit(call, 'localhost', 600))).toMatchObject({ code: 'deposit_limit_exceeded', meta: { remaining: 500 } });
  });
});
