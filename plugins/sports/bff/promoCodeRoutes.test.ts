// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { PlacedCoupon } from '../schemas/sports.ts';
import { validate_placedCoupon } from '../src/generated/validate_placedCoupon.js';
import { validate_promoCodeEffect } from '../src/generated/validate_promoCodeEffect.js';
import { validate_promoCodeOffers } from '../src/generated/validate_promoCodeOffers.js';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../tests/support/bffCaller.ts';
import { testModeResult } from './resultDraw.ts';
import { FROZEN, openOutcomes, requestId } from './routeTestKit.ts';

const app = createTestBff();
afterAll(() => app.close());

const MAIN = '1000011';
const caller = (login: string | null = 'demo@northbet.example') => bffCaller(app, { login, patch: FROZEN, prefix: 'promo' });

/** Winning line outcomes of different games, priced as told (testModeResult is fixed by the outcome id). */
async function pricedWinners(call: Caller, prices: readonly number[]) {
  const candidates = (await openOutcomes(call, 60)).filter((candidate) => testModeResult(candidate.marketId, candidate.event.markets[0].kind) === 1);
  const bets = candidates.slice(0, prices.length).map((candidate, index) => ({ marketId: candidate.marketId, coef: prices[index] }));
  await patchScenario(app, call.scenario, { sports: { markets: Object.fromEntries(bets.map((bet) => [bet.marketId, { coef: bet.coef }])) } });
  return bets;
}

const slip = (bets: Array<{ marketId: string }>, extra: Record<string, unknown> = {}) => ({
  accountId: MAIN,
  typeId: bets.length === 1 ? 0 : 1,
  amount: 100,
  bets: bets.map(({ marketId }) => ({ marketId })),
  ...extra,
});
const coupon = (bets: Array<{ marketId: string; coef: number }>, extra: Record<string, unknown> = {}) => ({
  requestId: requestId(),
  accountId: MAIN,
  typeId: bets.length === 1 ? 0 : 1,
  amount: 100,
  bets,
  changeCoefAction: 2,
  ...extra,
});
const check = (call: Caller, body: unknown) => call.post('/coupon-api/v1/promo-code', body);
const place = (call: Caller, body: unknown) => call.post('/coupon-api/v1/place', body);
const errorOf = (reply: { json(): { errors: Array<{ code: string; meta?: unknown }> } }) => reply.json().errors[0];
const balance = async (call: Caller) => ((await call.get('/web-api/user/accounts')).json().accounts as Array<{ id: string; money: number }>).find((account) => account.id === MAIN)!.money;

describe('checking a promo code before placing', () => {
  it('answers what BOOST10 gives the slip at the server\'s prices, whatever the case typed', async () => {
    const call = await caller();
    const bets = await pricedWinners(call, [2.5]);
    const reply = await check(call, slip(bets, { code: 'boost10' }));
    expect(reply.statusCode).toBe(200);
    expect(validate_promoCodeEffect(reply.json())).toBe(true);
    expect(reply.json()).toEqual({ code: 'BOOST10', boostPercent: 10, maxBoost: 5_000, boost: 25, currency: 'RUB', possibleWin: 275 });
  });

  it('caps the boost', async () => {
    const call = await caller();
    const bets = await pricedWinners(call, [400]);
    expect((await check(call, slip(bets, { code: 'BOOST10', amount: 100_000 }))).json()).toMatchObject({ boost: 5_000 });
  });

  it('refuses an unknown, an expired and a not applicable code with their codes', async () => {
    const call = await caller();
    const single = await pricedWinners(call, [2]);
    expect(errorOf(await check(call, slip(single, { code: 'NOSUCH' })))).toMatchObject({ code: 'promo_code_unknown' });
    expect(errorOf(await check(call, slip(single, { code: 'WELCOME2024' })))).toMatchObject({ code: 'promo_code_expired' });
    expect(errorOf(await check(call, slip(single, { code: 'EXPRESS25' })))).toEqual(expect.objectContaining({ code: 'promo_code_not_applicable', meta: { typeIds: [1], minSelections: 3, minCoef: 1.5 } }));
    const lowOdds = await pricedWinners(call, [2, 1.4, 3]);
    expect(errorOf(await check(call, slip(lowOdds, { code: 'EXPRESS25' })))).toMatchObject({ code: 'promo_code_not_applicable' });
  });

  it('asks for a signed-in player and a well-formed code', async () => {
    const guest = await caller(null);
    expect((await check(guest, { code: 'BOOST10' })).statusCode).toBe(401);
    const call = await caller();
    const bets = await pricedWinners(call, [2]);
    expect((await check(call, slip(bets, { code: 'no spaces' }))).statusCode).toBe(400);
  });
});

