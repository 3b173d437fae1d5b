// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import type { CasinoTotoReply, CasinoTotoTicket } from '../schemas/casinoApi.ts';
import { validate_casinoTotoTicket } from '../src/generated/validate_casinoTotoTicket.js';
import { validate_casinoTotoTicketsReply } from '../src/generated/validate_casinoTotoTicketsReply.js';
import { TOTO_RESULTS_AFTER_S, totoResults } from './totoResults.ts';

/** Toto tickets: bought on an open pool with the player's money, once per request, within the rules the page shows. */
const app = createTestBff();
afterAll(() => app.close());

const TICKETS = '/casino-api/v1/toto/tickets';
const MAIN = '1000011';

const balance = async (call: Caller) => ((await call.get('/web-api/user/accounts')).json().accounts as Array<{ id: string; money: number }>).find((account) => account.id === MAIN)!.money;
const refusal = (reply: { statusCode: number; json(): unknown }) => [reply.statusCode, (reply.json() as { errors?: Array<{ code?: string }> }).errors?.[0]?.code];
const expressPool = async (call: Caller) => ((await call.get('/casino-api/v1/toto?section=football&lang=en')).json() as CasinoTotoReply).pools[1];
/** A ticket on the pool: the home side for every event but the first, where `first` is picked. */
const ticket = (poolId: string, events: number, first: string[] = ['1'], lineStake = 50) => ({
  requestId: `toto-${randomUUID()}`,
  poolId,
  picks: [first, ...Array.from({ length: events - 1 }, () => ['1'])],
  lineStake,
});

