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
    const event = { type: 'coupon/betAdded', market: couponMarket('m1', 2.5), now: 1 };
    expect(deferredCouponReducer(initialCouponState, event)).toBe(initialCouponState);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('coupon/betAdded dispatched before the coupon reducer loaded'));
  });

  it('is not installed by importing the reducer module: nothing happens at import time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { couponActions } = await import('./couponSlice.ts');
    expect(deferredCouponReducer(initialCouponState, couponActions.cleared())).toBe(initialCouponState);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('coupon/cleared dispatched before the coupon reducer loaded'));
  });

  it('applies coupon events once loadCouponReducer has loaded and installed the reducer', async () => {
    const { couponActions } = (await loadCouponReducer()) as typeof import('./couponSlice.ts');
    const market = couponMarket('m1', 2.5);
    const state = deferredCouponReducer(initialCouponState, couponActions.betAdded(market, 1));
    expect(state.bets.map((bet) => bet.market.id)).toEqual([market.id]);
  });
});
