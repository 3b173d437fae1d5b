// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { validate_accountsReply } from '../src/generated/validate_accountsReply.js';
import { validate_availableCurrenciesReply } from '../src/generated/validate_availableCurrenciesReply.js';
import { validate_walletActionReply } from '../src/generated/validate_walletActionReply.js';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';
import { CURRENCY_OPENING_MS, WalletDesk, walletKeyOf } from './wallets.ts';

const app = createTestBff();
afterAll(() => app.close());

const MAIN = '1000011';
const USD = '1000013';

const remove = (call: Caller, accountId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/web-api/user/accounts/currency/${accountId}`,
    headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}` },
  });
const accounts = async (call: Caller) => (await call.get('/web-api/user/accounts')).json().accounts as Array<{ id: string; iso: string; isActive: boolean; type: number }>;

describe('wallet calls (contract)', () => {
  it.each([
    ['GET', '/web-api/user/accounts/currencies'],
    ['POST', '/web-api/user/accounts/active'],
    ['POST', '/web-api/user/accounts/currency'],
  ])('%s %s answers 401 to a visitor', async (method, url) => {
    const visitor = await caller(app, { login: null });
    const reply = method === 'GET' ? await visitor.get(url) : await visitor.post(url, { id: MAIN });
    expect(reply.statusCode).toBe(401);
  });

  it('lists the currencies the player may still open, by ISO 4217 numeric id', async () => {
    const call = await caller(app);
    const reply = (await call.get('/web-api/user/accounts/currencies')).json();
    expect(validate_availableCurrenciesReply(reply)).toBe(true);
    // The demo player holds RUB (main) and USD (currency account).
    expect(reply.currencies).toEqual([
      { id: 978, iso: 'EUR' },
      { id: 398, iso: 'KZT' },
    ]);
  });

  it('changes the active account', async () => {
    const call = await caller(app);
    const reply = await call.post('/web-api/user/accounts/active', { id: USD });
    expect(reply.statusCode).toBe(200);
    expect(validate_walletActionReply(reply.json())).toBe(true);
    expect(reply.json().success).toBe(true);
    const list = await accounts(call);
    expect(validate_accountsReply({ accounts: list })).toBe(true);
    expect(list.filter((account) => account.isActive).map((account) => account.id)).toEqual([USD]);
  });

  it('opens a currency account only after a delay, so the client has to poll', async () => {
    const call = await caller(app);
    const reply = await call.post('/web-api/user/accounts/currency', { currencyId: 978 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, data: { message: 'Your EUR account is being opened' } });
    expect((await accounts(call)).some((account) => account.iso === 'EUR')).toBe(false);
    // Asking again while it opens is refused.
    const again = await call.post('/web-api/user/accounts/currency', { currencyId: 978 });
    expect(again.statusCode).toBe(400);
  });

  it.each([
    ['an account in a currency already held', '/web-api/user/accounts/currency', { currencyId: 840 }, 'currency_exists', 'You already have an account in USD'],
    ['an unknown currency', '/web-api/user/accounts/currency', { currencyId: 999 }, 'unknown_currency', 'This currency is not offered'],
    ['an account that is not the player’s', '/web-api/user/accounts/active', { id: '1000021' }, 'account_not_found', 'There is no such account'],
  ])('refuses %s with the message for the player in data.message', async (_, url, body, code, message) => {
    const call = await caller(app);
    const reply = await call.post(url, body);
    expect(reply.statusCode).toBe(400);
    expect(validate_walletActionReply(reply.json())).toBe(true);
    expect(reply.json()).toEqual({ success: false, data: { message }, errors: [{ status: '400', code, detail: message }] });
  });

  it.each([
    ['the main account', MAIN, 'account_not_removable'],
    ['a currency account with money on it', USD, 'balance_not_zero'],
    ['an unknown account', '999', 'account_not_found'],
  ])('refuses to remove %s', async (_, accountId, code) => {
    const call = await caller(app);
    const reply = await remove(call, accountId);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].code).toBe(code);
    expect(reply.json().success).toBe(false);
  });

  it.each([
    ['/web-api/user/accounts/active', { id: 1000011 }, 'body/id must be string'],
    ['/web-api/user/accounts/active', { id: '1'.repeat(21) }, 'body/id must match pattern'],
    ['/web-api/user/accounts/active', { id: MAIN, extra: 1 }, 'body must NOT have additional properties'],
    ['/web-api/user/accounts/active', [MAIN], 'body must be object'],
    ['/web-api/user/accounts/currency', { currencyId: '840' }, 'body/currencyId must be integer'],
    ['/web-api/user/accounts/currency', { currencyId: 1000 }, 'body/currencyId must be <= 999'],
    ['/web-api/user/accounts/currency', {}, "body must have required property 'currencyId'"],
  ])('answers a malformed body of %s, %j, with a JSON:API 400 by its schema', async (url, body, detail) => {
    const call = await caller(app);
    const reply = await call.post(url, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: [{ status: '400', code: 'invalid_request', detail: expect.stringContaining(detail) }] });
  });

  it('answers an account id in the path that is not digits with a JSON:API 400 by its schema', async () => {
    const call = await caller(app);
    const reply = await remove(call, 'main');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0]).toMatchObject({ code: 'invalid_request', detail: expect.stringContaining('params/id must match pattern') });
  });
});

