// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlacedCoupon, SportEvent } from '../schemas/sports.ts';
import { validate_couponHistory } from '../src/generated/validate_couponHistory.js';
import { validate_placeCouponReply } from '../src/generated/validate_placeCouponReply.js';
import { validate_placeCouponRequest } from '../src/generated/validate_placeCouponRequest.js';
import { validate_placedCouponReply } from '../src/generated/validate_placedCouponReply.js';
import { validate_savedCoupon } from '../src/generated/validate_savedCoupon.js';
import { validate_stakeLimits } from '../src/generated/validate_stakeLimits.js';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { testModeResult } from './resultDraw.ts';
import { caller as bffCaller, type Caller } from '../../../tests/support/bffCaller.ts';
import { FROZEN, openOutcomes, requestId } from './routeTestKit.ts';

const app = createTestBff();
afterAll(() => app.close());

/** A caller in its own scenario, frozen unless told otherwise (the live simulation moves no prices under the test). */
const caller = (app: FastifyInstance, { login = 'demo@northbet.example' as string | null, frozen = true } = {}) =>
  bffCaller(app, { login, patch: frozen ? FROZEN : undefined, prefix: 'sports' });

const MAIN = '1000011';
const BONUS = '1000012';
const USD = '1000013';

interface Bet {
  marketId: string;
  coef: number;
  isBanker?: boolean;
  score?: { home: number; away: number };
}

const coupon = (bets: Bet[], extra: Record<string, unknown> = {}) => ({
  requestId: requestId(),
  accountId: MAIN,
  typeId: bets.length === 1 ? 0 : 1,
  amount: 100,
  bets: bets.map(({ marketId, coef, isBanker, score }) => ({ marketId, coef, ...(isBanker === undefined ? {} : { isBanker }), ...(score ? { score } : {}) })),
  changeCoefAction: 2,
  exactCoef: null,
  ...extra,
});

const place = (call: Caller, body: unknown) => call.post('/coupon-api/v1/place', body);
const balance = async (call: Caller, accountId = MAIN) =>
  ((await call.get('/web-api/user/accounts')).json().accounts as Array<{ id: string; money: number }>).find((account) => account.id === accountId)!.money;
const errorOf = (reply: Awaited<ReturnType<Caller['get']>>) => reply.json().errors[0];
const setPrices = (call: Caller, markets: Record<string, { coef?: number; isBlocked?: boolean } | null>) => patchScenario(app, call.scenario, { sports: { markets } });

