// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../../tests/support/bffFetch.ts';
import { caller } from '../../../../tests/support/bffCaller.ts';

const app = createTestBff();
afterAll(() => app.close());

/** The unverified demo player, with no deposit yet, and their main account (plugins/account/bff/users.json). */
const NEW_PLAYER = 'unverified@northbet.example';
const MAIN = '1000041';

const hasDeposit = async (get: (url: string) => Promise<LightMyRequestResponse>) => (await get('/web-api/user/config')).json().result.has_deposit as boolean;

/** Starts a deposit and presses the payment page's button: `outcome` as the provider answered. */
async function depositWith(player: Awaited<ReturnType<typeof caller>>, outcome: 'success' | 'fail', key: string): Promise<void> {
  const started = await app.inject({
    method: 'POST',
    url: '/payments-api/v1/deposits',
    headers: { host: 'localhost', cookie: `bff_scenario=${player.scenario}; ${player.cookie}`, authorization: `Bearer ${player.token}`, 'content-type': 'application/json', 'idempotency-key': key },
    payload: JSON.stringify({ methodId: 'card', accountId: MAIN, amount: 500, lang: 'en' }),
  });
  expect(started.statusCode, started.body).toBe(201);
  const page = new URL(started.json().redirectUrl as string);
  const pressed = await app.inject({ method: 'POST', url: page.pathname, headers: { host: page.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
  expect(pressed.headers.location).toContain(`/onpay/${outcome}`);
}

describe('a first deposit opens the site (access rule 7: has_deposit)', { timeout: 30_000 }, () => {
  it('a failed payment leaves has_deposit false; a paid one sets it, in the user config the identification guard reads', async () => {
    const player = await caller(app, { login: NEW_PLAYER, prefix: 'first-deposit' });
    expect(await hasDeposit(player.get)).toBe(false);
    await depositWith(player, 'fail', `first-deposit-fail-${Date.now()}`);
    expect(await hasDeposit(player.get)).toBe(false);
    await depositWith(player, 'success', `first-deposit-paid-${Date.now()}`);
    expect(await hasDeposit(player.get)).toBe(true);
  });
});

describe('a newly registered player', { timeout: 30_000 }, () => {
  it('has has_deposit once their first deposit is paid', async () => {
    const email = `first-deposit-${Date.now()}@northbet.example`;
    const birthDate = `${new Date().getUTCFullYear() - 30}-01-15`;
    const registered = await app.inject({
      method: 'POST',
      url: '/web-api/auth/registration',
      headers: { host: 'localhost' },
      payload: { type: 'full_reg', email, password: 'secret123', currencyId: 840, bonusChoice: 1, birthDate, termsAccepted: true, privacyAccepted: true, marketingConsent: false },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const cookie = String(registered.headers['set-cookie']).split(';')[0];
    const get = (url: string, authorization?: string) => app.inject({ url, headers: { host: 'localhost', cookie, ...(authorization ? { authorization } : {}) } });
    const token = (await get('/web-api/user/gettoken?force_refresh=true')).json().data.token as string;
    const accountId = (await get('/web-api/user/accounts', `Bearer ${token}`)).json().accounts[0].id as string;
    const started = await app.inject({
      method: 'POST',
      url: '/payments-api/v1/deposits',
      headers: { host: 'localhost', cookie, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `first-deposit-new-${Date.now()}` },
      payload: JSON.stringify({ methodId: 'card-usd', accountId, amount: 50, lang: 'en' }),
    });
    expect(started.statusCode, started.body).toBe(201);
    const page = new URL(started.json().redirectUrl as string);
    await app.inject({ method: 'POST', url: page.pathname, headers: { host: page.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
    expect(await hasDeposit((url) => get(url))).toBe(true);
  });
});
