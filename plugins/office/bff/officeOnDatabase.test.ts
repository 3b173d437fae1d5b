// @vitest-environment node
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../bff/createServer.ts';
import type { Database } from '../../../bff/database/database.ts';
import { patchScenario, projectRoot } from '../../../tests/support/bffFetch.ts';
import { caller, signIn } from '../../../tests/support/bffCaller.ts';
import { openTestDatabase, testDatabase } from '../../../tests/support/databaseTemplate.ts';
import type { Payment } from '../schemas/payments.ts';
import { OFFICE_API } from './officeRouteKit.ts';
import { PENDING_DEPOSIT_SETTLE_S } from './payments/paymentsDesk.ts';
import { PAYMENTS_API } from './payments/registerPayments.ts';

/**
 * The office keeps a player's state in the database: a server started after another one stopped, or running beside
 * it, on the same database and realm (one operator's platform) sees the same player.
 */
const REALM = 'office-on-database';
const servers: FastifyInstance[] = [];
const serverOnTheDatabase = (database: Database = testDatabase()) => {
  const server = createServer({ root: projectRoot, testMode: true, database, realm: REALM });
  servers.push(server);
  return server;
};
afterAll(() => Promise.all(servers.map((server) => server.close())));

/**
 * The test database, with the first query matching `sql` after `arm()` held back (once it has run, or before it runs
 * with `before`) until `release()`: `reached` resolves when it is held.
 */
function gateAfter(sql: RegExp, { before = false } = {}) {
  const database = testDatabase();
  let armed = false;
  let reach = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const gated: Database = {
    ...database,
    async query<Row>(text: string, params?: readonly unknown[]) {
      const held = armed && sql.test(text);
      if (held) armed = false;
      const hold = async () => {
        reach();
        await released;
      };
      if (held && before) await hold();
      const rows = await database.query<Row>(text, params);
      if (held && !before) await hold();
      return rows;
    },
  };
  return { database: gated, reached, release, arm: () => (armed = true) };
}

/** The test database, failing queries as a database that went down would: `failNext` the next one matching `sql` after `skip` more. */
function faultyDatabase() {
  const database = testDatabase();
  const faults: Array<{ sql: RegExp; skip: number }> = [];
  const faulty: Database = {
    ...database,
    async query<Row>(text: string, params?: readonly unknown[]) {
      const fault = faults.find((candidate) => candidate.sql.test(text));
      if (fault && fault.skip-- === 0) {
        faults.splice(faults.indexOf(fault), 1);
        throw new Error('the connection to the database was lost');
      }
      return database.query<Row>(text, params);
    },
  };
  return { database: faulty, failNext: (sql: RegExp, { skip = 0 } = {}) => faults.push({ sql, skip }) };
}

const DEMO_USER = '100001';
/** The demo player's main account (RUB) and the unverified player's. */
const MAIN = '1000011';
const UNVERIFIED_MAIN = '1000041';

interface Player {
  scenario: string;
  cookie?: string;
  token?: string;
}

let keys = 0;
const newKey = () => `office-db-${Date.now()}-${++keys}`;