describe('signed-in calls', () => {
  it('answer 401 without a valid bearer token', async () => {
    const guest = await caller(app, { login: null });
    const forged = await caller(app);
    const [header, payload] = forged.token!.split('.');
    const calls: Array<[string, string]> = [
      ['POST', '/coupon-api/v1/place'],
      ['POST', '/coupon-api/v1/limits'],
      ['GET', '/coupon-api/v1/history'],
      ['GET', '/web-api/user/accounts'],
    ];
    for (const [method, url] of calls) {
      const plain = method === 'GET' ? await guest.get(url) : await guest.post(url, {});
      expect(plain.statusCode, url).toBe(401);
      expect(plain.json()).toEqual({ errors: [{ status: '401', detail: 'not signed in' }] });
      for (const authorization of [`Bearer ${header}.${payload}.bad`, `Bearer ${header}.${payload}`, 'Basic abc', `Bearer ${forged.token}.x`]) {
        const reply = await app.inject({ method: method as 'GET', url, headers: { host: 'localhost', authorization, 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
        expect(reply.statusCode, `${url} ${authorization.slice(0, 12)}`).toBe(401);
      }
    }
    // The one verifier also serves the profile.
    const profile = await app.inject({ url: '/web-api/user/profile', headers: { host: 'localhost', authorization: `Bearer ${forged.token}` } });
    expect(profile.json()).toEqual({ user_id: '100001', name: 'Demo Player' });
  });

  it('answers the accounts of the user, with balances kept per session', async () => {
    const first = await caller(app);
    const second = await caller(app);
    const reply = await first.get('/web-api/user/accounts');
    expect(reply.json().accounts).toMatchObject([
      { id: MAIN, type: 0, iso: 'RUB', money: 50_000, isActive: true },
      { id: BONUS, type: 4, iso: 'RUB', money: 1_000, isActive: false },
      { id: USD, type: 9, iso: 'USD', money: 500, isActive: false },
    ]);
    const [bet] = await openOutcomes(first, 1);
    expect((await place(first, coupon([bet], { amount: 1000 }))).statusCode).toBe(200);
    expect(await balance(first)).toBe(49_000);
    expect(await balance(second)).toBe(50_000);
  });
});

describe('stake limits', () => {
  it('answers the currency limits: min per unit stake, max of the total stake (lower live), none on a bonus account', async () => {
    const call = await caller(app);
    const bets = await openOutcomes(call, 4);
    const ask = async (body: Record<string, unknown>) => {
      const reply = await call.post('/coupon-api/v1/limits', { typeId: 0, marketIds: [bets[0].marketId], accountId: MAIN, ...body });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(validate_stakeLimits(reply.json())).toBe(true);
      return reply.json();
    };
    expect(await ask({})).toEqual({ min: 100, max: 500_000, currency: 'RUB', maxPayout: 10_000_000 });
    expect(await ask({ accountId: USD })).toEqual({ min: 1, max: 5_000, currency: 'USD', maxPayout: 100_000 });
    // A system 2/4 (6 combinations): the minimum is each combination's, the maximum the whole coupon's, not shared out.
    const system = { typeId: 2, systemValue: 2, marketIds: bets.slice(0, 4).map((bet) => bet.marketId) };
    expect(await ask(system)).toEqual({ min: 100, max: 500_000, currency: 'RUB', maxPayout: 10_000_000 });
    expect(await ask({ typeId: 9, marketIds: system.marketIds })).toEqual({ min: 100, max: 500_000, currency: 'RUB', maxPayout: 10_000_000 });
    // A bonus account: no minimum, the balance as the maximum.
    expect(await ask({ accountId: BONUS })).toEqual({ min: 0, max: 1_000, currency: 'RUB', maxPayout: 10_000_000 });
    expect(await ask({ ...system, accountId: BONUS })).toEqual({ min: 0, max: 1_000, currency: 'RUB', maxPayout: 10_000_000 });
    const live = (await call.get('/line-api/v1/live/events?sport=football')).json().events as SportEvent[];
    expect(await ask({ marketIds: [live[0].markets[0].outcomes[0].id] })).toEqual({ min: 100, max: 100_000, currency: 'RUB', maxPayout: 10_000_000 });
    const wrong = await call.post('/coupon-api/v1/limits', { typeId: 0, marketIds: [bets[0].marketId], accountId: '1000021' });
    expect(errorOf(wrong)).toMatchObject({ status: '400', code: 'invalid_coupon' });
  });
});

describe('placing a coupon', () => {
  it('places a single, debits the account and answers the coupon with the new balance', async () => {
    const call = await caller(app);
    const [bet] = await openOutcomes(call, 1);
    const reply = await place(call, coupon([bet], { amount: 250 }));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(validate_placeCouponReply(reply.json())).toBe(true);
    const { coupon: placed, balance: after } = reply.json() as { coupon: PlacedCoupon; balance: { accountId: string; amount: number; currency: string } };
    expect(placed).toMatchObject({ typeId: 0, amount: 250, currency: 'RUB', coef: bet.coef, statusId: -1 });
    expect(placed.possibleWin).toBeCloseTo(250 * bet.coef, 3);
    expect(placed.bets[0]).toMatchObject({ statusId: -1, market: { id: bet.marketId, coef: bet.coef, gameId: bet.event.id, isLive: false } });
    expect(after).toEqual({ accountId: MAIN, amount: 49_750, currency: 'RUB' });
    expect(await balance(call)).toBe(49_750);
  });

  it('places a request id once: a retry answers the same coupon and debits nothing more', async () => {
    const call = await caller(app);
    const [bet] = await openOutcomes(call, 1);
    const body = coupon([bet], { amount: 300 });
    const first = (await place(call, body)).json();
    const second = await place(call, body);
    expect(second.statusCode).toBe(200);
    expect(second.json().coupon.id).toBe(first.coupon.id);
    expect(second.json().balance.amount).toBe(49_700);
    expect(await balance(call)).toBe(49_700);
    expect((await call.get('/coupon-api/v1/history')).json().coupons).toHaveLength(1);
  });

  it('computes system, banker, express and multiple-singles figures on the server', async () => {
    const call = await caller(app);
    const bets = await openOutcomes(call, 7);
    const prices = [2, 3, 1.5, 2, 1.8, 2.5, 1.25];
    await setPrices(call, Object.fromEntries(bets.map((bet, index) => [bet.marketId, { coef: prices[index] }])));
    const legs = bets.map((bet, index) => ({ marketId: bet.marketId, coef: prices[index] }));

    // In USD, whose minimum stake (1) lets a combination cost 10. A system's amount is its total stake, shared by
    // its combinations: 30 over the C(3, 2) = 3 pairs of 2, 3, 1.5 is 10 a pair; the pairs' odds sum to
    // 6 + 3 + 4.5 = 13.5, so the possible win is 10 × 13.5 = 135 and the coefficient 135 / 30 = 4.5.
    const usd = { accountId: USD };
    const system = (await place(call, coupon(legs.slice(0, 3), { typeId: 2, systemValue: 2, ...usd, amount: 30 }))).json();
    expect(validate_placeCouponReply(system)).toBe(true);
    expect(system.coupon).toMatchObject({ typeId: 2, systemValue: 2, amount: 30, currency: 'USD', possibleWin: 135, coef: 4.5 });
    expect(system.coupon.bets.map((bet: { isBanker: boolean }) => bet.isBanker)).toEqual([false, false, false]);
    expect(system.balance).toEqual({ accountId: USD, amount: 470, currency: 'USD' });

    // A banker at 2 joins every pair: still 3 combinations of 10, possible win 10 × 2 × 13.5 = 270.
    const banker = (await place(call, coupon([{ ...legs[3], isBanker: true }, ...legs.slice(0, 3)], { typeId: 2, systemValue: 2, ...usd, amount: 30 }))).json();
    expect(banker.coupon).toMatchObject({ amount: 30, possibleWin: 270, coef: 9 });
    expect(banker.coupon.bets[0].isBanker).toBe(true);

    // An express's amount is its stake (10 × 2 × 3 × 1.5 = 90); multiple singles' is each single's (3 × 10 = 30,
    // possible win 10 × (2 + 3 + 1.5) = 65).
    expect((await place(call, coupon(legs.slice(0, 3), { typeId: 1, ...usd, amount: 10 }))).json().coupon).toMatchObject({ amount: 10, coef: 9, possibleWin: 90 });
    expect((await place(call, coupon(legs.slice(0, 3), { typeId: 9, ...usd, amount: 10 }))).json().coupon).toMatchObject({ amount: 30, possibleWin: 65 });
    expect(await balance(call, USD)).toBe(500 - 30 - 30 - 10 - 30);

    // A system 6/7 has C(7, 6) = 7 combinations: 100 in all is 100 / 7 = 14.2857… each, not rounded. The sum of
    // the combinations' odds is e_6 = (product of the 7 prices) × Σ 1/price = 101.25 × 169/45 = 380.25, so the
    // possible win is round3(100 / 7 × 380.25) = round3(5432.142857…) = 5432.143, the coefficient
    // round3(380.25 / 7) = 54.321, and exactly 100 is debited.
    const seven = (await place(call, coupon(legs, { typeId: 2, systemValue: 6, ...usd, amount: 100 }))).json();
    expect(seven.coupon).toMatchObject({ typeId: 2, systemValue: 6, amount: 100, possibleWin: 5432.143, coef: 54.321 });
    expect(seven.balance).toEqual({ accountId: USD, amount: 300, currency: 'USD' });
    expect(await balance(call, USD)).toBe(300);

    // In roubles a combination costs at least 100: a system 2/3 at least 300 in all.
    expect(errorOf(await place(call, coupon(legs.slice(0, 3), { typeId: 2, systemValue: 2, amount: 299.99 })))).toMatchObject({ code: 'stake_too_low', meta: { min: 100 } });
    expect((await place(call, coupon(legs.slice(0, 3), { typeId: 2, systemValue: 2, amount: 300 }))).json().coupon).toMatchObject({ amount: 300, possibleWin: 1350 });
    expect(await balance(call)).toBe(50_000 - 300);
  });

  it('follows the price-change policy: 0 asks on any change, 1 takes any, 2 takes a higher price only', async () => {
    const call = await caller(app);
    const [bet] = await openOutcomes(call, 1);
    const up = Math.round((bet.coef + 0.4) * 100) / 100;
    const down = Math.round((bet.coef - 0.05) * 100) / 100;

    await setPrices(call, { [bet.marketId]: { coef: up } });
    const asked = await place(call, coupon([bet], { changeCoefAction: 0 }));
    expect(asked.statusCode).toBe(400);
    expect(errorOf(asked)).toMatchObject({ status: '400', code: 'coef_changed', meta: { changes: [{ marketId: bet.marketId, coef: up }] } });
    const higher = await place(call, coupon([bet], { changeCoefAction: 2 }));
    expect(higher.statusCode).toBe(200);
    expect(higher.json().coupon).toMatchObject({ coef: up, bets: [{ market: { coef: up } }] });
    const anyUp = await place(call, coupon([bet], { changeCoefAction: 1 }));
    expect(anyUp.json().coupon.coef).toBe(up);

    await setPrices(call, { [bet.marketId]: { coef: down } });
    for (const changeCoefAction of [0, 2]) {
      const refused = await place(call, coupon([bet], { changeCoefAction }));
      expect(errorOf(refused)).toMatchObject({ code: 'coef_changed', meta: { changes: [{ marketId: bet.marketId, coef: down }] } });
    }
    const lower = await place(call, coupon([bet], { changeCoefAction: 1 }));
    expect(lower.statusCode).toBe(200);
    expect(lower.json().coupon).toMatchObject({ coef: down, possibleWin: Math.round(100 * down * 1000) / 1000 });
    // Unchanged prices pass under every policy; 2 is the default.
    for (const changeCoefAction of [0, 1, 2, undefined]) {
      expect((await place(call, coupon([{ marketId: bet.marketId, coef: down }], { changeCoefAction }))).statusCode).toBe(200);
    }
    expect(await balance(call)).toBe(50_000 - 7 * 100);
  });

  it('refuses blocked and vanished outcomes with their ids', async () => {
    const call = await caller(app);
    const bets = await openOutcomes(call, 2);
    await setPrices(call, { [bets[1].marketId]: { isBlocked: true } });
    const reply = await place(call, coupon([...bets, { marketId: '999:1x2:1', coef: 2 }]));
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: 'market_blocked', meta: { marketIds: [bets[1].marketId, '999:1x2:1'] } });
    expect(await balance(call)).toBe(50_000);
  });

  it('checks the stake against the limits and the balance', async () => {
    const call = await caller(app);
    const bets = await openOutcomes(call, 3);
    expect(errorOf(await place(call, coupon([bets[0]], { amount: 50 })))).toMatchObject({ code: 'stake_too_low', meta: { min: 100 } });
    expect(errorOf(await place(call, coupon([bets[0]], { amount: 600_000 })))).toMatchObject({ code: 'stake_too_high', meta: { max: 500_000 } });
    expect(errorOf(await place(call, coupon([bets[0]], { amount: 60_000 })))).toMatchObject({ code: 'insufficient_balance' });
    // The minimum is per unit stake: a system 2/3 of 250 in all stakes 83.33 a combination.
    expect(errorOf(await place(call, coupon(bets, { typeId: 2, systemValue: 2, amount: 250 })))).toMatchObject({ code: 'stake_too_low', meta: { min: 100 } });
    // The maximum is of the total stake: three singles of 200 000 are 600 000, and so is a system of 600 000 in all
    // (200 000 a combination).
    expect(errorOf(await place(call, coupon(bets, { typeId: 9, amount: 200_000 })))).toMatchObject({ code: 'stake_too_high', meta: { max: 500_000 } });
    expect(errorOf(await place(call, coupon(bets, { typeId: 2, systemValue: 2, amount: 600_000 })))).toMatchObject({ code: 'stake_too_high', meta: { max: 500_000 } });
    // Multiple singles cost a stake per single (3 × 20 000 > 50 000); a system's amount is all it costs.
    expect(errorOf(await place(call, coupon(bets, { typeId: 9, amount: 20_000 })))).toMatchObject({ code: 'insufficient_balance' });
    expect(errorOf(await place(call, coupon(bets, { typeId: 2, systemValue: 2, amount: 50_000.01 })))).toMatchObject({ code: 'insufficient_balance' });
    const system = (await place(call, coupon(bets, { typeId: 2, systemValue: 2, amount: 30_000 }))).json();
    expect(system.coupon.amount).toBe(30_000);
    expect(system.balance.amount).toBe(20_000);
    expect(errorOf(await place(call, coupon([bets[0]], { accountId: USD, amount: 0.5 })))).toMatchObject({ code: 'stake_too_low', meta: { min: 1 } });
    expect((await place(call, coupon([bets[0]], { accountId: USD, amount: 2.5 }))).json().balance).toEqual({ accountId: USD, amount: 497.5, currency: 'USD' });
    // No minimum on the bonus account (spec 5), but its balance: a single of 10, a system 2/3 of 30 (10 a combination).
    expect((await place(call, coupon([bets[0]], { accountId: BONUS, amount: 10 }))).json().balance.amount).toBe(990);
    expect((await place(call, coupon(bets, { accountId: BONUS, typeId: 2, systemValue: 2, amount: 30 }))).json().balance.amount).toBe(960);
    expect(errorOf(await place(call, coupon([bets[0]], { accountId: BONUS, amount: 1_000 })))).toMatchObject({ code: 'insufficient_balance' });

    const live = (await call.get('/line-api/v1/live/events?sport=football')).json().events as SportEvent[];
    const open = live.flatMap((event) => event.markets[0].outcomes).find((outcome) => !outcome.isBlocked)!;
    expect(errorOf(await place(call, coupon([{ marketId: open.id, coef: open.coef }], { amount: 200_000 })))).toMatchObject({ code: 'stake_too_high', meta: { max: 100_000 } });
    const liveBet = await place(call, coupon([{ marketId: open.id, coef: open.coef }], { amount: 100 }));
    expect(liveBet.json().coupon.bets[0]).toMatchObject({ statusId: -2, market: { isLive: true } });

    const poor = await caller(app, { login: 'unverified@northbet.example' });
    const poorBet = await place(poor, coupon([bets[0]], { accountId: '1000041' }));
    expect(errorOf(poorBet)).toMatchObject({ code: 'insufficient_balance' });
  });

  it('refuses a coupon that could win more than the maximum payout, and takes nothing for it', async () => {
    const call = await caller(app);
    const bets = await openOutcomes(call, 10);
    const express = (amount: number) => coupon(bets, { typeId: 1, amount });
    const coef = bets.reduce((product, bet) => product * bet.coef, 1);
    // The demo balance (50 000) at these odds would win past RUB 10 000 000.
    expect(50_000 * coef).toBeGreaterThan(10_000_000);
    const refused = await place(call, express(50_000));
    expect(errorOf(refused)).toMatchObject({ status: '400', code: 'max_payout_exceeded', meta: { maxPayout: 10_000_000 } });
    expect(await balance(call)).toBe(50_000);
    const fitting = Math.floor((10_000_000 / coef / 1.2) * 100) / 100;
    const placed = await place(call, express(Math.max(100, fitting)));
    expect(placed.statusCode, placed.body).toBe(200);
    expect((placed.json() as { coupon: PlacedCoupon }).coupon.possibleWin).toBeLessThanOrEqual(10_000_000);
  });

  it('refuses malformed and hostile coupons with invalid_coupon and a detail', async () => {
    const call = await caller(app);
    const bets = await openOutcomes(call, 4);
    const twoOfOneGame = (await call.get(`/line-api/v1/event/${bets[0].event.id}`)).json().event as SportEvent;
    const sameGame = [
      { marketId: twoOfOneGame.markets[0].outcomes[0].id, coef: twoOfOneGame.markets[0].outcomes[0].coef },
      { marketId: twoOfOneGame.markets[3].outcomes[0].id, coef: twoOfOneGame.markets[3].outcomes[0].coef },
    ];
    const many = Array.from({ length: 41 }, (_, index) => ({ marketId: `${1000 + index}:1x2:1`, coef: 2 }));
    const cases: Array<[string, unknown]> = [
      ['array body', [coupon([bets[0]])]],
      ['string body', '"coupon"'],
      ['null body', 'null'],
      ['no requestId', { ...coupon([bets[0]]), requestId: undefined }],
      ['short requestId', coupon([bets[0]], { requestId: 'x' })],
      ['hostile requestId', coupon([bets[0]], { requestId: '../../etc/passwd' })],
      ['unknown field', coupon([bets[0]], { playerName: 'Demo' })],
      ['prototype key', `{"__proto__": {"admin": true}, ${JSON.stringify(coupon([bets[0]])).slice(1)}`],
      ['constructor key', coupon([bets[0]], { constructor: { prototype: { admin: true } } })],
      ['typeId 3', coupon([bets[0]], { typeId: 3 })],
      ['typeId as string', coupon([bets[0]], { typeId: '0' })],
      ['negative amount', coupon([bets[0]], { amount: -100 })],
      ['zero amount', coupon([bets[0]], { amount: 0 })],
      ['amount as string', coupon([bets[0]], { amount: '100' })],
      ['three decimals', coupon([bets[0]], { amount: 100.005 })],
      ['huge amount', coupon([bets[0]], { amount: 1e300 })],
      ['accountId as number', coupon([bets[0]], { accountId: 1000011 })],
      ["someone else's account", coupon([bets[0]], { accountId: '1000021' })],
      ['no bets', coupon([], { typeId: 1 })],
      ['bets not an array', coupon([bets[0]], { bets: { 0: bets[0] } })],
      ['bet not an object', coupon([bets[0]], { bets: ['x'] })],
      ['bad market id', coupon([{ marketId: '<img src=x>', coef: 2 }])],
      ['long market id', coupon([{ marketId: `1:${'a'.repeat(100)}`, coef: 2 }])],
      ['price below 1', coupon([{ ...bets[0], coef: 0.5 }])],
      ['price as string', { ...coupon([bets[0]]), bets: [{ marketId: bets[0].marketId, coef: '2' }] }],
      ['unknown bet field', { ...coupon([bets[0]]), bets: [{ marketId: bets[0].marketId, coef: bets[0].coef, stake: 5 }] }],
      ['banker not boolean', coupon(bets.slice(0, 3), { typeId: 2, systemValue: 2, bets: bets.slice(0, 3).map(({ marketId, coef }) => ({ marketId, coef, isBanker: 'yes' })) })],
      ['41 bets', coupon(many, { typeId: 9 })],
      ['duplicate market', coupon([bets[0], bets[0]], { typeId: 9 })],
      ['same game twice in an express', coupon(sameGame, { typeId: 1 })],
      ['same game twice in a system', coupon([...sameGame, bets[1]], { typeId: 2, systemValue: 2 })],
      ['single with two bets', coupon(bets.slice(0, 2), { typeId: 0 })],
      ['express of one', coupon([bets[0]], { typeId: 1 })],
      ['banker in an express', coupon([{ ...bets[0], isBanker: true }, bets[1]], { typeId: 1 })],
      ['system without value', coupon(bets.slice(0, 3), { typeId: 2 })],
      ['system 1', coupon(bets.slice(0, 3), { typeId: 2, systemValue: 1 })],
      ['system 3 of 3', coupon(bets.slice(0, 3), { typeId: 2, systemValue: 3 })],
      ['system 2 of 2 with a banker', coupon([{ ...bets[0], isBanker: true }, ...bets.slice(1, 3)], { typeId: 2, systemValue: 2 })],
      ['systemValue on an express', coupon(bets.slice(0, 2), { typeId: 1, systemValue: 2 })],
      ['policy 3', coupon([bets[0]], { changeCoefAction: 3 })],
      ['exactCoef as string', coupon([bets[0]], { exactCoef: 'max' })],
      ['isDropOnScoreChange as string', coupon([bets[0]], { isDropOnScoreChange: 'true' })],
      ['isExpressBonus as number', coupon(bets.slice(0, 3), { isExpressBonus: 1 })],
      ['isVipBet as string', coupon([bets[0]], { isVipBet: 'yes' })],
      ['one hyper-bonus field alone', coupon(bets.slice(0, 3), { hyperBonusPercent: 10 })],
      ['hyper bonus above 100 %', coupon(bets.slice(0, 3), { hyperBonusPercent: 200, minHyperBonusBetLimit: 3, maxHyperBonusLimit: 1000 })],
      ['hyper-bonus bet limit not whole', coupon(bets.slice(0, 3), { hyperBonusPercent: 10, minHyperBonusBetLimit: 2.5, maxHyperBonusLimit: 1000 })],
      ['negative score', coupon([{ ...bets[0], score: { home: -1, away: 0 } }])],
      ['score as string', { ...coupon([bets[0]]), bets: [{ marketId: bets[0].marketId, coef: bets[0].coef, score: '1:0' }] }],
      ['score with an unknown field', { ...coupon([bets[0]]), bets: [{ marketId: bets[0].marketId, coef: bets[0].coef, score: { home: 1, away: 0, set: 2 } }] }],
      ['broken JSON', '{"requestId": '],
    ];
    for (const [name, body] of cases) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const reply = await place(call, payload);
      expect(reply.statusCode, name).toBe(400);
      expect(errorOf(reply), name).toMatchObject({ status: '400', code: 'invalid_coupon' });
      expect(typeof errorOf(reply).detail, name).toBe('string');
    }
    const tooBig = await place(call, JSON.stringify(coupon([bets[0]], { padding: 'x'.repeat(64 * 1024) })));
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).status).toBe('413');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(await balance(call)).toBe(50_000);
  });
});

