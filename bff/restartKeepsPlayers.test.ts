// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { createServer } from './createServer.ts';

/**
 * `npm start` keeps the player platform in PGlite under state/: what a server wrote is there after it stops and a
 * new one starts on the same folder (a new process knows nothing else of the first).
 */
const SCENARIO = 'restart';
const REALM = 'restart-test';
let stateDir: string;

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'bff-restart-'));
});
afterAll(() => rm(stateDir, { recursive: true, force: true }));

const serverOnState = () => createServer({ root: projectRoot, testMode: true, stateDir, realm: REALM });

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, { cookie = '', token = '', body }: { cookie?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { host: 'localhost', cookie: `bff_scenario=${SCENARIO}${cookie ? `; ${cookie}` : ''}` };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

const sessionCookieOf = (reply: { headers: Record<string, unknown> }) => String(reply.headers['set-cookie']).split(';')[0];
const tokenOf = async (app: FastifyInstance, cookie: string) => (await call(app, 'GET', '/web-api/user/gettoken', { cookie })).json().data.token as string;
const mainBalance = async (app: FastifyInstance, token: string) =>
  ((await call(app, 'GET', '/web-api/user/accounts', { token })).json().accounts as Array<{ type: number; money: number }>).find((account) => account.type === 0)!.money;

async function bet(app: FastifyInstance, token: string, requestId: string) {
  const events = (await call(app, 'GET', '/line-api/v1/line/events?sport=football')).json().events as Array<{ markets: Array<{ outcomes: Array<{ id: string; coef: number; isBlocked: boolean }> }> }>;
  const outcome = events.flatMap((event) => event.markets[0]?.outcomes ?? []).find((candidate) => !candidate.isBlocked)!;
  const body = { requestId, accountId: '1000011', typeId: 0, amount: 100, bets: [{ marketId: outcome.id, coef: outcome.coef }], changeCoefAction: 1, exactCoef: null };
  return call(app, 'POST', '/coupon-api/v1/place', { token, body });
}

describe('a restart of the BFF on the same state folder', { timeout: 120_000 }, () => {
  it('keeps players, sessions, balances, bets, limits and self-exclusions', async () => {
    const first = serverOnState();
    const registered = await call(first, 'POST', '/web-api/auth/registration', { body: { type: 'full_reg', email: 'kept@example.com', password: 'kept-password-1', currencyId: 978, bonusChoice: 0, birthDate: '1990-05-17', termsAccepted: true, privacyAccepted: true, marketingConsent: false } });
    expect(registered.statusCode).toBe(200);
    const newcomer = await tokenOf(first, sessionCookieOf(registered));
    const limit = await call(first, 'POST', '/limit-service-api/api/external/web/v3/limits', { token: newcomer, body: { limits: [{ limitType: 1, limitValue: 1000 }] } });
    expect(limit.statusCode).toBe(200);

    const demoCookie = sessionCookieOf(await call(first, 'POST', '/web-api/auth/login', { body: { login: 'demo@northbet.example', password: 'demo1234' } }));
    const demo = await tokenOf(first, demoCookie);
    const balanceBefore = await mainBalance(first, demo);
    expect((await bet(first, demo, 'before-restart')).statusCode).toBe(200);
    expect((await call(first, 'POST', '/limit-service-api/limit/external/web/api/v1/BlockUser', { token: demo, body: { days: 1 } })).statusCode).toBe(200);
    await first.close();

    const second = serverOnState();
    try {
      // The session cookie and even the bearer token still hold: both live in the database with their signing key.
      expect(await mainBalance(second, demo)).toBe(balanceBefore - 100);
      const bets = (await call(second, 'GET', '/coupon-api/v1/history', { token: demo })).json().coupons as Array<{ amount: number }>;
      expect(bets.map((coupon) => coupon.amount)).toEqual([100]);
      expect((await call(second, 'GET', '/web-api/user/gettoken', { cookie: demoCookie })).statusCode).toBe(200);
      const refused = await bet(second, demo, 'after-restart');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].code).toBe('gambling_restricted');

      const signIn = await call(second, 'POST', '/web-api/auth/login', { body: { login: 'kept@example.com', password: 'kept-password-1' } });
      expect(signIn.statusCode).toBe(200);
      const again = await tokenOf(second, sessionCookieOf(signIn));
      const limits = (await call(second, 'GET', '/limit-service-api/api/external/web/v3/limits', { token: again })).json().limits as Array<{ limitType: number; limitValue: number }>;
      expect(limits).toContainEqual(expect.objectContaining({ limitType: 1, limitValue: 1000 }));
      const accounts = (await call(second, 'GET', '/web-api/user/accounts', { token: again })).json().accounts as Array<{ iso: string }>;
      expect(accounts.map((account) => account.iso)).toEqual(['EUR', 'EUR']);
    } finally {
      await second.close();
    }
  });
});
