// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { caller, signIn, type Caller } from '../../../tests/support/bffCaller.ts';

const app = createTestBff();
afterAll(() => app.close());

let keys = 0;
const send = (server: FastifyInstance, call: Caller, method: 'GET' | 'POST', url: string, body?: unknown) =>
  server.inject({
    method,
    url,
    headers: {
      host: 'localhost',
      cookie: `bff_scenario=${call.scenario}; ${call.cookie}`,
      authorization: `Bearer ${call.token}`,
      'idempotency-key': `rules-${++keys}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

const refusal = (reply: { statusCode: number; json(): unknown }) => {
  const error = (reply.json() as { errors?: Array<{ code?: string; meta?: { reason?: string } }> }).errors?.[0];
  return [reply.statusCode, error?.code, error?.meta?.reason];
};

async function bet(call: Caller, accountId: string) {
  const events = (await call.get('/line-api/v1/line/events?sport=football')).json().events as Array<{ markets: Array<{ outcomes: Array<{ id: string; coef: number; isBlocked: boolean }> }> }>;
  const outcome = events.flatMap((event) => event.markets[0]?.outcomes ?? []).find((candidate) => !candidate.isBlocked)!;
  return send(app, call, 'POST', '/coupon-api/v1/place', { requestId: `rules-${++keys}`, accountId, typeId: 0, amount: 100, bets: [{ marketId: outcome.id, coef: outcome.coef }], changeCoefAction: 2, exactCoef: null });
}

const deposit = (call: Caller, accountId: string) => send(app, call, 'POST', '/payments-api/v1/deposits', { methodId: 'card', accountId, amount: 1000, lang: 'en' });
const realLaunch = (call: Caller) => send(app, call, 'POST', '/casino-api/v1/launch', { gameId: 1, mode: 'real', lang: 'en' });

describe('the rules the pages show hold on the server', () => {
  it('a banned player (ban level 20) can neither bet, deposit, launch a real game, play a bonus game nor withdraw', async () => {
    const banned = await caller(app, { login: 'banned@northbet.example', patch: { sports: { frozen: true } }, prefix: 'rules' });
    expect(refusal(await bet(banned, '1000021'))).toEqual([403, 'gambling_restricted', 'banned']);
    expect(refusal(await deposit(banned, '1000021'))).toEqual([403, 'gambling_restricted', 'banned']);
    expect(refusal(await realLaunch(banned)).slice(0, 2)).toEqual([403, 'gambling_restricted']);
    expect(refusal(await send(app, banned, 'POST', '/casino-api/v1/bonus-games/fortuna-bonus/play', {})).slice(0, 2)).toEqual([403, 'gambling_restricted']);
    expect(refusal(await send(app, banned, 'POST', '/payments-api/v1/withdrawals', { methodId: 'card', accountId: '1000021', amount: 1000 }))).toEqual([403, 'gambling_restricted', 'banned']);
  });

  it('a player whose terms changed can neither bet nor deposit until they accept them in that session', async () => {
    const player = await caller(app, { login: 'terms@northbet.example', patch: { sports: { frozen: true } }, prefix: 'rules' });
    expect(refusal(await bet(player, '1000031'))).toEqual([403, 'gambling_restricted', 'termsNotAccepted']);
    expect(refusal(await deposit(player, '1000031'))).toEqual([403, 'gambling_restricted', 'termsNotAccepted']);
    expect((await send(app, player, 'POST', '/web-api/api-v3/v2/user/agreement-rules/confirm')).statusCode).toBe(200);
    expect((await bet(player, '1000031')).statusCode).toBe(200);
    expect((await deposit(player, '1000031')).statusCode).toBe(201);
  });

  it('once the session limit has ended, bets and real launches are refused; deposits are not', async () => {
    const player = await caller(app, { patch: { sports: { frozen: true } }, prefix: 'rules' });
    await patchScenario(app, player.scenario, { limits: { userId: '100001', limits: [{ limitType: 31, limitValue: 1, limitBalance: 60 }] } });
    expect((await bet(player, '1000011')).statusCode).toBe(200);
    await patchScenario(app, player.scenario, { limits: { advanceSeconds: 61 } });
    expect((await send(app, player, 'POST', '/limit-service-api/api/external/web/v3/ping')).json()).toEqual({ limitBalance: 0, ended: true });
    expect(refusal(await bet(player, '1000011'))).toEqual([403, 'gambling_restricted', 'sessionLimitEnded']);
    expect(refusal(await realLaunch(player)).slice(0, 2)).toEqual([403, 'gambling_restricted']);
    expect((await deposit(player, '1000011')).statusCode).toBe(201);
    // Saving the limit again, or a shorter one, does not start a fresh session.
    for (const hours of [1, 2]) await send(app, player, 'POST', '/limit-service-api/api/external/web/v3/limits', { limits: [{ limitType: 31, limitValue: hours }] });
    expect(refusal(await bet(player, '1000011'))).toEqual([403, 'gambling_restricted', 'sessionLimitEnded']);
  });
});

describe('hostile amounts and names', () => {
  it('refuse a stake below one minor unit on any account, the bonus account included', async () => {
    const player = await caller(app, { patch: { sports: { frozen: true } }, prefix: 'rules' });
    const events = (await player.get('/line-api/v1/line/events?sport=football')).json().events as Array<{ markets: Array<{ outcomes: Array<{ id: string; coef: number; isBlocked: boolean }> }> }>;
    const outcome = events.flatMap((event) => event.markets[0]?.outcomes ?? []).find((candidate) => !candidate.isBlocked)!;
    for (const amount of [1e-9, 0.001]) {
      const reply = await send(app, player, 'POST', '/coupon-api/v1/place', { requestId: `rules-${++keys}`, accountId: '1000012', typeId: 0, amount, bets: [{ marketId: outcome.id, coef: outcome.coef }], changeCoefAction: 2, exactCoef: null });
      expect(reply.statusCode, String(amount)).toBe(400);
    }
  });

  it('answer 400 for a currency the site does not offer, inherited object names included', async () => {
    const player = await caller(app, { prefix: 'rules' });
    for (const currency of ['__proto__', 'constructor', 'toString', 'XXX']) {
      expect((await send(app, player, 'GET', `/payments-api/v1/methods?direction=deposit&currency=${currency}`)).statusCode, currency).toBe(400);
    }
    expect((await send(app, player, 'GET', '/payments-api/v1/methods?direction=deposit&currency=RUB')).statusCode).toBe(200);
  });
});

describe('one balance per player', () => {
  it('every sign-in of a player spends the same money: a second session cannot withdraw what the first took', async () => {
    const scenario = uniqueScenario('rules');
    const sessions: Caller[] = [];
    for (let index = 0; index < 2; index++) sessions.push({ ...(await signIn(app)), scenario } as Caller);
    const balanceOf = async (call: Caller) =>
      ((await send(app, call, 'GET', '/web-api/user/accounts')).json().accounts as Array<{ id: string; money: number }>).find((account) => account.id === '1000011')!.money;
    const withdraw = (call: Caller) => send(app, call, 'POST', '/payments-api/v1/withdrawals', { methodId: 'card', accountId: '1000011', amount: 50_000 });
    expect(await balanceOf(sessions[1])).toBe(50_000);
    expect((await withdraw(sessions[0])).statusCode).toBe(201);
    expect(await balanceOf(sessions[1])).toBe(0);
    const again = await withdraw(sessions[1]);
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'insufficient_withdrawable']);
  });
});

describe('the wagering and loss limits hold on the server', () => {
  const placeOf = async (call: Caller, amount: number) => {
    const events = (await call.get('/line-api/v1/line/events?sport=football')).json().events as Array<{ markets: Array<{ outcomes: Array<{ id: string; coef: number; isBlocked: boolean }> }> }>;
    const outcome = events.flatMap((event) => event.markets[0]?.outcomes ?? []).find((candidate) => !candidate.isBlocked)!;
    return send(app, call, 'POST', '/coupon-api/v1/place', { requestId: `rules-${++keys}`, accountId: '1000011', typeId: 0, amount, bets: [{ marketId: outcome.id, coef: outcome.coef }], changeCoefAction: 1, exactCoef: null });
  };
  const overLimit = (reply: { statusCode: number; json(): unknown }) => {
    const error = (reply.json() as { errors: Array<{ code: string; meta: { remaining: number; limitType: number } }> }).errors[0];
    return [reply.statusCode, error.code, error.meta.limitType, error.meta.remaining];
  };

  it('refuse a bet whose stake passes what the 24 h wagering limit leaves, with the remaining amount; stakes add up', async () => {
    const player = await caller(app, { patch: { sports: { frozen: true } }, prefix: 'rules' });
    await send(app, player, 'POST', '/limit-service-api/api/external/web/v3/limits', { limits: [{ limitType: 1, limitValue: 1_000 }] });
    expect(overLimit(await placeOf(player, 5_000))).toEqual([403, 'wagering_limit_exceeded', 1, 1_000]);
    expect((await placeOf(player, 600)).statusCode).toBe(200);
    expect(overLimit(await placeOf(player, 500))).toEqual([403, 'wagering_limit_exceeded', 1, 400]);
    expect((await placeOf(player, 400)).statusCode).toBe(200);
  });

  it('refuse a bet whose possible loss passes what the loss limit leaves', async () => {
    const player = await caller(app, { patch: { sports: { frozen: true } }, prefix: 'rules' });
    await send(app, player, 'POST', '/limit-service-api/api/external/web/v3/limits', { limits: [{ limitType: 10, limitValue: 1_000 }] });
    expect((await placeOf(player, 800)).statusCode).toBe(200);
    expect(overLimit(await placeOf(player, 300))).toEqual([403, 'loss_limit_exceeded', 10, 200]);
  });

  it('give the stake back to the limits when the bet is refused for another reason, and take concurrent stakes one at a time', async () => {
    const player = await caller(app, { patch: { sports: { frozen: true } }, prefix: 'rules' });
    await send(app, player, 'POST', '/limit-service-api/api/external/web/v3/limits', { limits: [{ limitType: 1, limitValue: 1_000 }] });
    // 900 on an outcome no longer offered: refused (market_blocked), and not counted.
    const gone = await send(app, player, 'POST', '/coupon-api/v1/place', { requestId: `rules-${++keys}`, accountId: '1000011', typeId: 0, amount: 900, bets: [{ marketId: '999999:1:1', coef: 2 }], changeCoefAction: 1, exactCoef: null });
    expect([gone.statusCode, gone.json().errors[0].code]).toEqual([400, 'market_blocked']);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => placeOf(player, 300)));
    expect(concurrent.filter((reply) => reply.statusCode === 200)).toHaveLength(3);
    expect(concurrent.filter((reply) => reply.statusCode === 403)).toHaveLength(2);
  });
});