/** Line outcomes of different games whose bets settle as won (testModeResult is fixed by the outcome id). */
async function winningOutcomes(call: Caller, count: number) {
  const candidates = await openOutcomes(call, 60);
  const winners = candidates.filter((candidate) => testModeResult(candidate.marketId, candidate.event.markets[0].kind) === 1);
  if (winners.length < count) throw new Error(`only ${winners.length} winning outcomes`);
  return winners.slice(0, count);
}

describe('coupon options (placeCouponRequest)', () => {
  const HYPER = { percent: 10, minBetLimit: 3, maxLimit: 1000 };
  const hyperFields = { hyperBonusPercent: 10, minHyperBonusBetLimit: 3, maxHyperBonusLimit: 1000 };
  const withConfig = (coupon: Record<string, unknown>) => caller(app).then(async (call) => (await patchScenario(app, call.scenario, { config: { coupon } }), call));

  it('drop on score change: refuses a coupon whose game scored since the slip showed it, accepts it with the flag off', async () => {
    const call = await caller(app);
    const live = (await call.get('/line-api/v1/live/events?sport=football')).json().events as SportEvent[];
    const event = live.find((candidate) => candidate.score && candidate.markets[0]?.outcomes.some((outcome) => !outcome.isBlocked))!;
    const outcome = event.markets[0].outcomes.find((candidate) => !candidate.isBlocked)!;
    const seen = { ...event.score! };
    const bet = { marketId: outcome.id, coef: outcome.coef, score: seen };
    // The score the slip showed still holds: placed, flag or not.
    expect((await place(call, coupon([bet], { isDropOnScoreChange: true }))).statusCode).toBe(200);

    const scored = { home: seen.home + 1, away: seen.away };
    await patchScenario(app, call.scenario, { sports: { scores: { [event.id]: scored } } });
    const refused = await place(call, coupon([bet], { isDropOnScoreChange: true }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 'score_changed', meta: { scores: [{ marketId: outcome.id, score: scored }] } });
    expect(await balance(call)).toBe(50_000 - 100);
    // The slip learns the new score from the markets call; with it, or with the flag off, the coupon goes through.
    const states = (await call.post('/coupon-api/v1/markets', { ids: [outcome.id] })).json().markets;
    expect(states[0].score).toEqual(scored);
    expect((await place(call, coupon([{ ...bet, score: scored }], { isDropOnScoreChange: true }))).statusCode).toBe(200);
    const accepted = await place(call, coupon([bet], { isDropOnScoreChange: false }));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().coupon.bets[0].score).toEqual(scored);
  });

  it('accumulator bonus: raises the possible win and a winning payout by the bonus coefficient, where the rules allow it', async () => {
    const call = await caller(app);
    const bets = await winningOutcomes(call, 3);
    const prices = [2, 1.5, 1.8];
    await setPrices(call, Object.fromEntries(bets.map((bet, index) => [bet.marketId, { coef: prices[index] }])));
    const legs = bets.map((bet, index) => ({ marketId: bet.marketId, coef: prices[index] }));

    const plain = (await place(call, coupon(legs, { isExpressBonus: false }))).json().coupon as PlacedCoupon;
    expect(plain).toMatchObject({ coef: 5.4, possibleWin: 540 });
    expect(plain.expressBonusCoef).toBeUndefined();
    // Three bets: a coefficient of 1 × (1 + 3 %) (first document, section 5).
    const taken = await place(call, coupon(legs, { isExpressBonus: true }));
    expect(validate_placeCouponReply(taken.json())).toBe(true);
    expect(taken.json().coupon).toMatchObject({ coef: 5.4, possibleWin: 556.2, expressBonusCoef: 1.03 });

    await call.post('/bff-test/sports/settle');
    const [bonused, unbonused] = (await call.get('/coupon-api/v1/history')).json().coupons as PlacedCoupon[];
    expect([bonused.statusId, unbonused.statusId]).toEqual([1, 1]);
    expect(unbonused.payout).toBe(540);
    expect(bonused.payout).toBe(556.2);

    // Refused where the rules do not hold: two bets, a price under 1.1, or a site that does not offer it.
    expect(errorOf(await place(call, coupon(legs.slice(0, 2), { isExpressBonus: true })))).toMatchObject({ code: 'invalid_coupon' });
    await setPrices(call, { [legs[0].marketId]: { coef: 1.05 } });
    expect(errorOf(await place(call, coupon([{ ...legs[0], coef: 1.05 }, ...legs.slice(1)], { isExpressBonus: true })))).toMatchObject({ code: 'invalid_coupon' });
    expect((await place(call, coupon([{ ...legs[0], coef: 1.05 }, ...legs.slice(1)]))).statusCode).toBe(200);
    const elsewhere = await withConfig({ allowExpressBonus: false });
    const offered = await winningOutcomes(elsewhere, 3);
    expect(errorOf(await place(elsewhere, coupon(offered, { isExpressBonus: true })))).toMatchObject({ code: 'invalid_coupon' });
  });

  it('hyper bonus: keeps the terms on the coupon and pays their share of a winning profit, only on the site\'s current terms', async () => {
    const call = await withConfig({ hyperBonus: HYPER });
    const bets = await winningOutcomes(call, 3);
    const prices = [2, 1.5, 1.8];
    await setPrices(call, Object.fromEntries(bets.map((bet, index) => [bet.marketId, { coef: prices[index] }])));
    const legs = bets.map((bet, index) => ({ marketId: bet.marketId, coef: prices[index] }));
    const body = coupon(legs, { ...hyperFields, isExpressBonus: true });
    expect(validate_placeCouponRequest(body)).toBe(true);
    const placed = (await place(call, body)).json().coupon as PlacedCoupon;
    // 10 % of the profit at the possible win: (556.2 − 100) × 10 % = 45.62.
    expect(placed).toMatchObject({ possibleWin: 556.2, hyperBonusPercent: 10, minHyperBonusBetLimit: 3, maxHyperBonusLimit: 1000, hyperBonusAmount: 45.62 });
    await call.post('/bff-test/sports/settle');
    const [settled] = (await call.get('/coupon-api/v1/history')).json().coupons as PlacedCoupon[];
    expect(settled.payout).toBe(601.82);
    expect(await balance(call)).toBeCloseTo(50_000 - 100 + 601.82, 2);

    for (const stale of [{ ...hyperFields, hyperBonusPercent: 20 }, { ...hyperFields, maxHyperBonusLimit: 5000 }]) {
      expect(errorOf(await place(call, coupon(legs, stale)))).toMatchObject({ code: 'invalid_coupon' });
    }
    // Two bets are under the terms' minimum of 3.
    expect(errorOf(await place(call, coupon(legs.slice(0, 2), hyperFields)))).toMatchObject({ code: 'invalid_coupon' });
    const noOffer = await caller(app);
    expect(errorOf(await place(noOffer, coupon(await openOutcomes(noOffer, 3), hyperFields)))).toMatchObject({ code: 'invalid_coupon' });
  });

  it('VIP bet: recorded on the stored coupon, refused where it is not available', async () => {
    const call = await caller(app);
    const bets = await openOutcomes(call, 2);
    const reply = await place(call, coupon([bets[0]], { isVipBet: true, amount: 1000 }));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().coupon.isVipBet).toBe(true);
    expect((await call.get(`/coupon-api/v1/coupon/${reply.json().coupon.id}`)).json().coupon.isVipBet).toBe(true);
    expect((await place(call, coupon([bets[1]]))).json().coupon.isVipBet).toBeUndefined();

    const live = (await call.get('/line-api/v1/live/events?sport=football')).json().events as SportEvent[];
    const open = live.flatMap((event) => event.markets[0].outcomes).find((outcome) => !outcome.isBlocked)!;
    expect(errorOf(await place(call, coupon([{ marketId: open.id, coef: open.coef }], { isVipBet: true })))).toMatchObject({ code: 'invalid_coupon' });
    expect(errorOf(await place(call, coupon(bets, { typeId: 9, isVipBet: true })))).toMatchObject({ code: 'invalid_coupon' });
    const elsewhere = await withConfig({ allowVipBet: false });
    expect(errorOf(await place(elsewhere, coupon([(await openOutcomes(elsewhere, 1))[0]], { isVipBet: true })))).toMatchObject({ code: 'invalid_coupon' });
  });
});