describe('wallet desk', () => {
  async function walletDesk() {
    let now = Date.UTC(2026, 4, 1, 12);
    const desk = new WalletDesk(await openTestDatabase(), { now: () => now });
    return { desk, wallet: walletKeyOf('42', `unit-${randomUUID()}`), advance: (ms: number) => (now += ms) };
  }

  it('gives users without accounts in users.json a main and a bonus account, with the fields of the spec', async () => {
    const { desk, wallet } = await walletDesk();
    const reply = await desk.accounts(wallet);
    expect(validate_accountsReply(reply)).toBe(true);
    expect(reply.accounts).toEqual([
      { id: '421', type: 0, iso: 'RUB', symbol: '₽', currencyId: 643, money: 50_000, points: 0, isActive: true, label: 'Main account' },
      { id: '422', type: 4, iso: 'RUB', symbol: '₽', currencyId: 643, money: 0, points: 0, isActive: false, label: 'Bonus account' },
    ]);
  });

  it('lets a holder of the wallet settle before it is read, and refuse the removal of an account it holds money of', async () => {
    const { desk, wallet, advance } = await walletDesk();
    desk.addHolder({
      settleDue: async (walletKey) => {
        if (walletKey === wallet) await desk.credit(walletKey, '421', 150, 'test:held-payout');
      },
      refuseRemoval: async (_walletKey, accountId) => (accountId === '423' ? { code: 'open_bets', message: 'Wait until the bets on this account are settled' } : null),
    });
    expect(await desk.debit(wallet, '421', 5_000_001, 'test:too-much')).toBe(false);
    expect(await desk.debit(wallet, '421', 1_000, 'test:stake')).toBe(true);
    // The holder settles on every read; its payout is entered once, under its reference.
    expect((await desk.accounts(wallet)).accounts[0].money).toBe(50_000 - 10 + 1.5);
    expect((await desk.accounts(wallet)).accounts[0].money).toBe(50_000 - 10 + 1.5);
    await desk.openCurrency(wallet, 840);
    advance(CURRENCY_OPENING_MS);
    await expect(desk.closeCurrency(wallet, '423')).rejects.toThrow('Wait until the bets on this account are settled');
  });

  it('enters a change once per reference, and never lets a balance go below zero', async () => {
    const { desk, wallet } = await walletDesk();
    expect(await desk.debit(wallet, '421', 1_000, 'test:bet-1')).toBe(true);
    expect(await desk.debit(wallet, '421', 1_000, 'test:bet-1')).toBe(true);
    expect((await desk.account(wallet, '421'))?.minor).toBe(5_000_000 - 1_000);
    // A stake the balance does not cover is refused before a win in the same transaction could cover it.
    expect(await desk.enter(wallet, '421', [{ minor: -5_000_000, reference: 'test:spin:stake' }, { minor: 10_000, reference: 'test:spin:win' }])).toBe(false);
    expect((await desk.account(wallet, '421'))?.minor).toBe(5_000_000 - 1_000);
    // Concurrent stakes of the whole balance: one is taken, the other refused.
    const outcomes = await Promise.all([desk.debit(wallet, '421', 4_999_000, 'test:all-in-1'), desk.debit(wallet, '421', 4_999_000, 'test:all-in-2')]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect((await desk.account(wallet, '421'))?.minor).toBe(0);
  });

  it(`opens a currency account ${CURRENCY_OPENING_MS} ms after it is asked for`, async () => {
    const { desk, wallet, advance } = await walletDesk();
    await desk.openCurrency(wallet, 840);
    advance(CURRENCY_OPENING_MS - 1);
    expect((await desk.accounts(wallet)).accounts.map((account) => account.iso)).toEqual(['RUB', 'RUB']);
    advance(1);
    expect((await desk.accounts(wallet)).accounts.at(-1)).toEqual({ id: '423', type: 9, iso: 'USD', symbol: '$', currencyId: 840, money: 0, points: 0, isActive: false, label: 'Currency account' });
  });

  it('removes an empty, inactive currency account and never reuses its id', async () => {
    const { desk, wallet, advance } = await walletDesk();
    await desk.openCurrency(wallet, 840);
    advance(CURRENCY_OPENING_MS);
    expect(await desk.closeCurrency(wallet, '423')).toEqual({ success: true, data: { message: 'The USD account is removed' } });
    await desk.openCurrency(wallet, 840);
    advance(CURRENCY_OPENING_MS);
    expect((await desk.accounts(wallet)).accounts.map((account) => account.id)).toEqual(['421', '422', '424']);
  });

  it('refuses to remove the active account', async () => {
    const { desk, wallet, advance } = await walletDesk();
    await desk.openCurrency(wallet, 978);
    advance(CURRENCY_OPENING_MS);
    await desk.setActive(wallet, '423');
    await expect(desk.closeCurrency(wallet, '423')).rejects.toThrow('Make another account active before removing this one');
  });
});
