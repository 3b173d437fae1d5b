// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { PlacedCoupon } from '../schemas/sports.ts';
import { validate_cashOutOffers } from '../src/generated/validate_cashOutOffers.js';
import { validate_placeCouponReply } from '../src/generated/validate_placeCouponReply.js';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../tests/support/bffCaller.ts';
import { FROZEN, openOutcomes, requestId } from './routeTestKit.ts';

const app = createTestBff();
afterAll(() => app.close());

const MAIN = '1000011';
const DEMO_USER = '100001';

/** The demo player in a scenario of their own, the line still, on a domain that offers cash out (unless told). */
async function bettor({ cashOut = true } = {}): Promise<Caller> {
  const call = await bffCaller(app, { patch: FROZEN, prefix: 'cash-out' });
  await patchScenario(app, call.scenario, { config: { coupon: { cashOut } } });
  return call;
}

const balance = async (call: Caller) => ((await call.get('/web-api/user/accounts')).json().accounts as Array<{ id: string; money: number }>).find((account) => account.id === MAIN)!.money;
const errorOf = (reply: { json(): { errors: Array<{ code: string; meta?: Record<string, unknown> }> } }) => reply.json().errors[0];

/** Places a 100 RUB single (or an accumulator of `legs`) at the shown prices; answers the coupon and its selections. */
async function placed(call: Caller, legs = 1) {
  const outcomes = await openOutcomes(call, legs);
  const reply = await call.post('/coupon-api/v1/place', {
    requestId: requestId(),
    accountId: MAIN,
    typeId: legs === 1 ? 0 : 1,
    amount: 100,
    bets: outcomes.map(({ marketId, coef }) => ({ marketId, coef })),
    changeCoefAction: 2,
    exactCoef: null,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { coupon: reply.json().coupon as PlacedCoupon, outcomes };
}

async function offerFor(call: Caller, couponId: string): Promise<number | null> {
  const reply = await call.post('/coupon-api/v1/cash-out/offers', { couponIds: [couponId] });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(validate_cashOutOffers(reply.json())).toBe(true);
  return (reply.json().offers as Array<{ couponId: string; amount: number | null }>)[0].amount;
}

const cashOut = (call: Caller, couponId: string, offered: number, part = offered, extra: Record<string, unknown> = {}) =>
  call.post('/coupon-api/v1/cash-out', { couponId, requestId: requestId(), offered, part, changeCoefAction: 0, ...extra });

const setPrice = (call: Caller, marketId: string, coef: number) => patchScenario(app, call.scenario, { sports: { markets: { [marketId]: { coef } } } });

describe('cash out (schemas/cashOut.ts)', { timeout: 60_000 }, () => {
  it('offers the stake at unchanged prices less the 5 % margin, and more when the price of the selection fell', async () => {
    const call = await bettor();
    const { coupon, outcomes } = await placed(call);
    expect(await offerFor(call, coupon.id)).toBe(95);
    // The selection is now likelier (its price fell from c to c / 1.25): the bet is worth 25 % more.
    await setPrice(call, outcomes[0].marketId, Math.round((outcomes[0].coef / 1.25) * 100) / 100);
    const offer = (await offerFor(call, coupon.id))!;
    expect(offer).toBeGreaterThan(118);
    expect(offer).toBeLessThanOrEqual(coupon.possibleWin);
  });

  it('a full cash out settles the bet as cashed out, pays the offer once, and shows it in history', async () => {
    const call = await bettor();
    const { coupon } = await placed(call, 2);
    const before = await balance(call);
    const offered = (await offerFor(call, coupon.id))!;
    const reply = await cashOut(call, coupon.id, offered);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(validate_placeCouponReply(reply.json())).toBe(true);
    expect(reply.json().coupon).toMatchObject({ id: coupon.id, isCashedOut: true, payout: offered, cashOuts: [{ amount: offered, stake: 100 }] });
    expect(await balance(call)).toBeCloseTo(before + offered, 2);
    // No longer open, no second offer, and the coupon's own settlement pays nothing more.
    expect((await call.get('/coupon-api/v1/history?opened=1')).json().coupons.map((open: PlacedCoupon) => open.id)).not.toContain(coupon.id);
    expect(await offerFor(call, coupon.id)).toBeNull();
    expect(errorOf(await cashOut(call, coupon.id, offered)).code).toBe('cash_out_unavailable');
    await call.post('/bff-test/sports/settle', {});
    expect(await balance(call)).toBeCloseTo(before + offered, 2);
    expect((await call.get(`/coupon-api/v1/coupon/${coupon.id}`)).json().coupon).toMatchObject({ isCashedOut: true, payout: offered });
  });

  it('a part leaves the rest of the bet on at the same odds, its stake and possible win reduced in proportion', async () => {
    const call = await bettor();
    const { coupon } = await placed(call);
    const before = await balance(call);
    const reply = await cashOut(call, coupon.id, 95, 38);
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json().coupon as PlacedCoupon;
    // 38 of an offer of 95 is 40 % of the bet: 40 of its 100 stake.
    expect(after).toMatchObject({ amount: 60, coef: coupon.coef, cashOuts: [{ amount: 38, stake: 40 }] });
    expect(after.isCashedOut).toBeUndefined();
    expect(after.possibleWin).toBeCloseTo(coupon.possibleWin * 0.6, 2);
    expect(await balance(call)).toBeCloseTo(before + 38, 2);
    expect(await offerFor(call, coupon.id)).toBe(57);
    expect(errorOf(await cashOut(call, coupon.id, 57, 57.5)).code).toBe('cash_out_part_invalid');
  });

  it('refuses an offer whose price moved, under the policy the bettor asked, with the new offer', async () => {
    const call = await bettor();
    const { coupon, outcomes } = await placed(call);
    await setPrice(call, outcomes[0].marketId, Math.round(outcomes[0].coef * 1.2 * 100) / 100);
    const refused = await cashOut(call, coupon.id, 95);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('cash_out_changed');
    const now = errorOf(refused).meta!.amount as number;
    expect(now).toBeLessThan(95);
    // "Accept higher offers only" refuses a lower one too; "accept any change" takes it at the new offer.
    expect(errorOf(await cashOut(call, coupon.id, 95, 95, { changeCoefAction: 2 })).code).toBe('cash_out_changed');
    const taken = await cashOut(call, coupon.id, 95, 95, { changeCoefAction: 1 });
    expect(taken.json().coupon).toMatchObject({ isCashedOut: true, payout: now });
  });

  it('a double tap (the same request twice, or two requests at once) pays once', async () => {
    const call = await bettor();
    const { coupon } = await placed(call);
    const before = await balance(call);
    const body = { couponId: coupon.id, requestId: requestId(), offered: 95, part: 95, changeCoefAction: 0 };
    const [first, second] = await Promise.all([call.post('/coupon-api/v1/cash-out', body), call.post('/coupon-api/v1/cash-out', body)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().coupon.cashOuts).toHaveLength(1);
    const [a, b] = await Promise.all([cashOut(call, coupon.id, 95), cashOut(call, coupon.id, 95)]);
    expect([a.statusCode, b.statusCode]).toEqual([400, 400]);
    expect(await balance(call)).toBeCloseTo(before + 95, 2);
  });

  it('is refused on a domain without it, for a suspended selection, and to a player who may not gamble now', async () => {
    const off = await bettor({ cashOut: false });
    const { coupon: elsewhere } = await placed(off);
    expect(await offerFor(off, elsewhere.id)).toBeNull();
    expect(errorOf(await cashOut(off, elsewhere.id, 95)).code).toBe('cash_out_unavailable');

    const call = await bettor();
    const { coupon, outcomes } = await placed(call);
    await patchScenario(app, call.scenario, { sports: { markets: { [outcomes[0].marketId]: { isBlocked: true } } } });
    expect(await offerFor(call, coupon.id)).toBeNull();
    await patchScenario(app, call.scenario, { sports: { markets: { [outcomes[0].marketId]: { isBlocked: false } } } });
    expect(await offerFor(call, coupon.id)).toBe(95);

    // The session limit ends: no more gambling, so no cash out either.
    await patchScenario(app, call.scenario, { limits: { userId: DEMO_USER, limits: [{ limitType: 31, limitValue: 1, limitBalance: 60 }] } });
    await call.post('/limit-service-api/api/external/web/v3/ping', {});
    await patchScenario(app, call.scenario, { limits: { advanceSeconds: 61 } });
    await call.post('/limit-service-api/api/external/web/v3/ping', {});
    const refused = await cashOut(call, coupon.id, 95);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'gambling_restricted']);
  });

  it("refuses another player's coupon as not found, and a malformed ask as an invalid request", async () => {
    const call = await bettor();
    const { coupon } = await placed(call);
    const other = await bffCaller(app, { login: 'phone@northbet.example', patch: FROZEN, prefix: 'cash-out' });
    await patchScenario(app, other.scenario, { config: { coupon: { cashOut: true } } });
    expect(errorOf(await cashOut(other, coupon.id, 95)).code).toBe('coupon_not_found');
    const malformed = await call.post('/coupon-api/v1/cash-out', { couponId: coupon.id, requestId: 'x', offered: -1, part: 1, changeCoefAction: 7 });
    expect(malformed.statusCode).toBe(400);
  });
});
