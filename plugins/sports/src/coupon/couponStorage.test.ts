import { describe, expect, it } from 'vitest';
import { COUPON_TYPE, MAX_COUPON_BETS } from './couponConstants.ts';
import { couponMarket } from './couponFixtures.ts';
import { couponActions as A, couponReducer, type CouponState } from './couponSlice.ts';
import { initialCouponState } from './initialCouponState.ts';
import { parseStoredCoupon, serializeCoupon } from './couponStorage.ts';

const m1 = couponMarket('g1-1', 2);
const m2 = couponMarket('g2-1', 3);
const m3 = couponMarket('g3-1', 1.5);

const stateWith = (...markets: typeof m1[]) =>
  markets.reduce<CouponState>((state, market, i) => couponReducer(state, A.betAdded(market, 1000 + i)), initialCouponState);

const valid = () => JSON.parse(serializeCoupon(stateWith(m1, m2, m3))) as Record<string, unknown> & { bets: Record<string, unknown>[] };

const expectError = (raw: string | null, fragment: string) => {
  const parsed = parseStoredCoupon(raw);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error).toContain(fragment);
};

describe('serializeCoupon', () => {
  it('saves bets, addedAtByBetId, typeId and systemValue with a version, nothing else', () => {
    const state = couponReducer(couponReducer(stateWith(m1, m2, m3), A.typeChanged(COUPON_TYPE.system)), A.amountChanged(50));
    const saved = JSON.parse(serializeCoupon(state)) as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(['addedAtByBetId', 'bets', 'systemValue', 'typeId', 'version']);
    expect(saved).toMatchObject({ version: 1, typeId: 2, systemValue: 2, addedAtByBetId: { 'g1-1': 1000, 'g2-1': 1001, 'g3-1': 1002 } });
    expect(saved.bets).toEqual([m1, m2, m3].map((market) => ({ market, isBanker: false })));
  });

  it('round-trips through parseStoredCoupon and the reducer', () => {
    const state = couponReducer(stateWith(m1, m2, m3), A.typeChanged(COUPON_TYPE.system));
    const parsed = parseStoredCoupon(serializeCoupon(state));
    if (!parsed.ok) throw new Error(parsed.error);
    const loaded = couponReducer(initialCouponState, A.loaded(parsed.coupon, 99));
    expect(loaded.bets).toEqual(state.bets);
    expect(loaded.typeId).toBe(COUPON_TYPE.system);
    expect(loaded.addedAtByBetId).toEqual(state.addedAtByBetId);
  });
});

describe('parseStoredCoupon', () => {
  it('accepts an empty coupon', () => {
    expect(parseStoredCoupon(serializeCoupon(initialCouponState))).toEqual({
      ok: true,
      coupon: { bets: [], addedAtByBetId: {}, typeId: 0, systemValue: 2 },
    });
  });

  it('accepts missing times', () => {
    expect(parseStoredCoupon(JSON.stringify({ ...valid(), addedAtByBetId: {} })).ok).toBe(true);
  });

  const mutate = (change: (coupon: ReturnType<typeof valid>) => unknown) => {
    const coupon = valid();
    const result = change(coupon);
    return JSON.stringify(result === undefined ? coupon : result);
  };
  const market = (coupon: ReturnType<typeof valid>, index = 0) => coupon.bets[index].market as Record<string, unknown>;

  it.each<[string, string | null, string]>([
    ['nothing stored', null, 'nothing stored'],
    ['an empty string', '', 'nothing stored'],
    ['corrupt JSON', '{"bets": [', 'not JSON'],
    ['a JSON array', '[]', 'not an object'],
    ['JSON null', 'null', 'not an object'],
    ['an oversized string', `"${'x'.repeat(200_001)}"`, 'too large'],
    ['another version', mutate((c) => ({ ...c, version: 2 })), 'version'],
    ['no version', mutate((c) => { delete c.version; }), 'version'],
    ['an unknown field', mutate((c) => ({ ...c, extra: 1 })), 'unknown field extra'],
    ['a __proto__ field', mutate(() => undefined).replace('{', '{"__proto__":{"polluted":1},'), 'unknown field __proto__'],
    ['bets not an array', mutate((c) => ({ ...c, bets: {} })), 'bets is not an array'],
    ['too many bets', mutate((c) => ({ ...c, bets: new Array(MAX_COUPON_BETS + 1).fill(c.bets[0]) })), `more than ${MAX_COUPON_BETS}`],
    ['a repeated bet', mutate((c) => ({ ...c, bets: [c.bets[0], c.bets[0]] })), 'repeats'],
    ['a bet that is null', mutate((c) => ({ ...c, bets: [null] })), 'bets[0] is not an object'],
    ['isBanker not a boolean', mutate((c) => { c.bets[0].isBanker = 1; }), 'isBanker'],
    ['coef NaN (stored as null)', mutate((c) => { market(c).coef = Number.NaN; }), 'coef is not a price'],
    ['coef negative', mutate((c) => { market(c).coef = -2; }), 'coef is not a price'],
    ['coef below 1', mutate((c) => { market(c).coef = 0.99; }), 'coef is not a price'],
    ['coef huge', mutate((c) => { market(c).coef = 1e300; }), 'coef is not a price'],
    ['coef a string', mutate((c) => { market(c).coef = '2'; }), 'coef is not a price'],
    ['an id that is not an outcome id', mutate((c) => { market(c).id = '<script>'; }), 'not an outcome id'],
    ['gameId zero', mutate((c) => { market(c).gameId = 0; }), 'gameId'],
    ['gameId fractional', mutate((c) => { market(c).gameId = 1.5; }), 'gameId'],
    ['a missing market field', mutate((c) => { delete market(c).champId; }), 'champId is missing'],
    ['an extra market field', mutate((c) => { market(c).evil = true; }), 'unknown field evil'],
    ['a name too long', mutate((c) => { (market(c).names as Record<string, unknown>).game = 'x'.repeat(201); }), 'names.game'],
    ['isLive not a boolean', mutate((c) => { market(c).isLive = 'no'; }), 'isLive'],
    ['a time for an unknown bet', mutate((c) => ({ ...c, addedAtByBetId: { other: 1 } })), 'unknown field other'],
    ['a negative time', mutate((c) => ({ ...c, addedAtByBetId: { 'g1-1': -1 } })), 'not a time'],
    ['an unknown type', mutate((c) => ({ ...c, typeId: 5 })), 'typeId'],
    ['system value 1', mutate((c) => ({ ...c, systemValue: 1 })), 'systemValue'],
    ['system value huge', mutate((c) => ({ ...c, systemValue: 1e9 })), 'systemValue'],
  ])('refuses %s', (_, raw, fragment) => {
    expectError(raw, fragment);
  });

  it('builds fresh objects', () => {
    const parsed = parseStoredCoupon(serializeCoupon(stateWith(m1)));
    expect(parsed.ok && Object.getPrototypeOf(parsed.coupon.addedAtByBetId)).toBe(Object.prototype);
  });
});
