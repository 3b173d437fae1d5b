import { afterEach, describe, expect, it, vi } from 'vitest';
import { couponMarket } from './couponFixtures.ts';
import { deferredCouponReducer } from './deferredCouponReducer.ts';
import { loadCouponReducer } from './loadCouponReducer.ts';
import { initialCouponState } from './initialCouponState.ts';

afterEach(() => vi.restoreAllMocks());

// One file, one module graph: the first test runs before couponSlice.ts was ever imported here.
describe('the sports slice before and after the coupon reducer loads', () => {
  it('reports a coupon event that comes before the reducer, and keeps the state', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const event = { type: 'coupon/betAdded', payload: couponMarket('m1', 2.5), meta: { now: 1 } };
    expect(deferredCouponReducer(initialCouponState, event)).toBe(initialCouponState);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('coupon/betAdded dispatched before the coupon reducer loaded'));
  });

  it('applies coupon events once the reducer is loaded', async () => {
    const { couponActions } = (await loadCouponReducer()) as typeof import('./couponSlice.ts');
    const market = couponMarket('m1', 2.5);
    const state = deferredCouponReducer(initialCouponState, couponActions.betAdded(market, 1));
    expect(state.bets.map((bet) => bet.market.id)).toEqual([market.id]);
  });
});
