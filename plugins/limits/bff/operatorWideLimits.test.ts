// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../bff/createServer.ts';
import { openTestDatabase, switchableTestDatabase } from '../../../tests/support/databaseTemplate.ts';
import { createTestBff, projectRoot } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';

const app = createTestBff();
afterAll(() => app.close());

const BLOCK_USER = '/limit-service-api/limit/external/web/api/v1/BlockUser';
const LIMITS = '/limit-service-api/api/external/web/v3/limits';
const MAIN = '1000011';

/** A call of the caller's player on another of the operator's domains (same session, another Host). */
function on(server: FastifyInstance, call: Caller, host: string, method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) {
  return server.inject({
    method,
    url,
    headers: {
      host,
      cookie: `bff_scenario=${call.scenario}; ${call.cookie}`,
      authorization: `Bearer ${call.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

const errorCode = (reply: { json(): unknown }) => (reply.json() as { errors?: Array<{ code?: string }> }).errors?.[0]?.code;

async function openOutcome(call: Caller): Promise<{ marketId: string; coef: number }> {
  const events = (await call.get('/line-api/v1/line/events?sport=football')).json().events as Array<{ markets: Array<{ outcomes: Array<{ id: string; coef: number; isBlocked: boolean }> }> }>;
  const outcome = events.flatMap((event) => event.markets[0]?.outcomes ?? []).find((candidate) => !candidate.isBlocked);
  if (!outcome) throw new Error('the demo line has no open outcome');
  return { marketId: outcome.id, coef: outcome.coef };
}

let requests = 0;
const betOn = async (server: FastifyInstance, call: Caller, host: string) => {
  const { marketId, coef } = await openOutcome(call);
  return on(server, call, host, 'POST', '/coupon-api/v1/place', { requestId: `operator-wide-${++requests}`, accountId: MAIN, typeId: 0, amount: 100, bets: [{ marketId, coef }], changeCoefAction: 2, exactCoef: null });
};

describe('a self-exclusion holds for the player on every domain of the operator', () => {
  it('made on localhost, it refuses a bet on sports.localhost, a deposit there, a real launch and a bonus play on casino.localhost', async () => {
    const call = await caller(app, { patch: { sports: { frozen: true } }, prefix: 'operator-wide' });
    expect((await betOn(app, call, 'sports.localhost')).statusCode).toBe(200);
    expect((await on(app, call, 'localhost', 'POST', BLOCK_USER, { days: 1 })).json()).toEqual({ success: true });

    const bet = await betOn(app, call, 'sports.localhost');
    expect([bet.statusCode, errorCode(bet)]).toEqual([403, 'gambling_restricted']);
    const deposit = await on(app, call, 'sports.localhost', 'POST', '/payments-api/v1/deposits', { methodId: 'card', accountId: MAIN, amount: 1000, lang: 'en' }, { 'idempotency-key': `operator-wide-${++requests}` });
    expect([deposit.statusCode, errorCode(deposit)]).toEqual([403, 'gambling_restricted']);
    const launch = await on(app, call, 'casino.localhost', 'POST', '/casino-api/v1/launch', { gameId: 1, mode: 'real', lang: 'en' });
    expect([launch.statusCode, errorCode(launch)]).toEqual([403, 'gambling_restricted']);
    const bonus = await on(app, call, 'casino.localhost', 'POST', '/casino-api/v1/bonus-games/fortuna-bonus/play', {});
    expect([bonus.statusCode, errorCode(bonus)]).toEqual([403, 'gambling_restricted']);
    const limits = (await on(app, call, 'vip.localhost', 'GET', LIMITS)).json().limits as Array<{ limitType: number }>;
    expect(limits.map((limit) => limit.limitType)).toEqual([30]);
  });

  it('is kept in the database: every change is in the history, and another scenario (another realm) sees none of it', async () => {
    const call = await caller(app, { prefix: 'operator-wide' });
    await on(app, call, 'localhost', 'POST', BLOCK_USER, { days: 7, selfExcludeReason: 2 });
    const database = await openTestDatabase();
    const history = await database.query<{ action: string; limit_type: number; limit_value: number }>(
      "SELECT action, limit_type, limit_value FROM limits_history WHERE realm LIKE '%|' || $1 ORDER BY id",
      [call.scenario],
    );
    expect(history).toEqual([{ action: 'set', limit_type: 30, limit_value: 7 }]);
    const other = await caller(app, { prefix: 'operator-wide' });
    expect((await betOn(app, other, 'localhost')).statusCode).toBe(200);
  });
});

describe('the limits survive a restart of the server', () => {
  it('keeps a self-exclusion in PGlite under the state folder: the next server refuses the bet', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'bff-restart-'));
    try {
      const first = createServer({ root: projectRoot, stateDir, realm: 'restart' });
      const call = await caller(first, { prefix: 'restart' });
      expect((await on(first, call, 'localhost', 'POST', BLOCK_USER, { days: 1 })).statusCode).toBe(200);
      await first.close();
      const second = createServer({ root: projectRoot, stateDir, realm: 'restart' });
      try {
        const again = await caller(second, { prefix: 'restart' });
        const limits = (await on(second, again, 'localhost', 'GET', LIMITS)).json().limits as Array<{ limitType: number; limitState: string }>;
        expect(limits).toMatchObject([{ limitType: 30, limitState: 'ACTIVE' }]);
        const bet = await betOn(second, again, 'localhost');
        expect([bet.statusCode, errorCode(bet)]).toEqual([403, 'gambling_restricted']);
      } finally {
        await second.close();
      }
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
    // Creating a PGlite folder takes seconds on this machine; opening it again under one.
  }, 60_000);
});

describe('bad stored state and a database that is down', () => {
  it('answers a clear error for a corrupt limits row and keeps every other player', async () => {
    const call = await caller(app, { prefix: 'corrupt' });
    const healthy = await caller(app, { prefix: 'corrupt' });
    await on(app, call, 'localhost', 'POST', BLOCK_USER, { days: 1 });
    await on(app, healthy, 'localhost', 'POST', BLOCK_USER, { days: 7 });
    const database = await openTestDatabase();
    await database.query("UPDATE limits_limit SET limit_type = 99 WHERE realm LIKE '%|' || $1", [call.scenario]);
    const corrupt = await on(app, call, 'localhost', 'GET', LIMITS);
    expect(corrupt.statusCode).toBe(500);
    expect(corrupt.json()).toMatchObject({ success: false, title: 'Your limits cannot be read right now. Please contact support.' });
    expect((await on(app, healthy, 'localhost', 'GET', LIMITS)).json().limits).toMatchObject([{ limitType: 30, limitValue: 7 }]);
  });

  it('answers 503 with a JSON:API error while the database is down, and goes on serving what needs none', async () => {
    const { database: failing, setDown } = switchableTestDatabase();
    const server = createServer({ root: projectRoot, testMode: true, database: failing });
    try {
      const call = await caller(server, { prefix: 'down' });
      setDown(true);
      const refused = await on(server, call, 'localhost', 'POST', BLOCK_USER, { days: 1 });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ errors: [{ status: '503', code: 'service_unavailable', detail: 'The service is unavailable, please try again shortly' }] });
      // Every module's calls answer the same, whatever error handler their scope has.
      for (const url of ['/web-api/user/accounts', '/coupon-api/v1/history', '/casino-api/v1/favorites', '/web-api/session/check']) {
        const reply = await on(server, call, 'localhost', 'GET', url);
        expect([url, reply.statusCode, reply.json()]).toEqual([url, 503, refused.json()]);
      }
      expect((await server.inject({ url: '/bff-api/config/all.json', headers: { host: 'localhost' } })).statusCode).toBe(200);
      setDown(false);
      expect((await on(server, call, 'localhost', 'POST', BLOCK_USER, { days: 1 })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