describe('one coupon', () => {
  it('answers one of the user\'s coupons by id, 404 for anyone else\'s or an unknown id, 401 for a visitor', async () => {
    const call = await caller(app);
    const [bet] = await openOutcomes(call, 1);
    const placed = (await place(call, coupon([bet], { amount: 200 }))).json().coupon as PlacedCoupon;
    const reply = await call.get(`/coupon-api/v1/coupon/${placed.id}`);
    expect(reply.statusCode).toBe(200);
    expect(validate_placedCouponReply(reply.json())).toBe(true);
    expect(reply.json().coupon).toEqual(placed);
    const stranger = await caller(app, { login: 'unverified@northbet.example' });
    for (const url of [`/coupon-api/v1/coupon/${placed.id}`]) expect(errorOf(await stranger.get(url))).toMatchObject({ status: '404', code: 'coupon_not_found' });
    for (const id of ['1', 'abc', '%3Cscript%3E', '9'.repeat(30)]) expect((await call.get(`/coupon-api/v1/coupon/${id}`)).statusCode, id).toBe(404);
    expect((await (await caller(app, { login: null })).get(`/coupon-api/v1/coupon/${placed.id}`)).statusCode).toBe(401);
  });
});

describe('history and settlement', () => {
  it('settles every result status, pays by the result factors and credits the account', async () => {
    const call = await caller(app);
    const events = (await call.get('/line-api/v1/line/events?sport=football&limit=200')).json().events as SportEvent[];
    // One open line outcome for each result status (-2 comes from a live bet, -1 from line bets before settling).
    const picks = new Map<number, { marketId: string; coef: number }>();
    for (const { id } of events) {
      if (picks.size === 7) break;
      const full = (await call.get(`/line-api/v1/event/${id}`)).json().event as SportEvent;
      for (const market of full.markets) {
        for (const outcome of market.outcomes) {
          const status = testModeResult(outcome.id, outcome.kind);
          if (!outcome.isBlocked && !picks.has(status) && outcome.coef >= 1.2) picks.set(status, { marketId: outcome.id, coef: outcome.coef });
        }
      }
    }
    expect([...picks.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const bet of picks.values()) expect((await place(call, coupon([bet], { amount: 200 }))).statusCode).toBe(200);
    const live = (await call.get('/line-api/v1/live/events?sport=football')).json().events as SportEvent[];
    const open = live.flatMap((event) => event.markets[0].outcomes).find((outcome) => !outcome.isBlocked)!;
    expect((await place(call, coupon([{ marketId: open.id, coef: open.coef }], { amount: 100 }))).statusCode).toBe(200);
    expect(await balance(call)).toBe(50_000 - 7 * 200 - 100);

    const opened = (await call.get('/coupon-api/v1/history?opened=1')).json();
    expect(validate_couponHistory(opened)).toBe(true);
    expect(opened.coupons).toHaveLength(8);
    expect(opened.coupons.map((placed: PlacedCoupon) => placed.statusId).sort()).toEqual([-1, -1, -1, -1, -1, -1, -1, -2]);

    const settled = await call.post('/bff-test/sports/settle');
    expect(settled.json()).toEqual({ settled: 8 });
    expect((await call.get('/coupon-api/v1/history?opened=1')).json().coupons).toEqual([]);
    const history = (await call.get('/coupon-api/v1/history')).json();
    expect(validate_couponHistory(history)).toBe(true);
    const singles = (history.coupons as PlacedCoupon[]).filter((placed) => placed.bets[0].market.id !== open.id);
    expect(singles.map((placed) => placed.statusId).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const factor: Record<number, (coef: number) => number> = { 0: () => 0, 1: (c) => c, 2: () => 1, 3: () => 1, 4: (c) => (c + 1) / 2, 5: () => 0.5, 6: (c) => c / 2 };
    let paid = 0;
    for (const placed of history.coupons as PlacedCoupon[]) {
      const [bet] = placed.bets;
      expect(placed.statusId).toBe(bet.statusId);
      expect(placed.payout).toBeCloseTo(Math.round(placed.amount * factor[bet.statusId](bet.market.coef) * 100) / 100, 2);
      paid += placed.payout!;
    }
    expect(await balance(call)).toBeCloseTo(50_000 - 1500 + paid, 2);
    // Newest first, and a limit.
    expect(history.coupons[0].bets[0].market.id).toBe(open.id);
    expect((await call.get('/coupon-api/v1/history?limit=3')).json().coupons).toHaveLength(3);
    for (const url of ['/coupon-api/v1/history?limit=0', '/coupon-api/v1/history?limit=1000', '/coupon-api/v1/history?opened=yes']) expect((await call.get(url)).statusCode).toBe(400);
  });

  it('settles an express and a system from their bets', async () => {
    const call = await caller(app);
    const bets = await openOutcomes(call, 3, 'sport=tennis');
    // A system 2/3 of 1000 in all: 1000 / 3 = 333.33… on each pair, paid out unrounded.
    expect((await place(call, coupon(bets, { typeId: 2, systemValue: 2, amount: 1000 }))).statusCode).toBe(200);
    expect((await place(call, coupon(bets, { typeId: 1, amount: 100 }))).statusCode).toBe(200);
    expect(await balance(call)).toBe(50_000 - 1000 - 100);
    await call.post('/bff-test/sports/settle');
    const [express, system] = (await call.get('/coupon-api/v1/history')).json().coupons as PlacedCoupon[];
    expect(express).toMatchObject({ typeId: 1, amount: 100 });
    expect(system).toMatchObject({ typeId: 2, systemValue: 2, amount: 1000 });
    const factors = express.bets.map((bet) => ({ 0: 0, 1: bet.market.coef, 2: 1, 3: 1 })[bet.statusId as 0 | 1 | 2 | 3]!);
    expect(express.payout).toBeCloseTo(Math.round(100 * factors.reduce((a, b) => a * b, 1) * 100) / 100, 2);
    const pairs = factors[0] * factors[1] + factors[0] * factors[2] + factors[1] * factors[2];
    expect(system.payout).toBeCloseTo(Math.round(((1000 * pairs) / 3) * 100) / 100, 2);
    expect(system.statusId).toBeGreaterThanOrEqual(0);
    expect(await balance(call)).toBeCloseTo(50_000 - 1100 + express.payout! + system.payout!, 2);
  });

  it('settles through the session cookie too, and refuses strangers', async () => {
    const guest = await caller(app, { login: null });
    expect((await guest.post('/bff-test/sports/settle')).statusCode).toBe(401);
    const call = await caller(app);
    const viaCookie = await app.inject({ method: 'POST', url: '/bff-test/sports/settle', headers: { host: 'localhost', cookie: call.cookie! } });
    expect(viaCookie.json()).toEqual({ settled: 0 });
  });
});

describe('saved coupons', () => {
  it('saves a coupon under an 8-character code and loads it with current prices', async () => {
    const call = await caller(app, { login: null });
    const bets = await openOutcomes(call, 3);
    const saved = await call.post('/coupon-api/v1/save', { typeId: 2, systemValue: 2, marketIds: bets.map((bet) => bet.marketId) });
    expect(saved.statusCode, saved.body).toBe(200);
    const { code } = saved.json();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await setPrices(call, { [bets[0].marketId]: { coef: 9.99 } });
    const loaded = await call.get(`/coupon-api/v1/load/${code}`);
    expect(validate_savedCoupon(loaded.json())).toBe(true);
    expect(loaded.json()).toMatchObject({ code, typeId: 2, systemValue: 2 });
    expect(loaded.json().markets.map((market: { id: string }) => market.id)).toEqual(bets.map((bet) => bet.marketId));
    expect(loaded.json().markets[0].coef).toBe(9.99);
    expect((await call.get(`/coupon-api/v1/load/${code.toLowerCase()}`)).json().code).toBe(code);
    for (const unknown of ['AAAAAAAA', 'short', '00000000', '%3Cscript%3E']) {
      const reply = await call.get(`/coupon-api/v1/load/${unknown}`);
      expect(reply.statusCode, unknown).toBe(404);
      expect(errorOf(reply).status).toBe('404');
    }
    for (const body of [{ typeId: 1, marketIds: [] }, { typeId: 1, marketIds: ['999:1x2:1'] }, { typeId: 2, systemValue: 3, marketIds: bets.map((bet) => bet.marketId) }, { typeId: 5, marketIds: [bets[0].marketId] }]) {
      expect(errorOf(await call.post('/coupon-api/v1/save', body)).code).toBe('invalid_coupon');
    }
  });
});