describe('the offered codes (promoCodes)', () => {
  it('lists the codes that apply to the slip, with their effect, and not the ones used up', async () => {
    const call = await caller();
    const single = await pricedWinners(call, [2]);
    const offers = await call.post('/coupon-api/v1/promo-codes', slip(single));
    expect(validate_promoCodeOffers(offers.json())).toBe(true);
    expect(offers.json().promoCodes.map((offer: { code: string }) => offer.code)).toEqual(['BOOST10']);
    const express = await pricedWinners(call, [2, 1.5, 1.8]);
    const forExpress = (await call.post('/coupon-api/v1/promo-codes', slip(express))).json().promoCodes;
    expect(forExpress).toEqual([expect.objectContaining({ code: 'BOOST10', boost: 54 }), expect.objectContaining({ code: 'EXPRESS25', boost: 135 })]);
    expect((await place(call, coupon(express, { promoCode: 'EXPRESS25' }))).statusCode).toBe(200);
    expect((await call.post('/coupon-api/v1/promo-codes', slip(express))).json().promoCodes.map((offer: { code: string }) => offer.code)).toEqual(['BOOST10']);
  });
});

describe('placing with a promo code', () => {
  it('keeps the accepted code with the coupon, shows it in the history and pays the boost on a win', async () => {
    const call = await caller();
    const bets = await pricedWinners(call, [2.5]);
    const placed = await place(call, coupon(bets, { promoCode: 'BOOST10' }));
    expect(placed.statusCode).toBe(200);
    expect(placed.json().coupon.promoCode).toEqual({ code: 'BOOST10', boostPercent: 10, maxBoost: 5_000, boost: 25 });
    const [open] = (await call.get('/coupon-api/v1/history?opened=1')).json().coupons as PlacedCoupon[];
    expect(validate_placedCoupon(open)).toBe(true);
    expect(open.promoCode?.code).toBe('BOOST10');
    await call.post('/bff-test/sports/settle');
    const [settled] = (await call.get('/coupon-api/v1/history')).json().coupons as PlacedCoupon[];
    expect(settled.payout).toBe(275);
    expect(await balance(call)).toBeCloseTo(50_000 - 100 + 275, 2);
  });

  it('checks the code again: a refused one places nothing and takes no stake', async () => {
    const call = await caller();
    const bets = await pricedWinners(call, [2]);
    for (const [promoCode, code] of [['NOSUCH', 'promo_code_unknown'], ['WELCOME2024', 'promo_code_expired'], ['EXPRESS25', 'promo_code_not_applicable']]) {
      expect(errorOf(await place(call, coupon(bets, { promoCode })))).toMatchObject({ code });
    }
    expect(await balance(call)).toBe(50_000);
    expect((await call.get('/coupon-api/v1/history')).json().coupons).toEqual([]);
  });

  it('takes a once-per-player code once, even from two placings at the same time', async () => {
    const call = await caller();
    const bets = await pricedWinners(call, [2, 1.5, 1.8]);
    const replies = await Promise.all([place(call, coupon(bets, { promoCode: 'EXPRESS25' })), place(call, coupon(bets, { promoCode: 'EXPRESS25' }))]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    expect(errorOf(replies.find((reply) => reply.statusCode === 400)!)).toMatchObject({ code: 'promo_code_used' });
    expect(await balance(call)).toBeCloseTo(50_000 - 100, 2);
    expect(errorOf(await check(call, slip(bets, { code: 'EXPRESS25' })))).toMatchObject({ code: 'promo_code_used' });
    expect(errorOf(await place(call, coupon(bets, { promoCode: 'EXPRESS25' })))).toMatchObject({ code: 'promo_code_used' });
    // BOOST10 may be used on every coupon.
    for (let placing = 0; placing < 2; placing++) expect((await place(call, coupon(bets, { promoCode: 'BOOST10' }))).statusCode).toBe(200);
  });
});