function send(app: FastifyInstance, player: Player, method: 'GET' | 'POST', url: string, { body, key }: { body?: unknown; key?: string } = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: 'localhost', cookie: `bff_scenario=${player.scenario}; ${player.cookie}`, authorization: `Bearer ${player.token}` };
  if (key) headers['idempotency-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}

const balanceOf = async (app: FastifyInstance, player: Player, accountId = MAIN): Promise<number> =>
  ((await send(app, player, 'GET', '/web-api/user/accounts')).json().accounts as Array<{ id: string; money: number }>).find((account) => account.id === accountId)!.money;

/** A deposit the player left pending on the payment page: it settles PENDING_DEPOSIT_SETTLE_S later. */
async function pendingDeposit(app: FastifyInstance, player: Player, amount: number, { key = newKey(), accountId = MAIN } = {}): Promise<{ payment: Payment; reply: unknown }> {
  const created = await send(app, player, 'POST', `${PAYMENTS_API}/deposits`, { body: { methodId: 'card', accountId, amount, lang: 'en' }, key });
  expect(created.statusCode, created.body).toBe(201);
  const url = new URL(created.json().redirectUrl as string);
  const pressed = await app.inject({ method: 'POST', url: url.pathname, headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=pending' });
  expect(String(pressed.headers.location)).toContain('/en/onpay/pending?');
  return { payment: created.json().payment, reply: created.json() };
}

const depositLimitLeft = async (app: FastifyInstance, player: Player) =>
  ((await send(app, player, 'GET', '/limit-service-api/api/external/web/v3/limits')).json().limits as Array<{ limitType: number; limitBalance: number }>).find((limit) => limit.limitType === 20)?.limitBalance;

/** A server on a faulty database, a player's balance before, and a withdrawal of 500 under one Idempotency-Key. */
async function withdrawalOnFaultyDatabase(prefix: string) {
  const faulty = faultyDatabase();
  const app = serverOnTheDatabase(faulty.database);
  const player = await caller(app, { prefix });
  const key = newKey();
  const withdraw = () => send(app, player, 'POST', `${PAYMENTS_API}/withdrawals`, { body: { methodId: 'card', accountId: MAIN, amount: 500 }, key });
  return { faulty, app, player, before: await balanceOf(app, player), withdraw };
}

describe('the office on the database', { timeout: 60_000 }, () => {
  it('keeps a player’s settings, inbox, payments and idempotency replies when the server restarts', async () => {
    const first = serverOnTheDatabase();
    const player = await caller(first, { prefix: 'restart' });
    expect((await send(first, player, 'POST', `${OFFICE_API}/settings`, { body: { id: 'oneClickBet', value: true } })).statusCode).toBe(200);
    expect((await send(first, player, 'POST', `${OFFICE_API}/messages/m1/read`)).json().unread).toBe(1);
    const before = await balanceOf(first, player);
    const key = newKey();
    const deposit = await pendingDeposit(first, player, 1000, { key });
    await first.close();

    const second = serverOnTheDatabase();
    const settings = (await send(second, player, 'GET', `${OFFICE_API}/settings`)).json() as { commonSettings: Array<{ id: string; value: unknown }> };
    expect(settings.commonSettings.find((setting) => setting.id === 'oneClickBet')?.value).toBe(true);
    expect((await send(second, player, 'GET', `${OFFICE_API}/messages/unread`)).json().unread).toBe(1);
    const repeated = await send(second, player, 'POST', `${PAYMENTS_API}/deposits`, { body: { methodId: 'card', accountId: MAIN, amount: 1000, lang: 'en' }, key });
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(repeated.json()).toEqual(deposit.reply);
    expect((await send(second, player, 'GET', `${PAYMENTS_API}/payments/${deposit.payment.id}`)).json().payment.status).toBe('pending');
    // The payment clock the scenario moves is the realm's, in the database too.
    await patchScenario(second, player.scenario, { payments: { advanceSeconds: PENDING_DEPOSIT_SETTLE_S } });
    expect(await balanceOf(second, player)).toBe(before + 1000);
    expect((await send(second, player, 'GET', `${PAYMENTS_API}/payments?type=deposit`)).json().payments).toMatchObject([{ id: deposit.payment.id, status: 'paid' }]);
  });

  it('pays due deposits once, and counts each against the deposit limits once, when two servers settle them at once', async () => {
    // The first server stops right after it read the wallet's due payments, until the second one settled them.
    const gate = gateAfter(/FROM office_payment p LEFT JOIN office_realm/);
    const first = serverOnTheDatabase(gate.database);
    const second = serverOnTheDatabase();
    const player = await caller(first, { prefix: 'two-servers' });
    await patchScenario(first, player.scenario, { limits: { userId: DEMO_USER, limits: [{ limitType: 20, limitValue: 5000 }] } });
    const before = await balanceOf(first, player);
    for (const amount of [1000, 1200, 1300]) await pendingDeposit(first, player, amount);
    await patchScenario(second, player.scenario, { payments: { advanceSeconds: PENDING_DEPOSIT_SETTLE_S } });

    gate.arm();
    const firstBalance = balanceOf(first, player);
    await gate.reached;
    expect(await balanceOf(second, player)).toBe(before + 3500);
    // The first server goes on with what it read: three pending deposits, due; each is paid already.
    gate.release();
    expect(await firstBalance).toBe(before + 3500);
    expect(await depositLimitLeft(first, player)).toBe(1500);
    const statuses = ((await send(first, player, 'GET', `${PAYMENTS_API}/payments`)).json().payments as Payment[]).map((payment) => payment.status);
    expect(statuses).toEqual(['paid', 'paid', 'paid']);
  });

  it('counts a deposit against the deposit limits once when its page and another server complete it at once', async () => {
    // The first server stops after it marked the deposit paid and paid it in, before it took the due money on.
    const gate = gateAfter(/SET money_due = false/, { before: true });
    const first = serverOnTheDatabase(gate.database);
    const second = serverOnTheDatabase();
    const player = await caller(first, { prefix: 'two-completions' });
    await patchScenario(first, player.scenario, { limits: { userId: DEMO_USER, limits: [{ limitType: 20, limitValue: 5000 }] } });
    const before = await balanceOf(first, player);
    const created = await send(first, player, 'POST', `${PAYMENTS_API}/deposits`, { body: { methodId: 'card', accountId: MAIN, amount: 1000, lang: 'en' }, key: newKey() });
    const url = new URL(created.json().redirectUrl as string);

    gate.arm();
    const pressed = first.inject({ method: 'POST', url: url.pathname, headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
    await gate.reached;
    expect((await send(second, player, 'GET', `${PAYMENTS_API}/payments/${created.json().payment.id}`)).json().payment.status).toBe('paid');
    gate.release();
    expect((await pressed).statusCode).toBe(303);
    expect(await balanceOf(second, player)).toBe(before + 1000);
    expect(await depositLimitLeft(first, player)).toBe(4000);
  });

  it('gives a withdrawal’s hold back when its payment cannot be written, and holds it once when the call is repeated', async () => {
    const { faulty, app, player, before, withdraw } = await withdrawalOnFaultyDatabase('hold-unwritten');

    faulty.failNext(/INSERT INTO office_payment/);
    expect((await withdraw()).statusCode).toBe(500);
    expect(await balanceOf(app, player)).toBe(before);
    expect((await send(app, player, 'GET', `${PAYMENTS_API}/payments`)).json().payments).toEqual([]);
    expect((await withdraw()).statusCode).toBe(201);
    expect(await balanceOf(app, player)).toBe(before - 500);
  });

  it('gives back the hold of a withdrawal run that stopped before it knew whether its payment was written', async () => {
    const { faulty, app, player, before, withdraw } = await withdrawalOnFaultyDatabase('hold-unknown');

    // The write fails, and so does the read that would tell whether it went through: the hold stays, for the next run.
    faulty.failNext(/INSERT INTO office_payment/);
    faulty.failNext(/SELECT \* FROM office_payment WHERE id/, { skip: 1 });
    expect((await withdraw()).statusCode).toBe(500);
    expect(await balanceOf(app, player)).toBe(before - 500);
    const repeated = await withdraw();
    expect(repeated.statusCode).toBe(201);
    expect(await balanceOf(app, player)).toBe(before - 500);
    // The one hold is the payment's: cancelling it gives everything back.
    await send(app, player, 'POST', `${PAYMENTS_API}/withdrawals/${repeated.json().payment.id}/cancel`, { key: newKey() });
    expect(await balanceOf(app, player)).toBe(before);
  });

  it('answers a clear error for a corrupt payment row, to that player only', async () => {
    const app = serverOnTheDatabase();
    const player = await caller(app, { prefix: 'corrupt' });
    const neighbour = { scenario: player.scenario, ...(await signIn(app, 'unverified@northbet.example')) };
    const { payment } = await pendingDeposit(app, player, 1000);
    await pendingDeposit(app, neighbour, 1000, { accountId: UNVERIFIED_MAIN });
    // A status deposits never have, which the table's CHECK allows.
    await (await openTestDatabase()).query("UPDATE office_payment SET status = 'processing' WHERE id = $1", [payment.id]);

    const corrupt = await send(app, player, 'GET', `${PAYMENTS_API}/payments`);
    expect(corrupt.statusCode).toBe(500);
    expect(corrupt.json().errors[0]).toMatchObject({ code: 'stored_corrupt' });
    const healthy = await send(app, neighbour, 'GET', `${PAYMENTS_API}/payments`);
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json().payments).toMatchObject([{ type: 'deposit', status: 'pending', amount: 1000 }]);
  });
});
