import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from './couponConstants.ts';
import { isVipBetAvailable, type VipBetInput } from './vipBet.ts';

const available: VipBetInput = { siteAllows: true, maxBetAmount: 5000, typeId: COUPON_TYPE.express, bets: [{ isLive: false }, { isLive: false }] };

describe('isVipBetAvailable', () => {
  it.each<[string, Partial<VipBetInput>, boolean]>([
    ['line express with a max', {}, true],
    ['system', { typeId: COUPON_TYPE.system }, true],
    ['single', { typeId: COUPON_TYPE.single, bets: [{ isLive: false }] }, true],
    ['site does not allow it', { siteAllows: false }, false],
    ['no max known', { maxBetAmount: null }, false],
    ['infinite max', { maxBetAmount: Number.POSITIVE_INFINITY }, false],
    ['a live bet', { bets: [{ isLive: false }, { isLive: true }] }, false],
    ['no bets', { bets: [] }, false],
    ['multiple singles', { typeId: COUPON_TYPE.multipleSingles }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(isVipBetAvailable({ ...available, ...change })).toBe(expected);
  });
});