describe('toto tickets', () => {
  it('takes a ticket\'s lines × line stake from the balance once, and lists it as the player\'s', async () => {
    const call = await caller(app, { prefix: 'toto' });
    const pool = await expressPool(call);
    const body = ticket(pool.id, pool.events.length, ['1', 'x', '2']);
    const placed = await call.post(TICKETS, body);
    expect(placed.statusCode, placed.body).toBe(200);
    const bought = placed.json() as CasinoTotoTicket;
    expect(validate_casinoTotoTicket(bought)).toBe(true);
    expect(bought).toMatchObject({ poolId: pool.id, poolName: pool.name, lines: 3, lineStake: 50, cost: 150, currency: 'RUB', picks: body.picks });
    expect(await balance(call)).toBe(50_000 - 150);
    // The same request again answers the same ticket and takes nothing more; its id reused for another ticket is refused.
    expect((await call.post(TICKETS, body)).json()).toEqual(bought);
    expect(refusal(await call.post(TICKETS, { ...body, lineStake: 5_000 }))).toEqual([409, 'request_reused']);
    expect(await balance(call)).toBe(50_000 - 150);
    const listed = (await call.get(`${TICKETS}?lang=ru`)).json();
    expect(validate_casinoTotoTicketsReply(listed)).toBe(true);
    expect(listed.tickets).toHaveLength(1);
    expect(listed.tickets[0]).toMatchObject({ id: bought.id, poolName: expect.stringMatching(/^Тото футбол/) });
  });

  it('refuses picks that do not fit the pool, a stake outside the limits, and a pool that is closed or unknown, taking nothing', async () => {
    const call = await caller(app, { prefix: 'toto' });
    const pool = await expressPool(call);
    const events = pool.events.length;
    expect(refusal(await call.post(TICKETS, { ...ticket(pool.id, events), picks: [['1']] }))).toEqual([400, 'invalid_ticket']);
    expect(refusal(await call.post(TICKETS, ticket(pool.id, events, ['1', '1'])))).toEqual([400, 'invalid_ticket']);
    expect(refusal(await call.post(TICKETS, ticket(pool.id, events, ['1'], 5)))).toEqual([400, 'invalid_ticket']);
    expect(refusal(await call.post(TICKETS, ticket(pool.id, events, ['1'], 0.005)))).toEqual([400, 'invalid_ticket']);
    // Three outcomes on every event: 3^8 lines, past the 1,024 a ticket holds.
    expect(refusal(await call.post(TICKETS, { ...ticket(pool.id, events), picks: Array.from({ length: events }, () => ['1', 'x', '2']) }))).toEqual([400, 'invalid_ticket']);
    expect(refusal(await call.post(TICKETS, ticket(pool.id, events, ['1'], 100_001)))).toEqual([400, 'invalid_ticket']);
    expect(refusal(await call.post(TICKETS, ticket('football-express-86400', events)))).toEqual([409, 'pool_closed']);
    expect(refusal(await call.post(TICKETS, ticket('chess-express-9999999999', events)))).toEqual([404, 'pool_not_found']);
    expect((await call.post(TICKETS, { ...ticket(pool.id, events), picks: [['3'], ...ticket(pool.id, events).picks.slice(1)] })).statusCode).toBe(400);
    expect(await balance(call)).toBe(50_000);
  });

  it('refuses a ticket the balance does not cover, a visitor, and a player in a time-out', async () => {
    const call = await caller(app, { prefix: 'toto' });
    const pool = await expressPool(call);
    const events = pool.events.length;
    // 2 × 2 lines of 20,000: 80,000 is more than the demo balance, within the ticket's maximum.
    expect(refusal(await call.post(TICKETS, { ...ticket(pool.id, events, ['1', '2'], 20_000), picks: [['1', '2'], ['1', 'x'], ...Array.from({ length: events - 2 }, () => ['1'])] }))).toEqual([400, 'insufficient_balance']);
    const visitor = await app.inject({ method: 'POST', url: TICKETS, headers: { host: 'localhost:8080', 'content-type': 'application/json' }, payload: ticket(pool.id, events) });
    expect(visitor.statusCode).toBe(401);
    const saved = await call.post('/limit-service-api/api/external/web/v3/limits', { limits: [{ limitType: 33, limitValue: 1 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(refusal(await call.post(TICKETS, ticket(pool.id, events)))).toEqual([403, 'gambling_restricted']);
    expect(await balance(call)).toBe(50_000);
  });

  it('settles once the pool\'s matches are over: each line\'s prize by its hits is paid into the account, once', async () => {
    const call = await caller(app, { prefix: 'toto' });
    const pool = await expressPool(call);
    const results = totoResults(pool.id, pool.events.length);
    const wrong = (outcome: string) => (outcome === '1' ? 'x' : '1');
    // Every result, and a second outcome on the first match: one line with 8 hits, one with 7.
    const winning = { ...ticket(pool.id, pool.events.length), picks: results.map((outcome, match) => (match === 0 ? [outcome, wrong(outcome)] : [outcome])) };
    const losing = { ...ticket(pool.id, pool.events.length), picks: results.map((outcome) => [wrong(outcome)]) };
    expect((await call.post(TICKETS, winning)).statusCode).toBe(200);
    expect((await call.post(TICKETS, losing)).statusCode).toBe(200);
    expect(await balance(call)).toBe(50_000 - 100 - 50);
    const open = (await call.get(TICKETS)).json().tickets as CasinoTotoTicket[];
    expect(open.every((one) => one.payout === undefined && one.results === undefined)).toBe(true);

    const secondsToResults = pool.closesAt - Math.floor(Date.now() / 1000) + TOTO_RESULTS_AFTER_S + 60;
    await patchScenario(app, call.scenario, { casino: { advanceSeconds: secondsToResults } });
    const settled = (await call.get(TICKETS)).json().tickets as CasinoTotoTicket[];
    const byRequest = (picks: string[][]) => settled.find((one) => JSON.stringify(one.picks) === JSON.stringify(picks))!;
    // The express pool's prizes: 8 hits ×1,000 and 7 hits ×60 the line stake of 50.
    expect(byRequest(winning.picks)).toMatchObject({ results, payout: 50 * 1_000 + 50 * 60 });
    expect(byRequest(losing.picks)).toMatchObject({ results, payout: 0 });
    expect(await balance(call)).toBe(50_000 - 150 + 53_000);
    // Read again: paid once.
    await call.get(TICKETS);
    expect(await balance(call)).toBe(50_000 - 150 + 53_000);
  });
});
