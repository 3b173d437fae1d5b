import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '../../../account/contract/index.ts';
import type { CouponConfig } from '../../schemas/sports.ts';
import { COUPON_TYPE } from './couponConstants.ts';
import { couponMarket } from './couponFixtures.ts';
import {
  selectAmount,
  selectAmountStep,
  selectCanPlace,
  selectCoefDecision,
  selectExpressBonus,
  selectHyperBonus,
  selectPossibleWin,
  selectStakeLimits,
  selectSystemOptions,
  selectTotalCoef,
  selectTotalStake,
  selectVipBetAvailable,
  type PayingAccount,
} from './couponSelectors.ts';
import { couponSettingsActions as S } from './couponSettings.ts';
import { couponActions as A, type CouponSliceAction as CouponAction, couponReducer, type CouponState } from './couponSlice.ts';
import { initialCouponState } from './initialCouponState.ts';

const config: CouponConfig = {
  minMaxCouponTypes: [0, 1, 2, 9],
  amountSteps: { RUB: { step: 100, initial: 150 }, USD: { step: 1, initial: 3 } },
  allowExpressBonus: true,
  allowVipBet: true,
  hyperBonus: { percent: 10, minBetLimit: 3, maxLimit: 1000 },
};

const m1 = couponMarket('g1-1', 2);
const m2 = couponMarket('g2-1', 3);
const m3 = couponMarket('g3-1', 1.5);

const paying = (iso: string, kind: keyof typeof ACCOUNT_TYPE = 'main'): PayingAccount => ({ iso, type: ACCOUNT_TYPE[kind] });

/** The coupon after these actions, paid from `account` (the accounts service's active account). */
const paidBy = (account: PayingAccount | null, ...actions: CouponAction[]) => ({
  coupon: actions.reduce<CouponState>((state, action) => couponReducer(state, action), initialCouponState),
  account,
});
const root = (...actions: CouponAction[]) => paidBy(null, ...actions);

const withContext = (...actions: CouponAction[]) =>
  paidBy(paying('USD'), A.configChanged(config), A.limitsReceived({ min: 1, max: 500, currency: 'USD' }), ...actions);

const express3 = [A.betAdded(m1, 1), A.betAdded(m2, 2), A.betAdded(m3, 3)];

describe('stake and step', () => {
  it.each([
    ['no context: RUB', root(), { step: 100, initial: 150 }],
    ['USD from config', withContext(), { step: 1, initial: 3 }],
    ['EUR not in config: built-in', paidBy(paying('EUR'), A.configChanged(config)), { step: 2.5, initial: 5 }],
    ['KZT not in config: built-in, not RUB', paidBy(paying('KZT'), A.configChanged(config)), { step: 1000, initial: 2000 }],
    ['manual step', withContext(S.changed({ isManualAmountStep: true, amountStepByCurrencyIso: { USD: 2 } })), { step: 2, initial: 3 }],
  ])('%s', (_, state, expected) => {
    expect(selectAmountStep(state)).toEqual(expected);
    expect(selectAmount(state)).toBe(expected.initial);
  });

  it('the bettor’s stake wins over the initial amount', () => {
    expect(selectAmount(withContext(A.amountChanged(7)))).toBe(7);
  });
});

describe('coefficient and possible win', () => {
  it.each<[string, CouponAction[], number, number, number]>([
    ['single', [A.betAdded(m1, 1), A.amountChanged(10)], 2, 20, 10],
    ['express 2 × 3 × 1.5, with the accumulator bonus of 3 bets (×1.03)', [...express3, A.amountChanged(10)], 9, 92.7, 10],
    ['express 2 × 3 × 1.5, the bonus removed by hand', [...express3, A.amountChanged(10), A.bonusBetRemoved()], 9, 90, 10],
    ['express with an exact coefficient (and the bonus)', [...express3, A.amountChanged(10), S.exactCoefChanged(10)], 9, 103, 10],
    ['system 2/3, total stake 30 = 10 per combination', [...express3, A.typeChanged(COUPON_TYPE.system), A.amountChanged(30)], 4.5, 135, 30],
    [
      'system 2/3 with a banker at 2: 4 selections',
      [...express3, A.betAdded(couponMarket('g4-1', 2), 4), A.typeChanged(COUPON_TYPE.system), A.bankerToggled('g4-1'), A.amountChanged(30)],
      9,
      270,
      30,
    ],
    [
      'multiple singles with one own stake',
      [...express3, A.typeChanged(COUPON_TYPE.multipleSingles), A.amountChanged(10), A.amountChanged(0.1, 'g2-1')],
      6.5,
      35.3, // 20 + 0.3 + 15
      20.1,
    ],
  ])('%s', (_, actions, coef, win, stake) => {
    const state = withContext(...actions);
    expect(selectTotalCoef(state)).toBe(coef);
    expect(selectPossibleWin(state)).toBe(win);
    expect(selectTotalStake(state)).toBe(stake);
  });
});

describe('possible win of large and long coupons (exact, spec 5)', () => {
  it('is the exact value rounded to 3 decimals: 7032.87 on an express of six is 56 866 435.087', () => {
    const prices = [3.09, 5.2, 8.32, 2.63, 3.56, 6.46];
    const bets = prices.map((price, index) => A.betAdded(couponMarket(`g${index + 1}-1`, price), index + 1));
    const state = paidBy(paying('USD'), A.configChanged({ ...config, allowExpressBonus: false }), ...bets, A.amountChanged(7032.87));
    // 56 866 435.0874966…; the coefficient trimmed to 12 digits gave .088.
    expect(selectPossibleWin(state)).toBe(56_866_435.087);
  });

  it('keeps the decimals of a stake and a win near 10^12', () => {
    const state = withContext(A.betAdded(couponMarket('g1-1', 1012.37), 1), A.amountChanged(987_654_321.99));
    expect(selectPossibleWin(state)).toBe(999_871_605_953.016);
    expect(selectTotalStake(withContext(A.betAdded(m1, 1), A.amountChanged(1_234_567_890.123)))).toBe(1_234_567_890.123);
  });
});

describe('system options', () => {
  it('lists sizes with the minimum total per option when limits apply', () => {
    const state = withContext(...express3, A.betAdded(couponMarket('g4-1', 2), 4), A.limitsReceived({ min: 2, max: 500, currency: 'USD' }));
    expect(selectSystemOptions(state)).toEqual([
      { value: 2, offset: 0, minBetAmount: 12, combo: 6 },
      { value: 3, offset: 0, minBetAmount: 8, combo: 4 },
    ]);
  });

  it('counts bankers as offset', () => {
    const state = withContext(...express3, A.betAdded(couponMarket('g4-1', 2), 4), A.typeChanged(COUPON_TYPE.system), A.bankerToggled('g4-1'));
    expect(selectSystemOptions(state)).toEqual([{ value: 2, offset: 1, minBetAmount: 3, combo: 3 }]);
  });

  it('has none below 3 selections', () => {
    expect(selectSystemOptions(withContext(A.betAdded(m1, 1), A.betAdded(m2, 2)))).toEqual([]);
  });
});

describe('stake limits', () => {
  it('apply to listed types and not on a bonus account', () => {
    expect(selectStakeLimits(withContext(...express3))).toEqual({ min: 1, max: 500 });
    const bonus = paidBy(paying('USD', 'bonus'), A.configChanged(config), A.limitsReceived({ min: 1, max: 500, currency: 'USD' }), ...express3);
    expect(selectStakeLimits(bonus)).toEqual({ min: 0, max: Number.POSITIVE_INFINITY });
    const unlisted = withContext(A.configChanged({ ...config, minMaxCouponTypes: [0] }), ...express3);
    expect(selectStakeLimits(unlisted)).toEqual({ min: 0, max: Number.POSITIVE_INFINITY });
  });
});

describe('always the maximum stake (the setting isAutoMax)', () => {
  const autoMax = S.changed({ isAutoMax: true });
  const withBalance = (money: number, ...actions: CouponAction[]) =>
    paidBy({ ...paying('USD'), money }, A.configChanged(config), A.limitsReceived({ min: 1, max: 500, currency: 'USD' }), ...actions);

  it.each<[string, ReturnType<typeof withBalance>, number]>([
    ['the maximum stake, within the balance', withBalance(1_000, ...express3, autoMax), 500],
    ['the balance, below the maximum', withBalance(120.456, ...express3, autoMax), 120.45],
    ['what the player\'s own limit leaves', withBalance(1_000, ...express3, A.limitsReceived({ min: 1, max: 500, currency: 'USD', playerLimit: { kind: 'loss', remaining: 40 } }), autoMax), 40],
    ['each single\'s share of the maximum, for multiple singles', withBalance(1_000, ...express3, A.typeChanged(COUPON_TYPE.multipleSingles), autoMax), 166.66],
    ['the bettor\'s own stake once they choose one: the setting ends', withBalance(1_000, ...express3, autoMax, A.amountChanged(25)), 25],
    ['the new account\'s most when another account pays (the stake is cleared, the setting stays)', withBalance(1_000, ...express3, autoMax, A.stakeCleared()), 500],
    // Odds 9 with the accumulator bonus (×1.03): within a maximum payout of 1,000 the stake is at most 107.87.
    ['no more than keeps the possible win within the maximum payout', withBalance(1_000, ...express3, A.limitsReceived({ min: 1, max: 500, currency: 'USD', maxPayout: 1_000 }), autoMax), 107.87],
  ])('%s', (_, state, amount) => {
    expect(selectAmount(state)).toBe(amount);
  });

  it('places at it: the stake is placeable and the setting stays until a stake is chosen by hand', () => {
    const state = withBalance(1_000, ...express3, autoMax);
    expect(selectCanPlace(state).ok).toBe(true);
    expect(selectCanPlace(withBalance(1_000, ...express3, A.limitsReceived({ min: 1, max: 500, currency: 'USD', maxPayout: 1_000 }), autoMax)).ok).toBe(true);
    expect(state.coupon.settings.isAutoMax).toBe(true);
    expect(withBalance(1_000, ...express3, autoMax, A.amountChanged(25)).coupon.settings.isAutoMax).toBe(false);
  });
});

describe('canPlace', () => {
  const usdLimits = { min: 1, max: 500, currency: 'USD' };
  const prices = (coef: number) => A.pricesUpdated({ markets: [{ id: 'g1-1', coef, isBlocked: false, gameStatus: 1 }], missing: [] });

  it.each<[string, CouponAction[], string[]]>([
    ['an express with a stake', [...express3, A.amountChanged(10)], []],
    ['empty', [], ['empty']],
    ['zero stake', [...express3, A.amountChanged(0)], ['noAmount']],
    ['below the minimum', [...express3, A.amountChanged(0.5)], ['amountTooLow']],
    ['above the maximum', [...express3, A.amountChanged(501)], ['amountTooHigh']],
    ['above the maximum as a VIP bet', [...express3, A.amountChanged(501), S.changed({ isVipBet: true })], []],
    ['above the maximum, VIP asked but not available (live)', [...express3, A.betAdded(couponMarket('g9-1', 2, { isLive: true }), 9), A.amountChanged(501), S.changed({ isVipBet: true })], ['amountTooHigh']],
    ['a blocked selection', [...express3, A.amountChanged(10), A.pricesUpdated({ markets: [], missing: ['g2-1'] })], ['blocked']],
    ['a lower price (default policy)', [...express3, A.amountChanged(10), prices(1.9)], ['priceChanged']],
    ['a higher price (default policy)', [...express3, A.amountChanged(10), prices(2.1)], []],
    ['a higher price when asking on any change', [...express3, A.amountChanged(10), S.changed({ changeCoefAction: 0 }), prices(2.1)], ['priceChanged']],
    ['a lower price when accepting any', [...express3, A.amountChanged(10), S.changed({ changeCoefAction: 1 }), prices(1.9)], []],
    ['a lower price, accepted', [...express3, A.amountChanged(10), prices(1.9), A.priceChangesAccepted()], []],
    ['system 2/3 at 2 per combination', [...express3, A.typeChanged(COUPON_TYPE.system), A.limitsReceived({ min: 2, max: 500, currency: 'USD' }), A.amountChanged(6)], []],
    ['system 2/3 below 2 per combination', [...express3, A.typeChanged(COUPON_TYPE.system), A.limitsReceived({ min: 2, max: 500, currency: 'USD' }), A.amountChanged(5)], ['amountTooLow']],
    ['a single below the minimum in multiple singles', [...express3, A.typeChanged(COUPON_TYPE.multipleSingles), A.amountChanged(10), A.amountChanged(0.5, 'g1-1')], ['amountTooLow']],
    ['an express with two outcomes of one game', [A.betAdded(m1, 1), A.typeChanged(COUPON_TYPE.express), A.betAdded(couponMarket('g1-2', 2), 2), A.amountChanged(10)], ['dependentBets']],
    ['while placing', [...express3, A.amountChanged(10), A.placeRequested('r')], ['placing']],
    ['within what the wagering limit leaves', [...express3, A.limitsReceived({ ...usdLimits, playerLimit: { kind: 'wagering', remaining: 40 } }), A.amountChanged(40)], []],
    ['above what the wagering limit leaves', [...express3, A.limitsReceived({ ...usdLimits, playerLimit: { kind: 'wagering', remaining: 40 } }), A.amountChanged(41)], ['wageringLimit']],
    ['above what the loss limit leaves, as a VIP bet', [...express3, A.limitsReceived({ ...usdLimits, playerLimit: { kind: 'loss', remaining: 40 } }), A.amountChanged(501), S.changed({ isVipBet: true })], ['lossLimit']],
    ['multiple singles whose stakes add up above the limit', [...express3, A.typeChanged(COUPON_TYPE.multipleSingles), A.limitsReceived({ ...usdLimits, playerLimit: { kind: 'loss', remaining: 25 } }), A.amountChanged(10)], ['lossLimit']],
    ['above what a refused bet said the limit leaves', [...express3, A.amountChanged(10), A.placeRequested('r'), A.placeFailed('r', { code: 'wagering_limit_exceeded', remaining: 5 })], ['wageringLimit']],
    // Odds 9 with the accumulator bonus (×1.03): a stake of 10 may win 92.70, which the maximum counts.
    ['a possible win within the maximum payout', [...express3, A.limitsReceived({ ...usdLimits, maxPayout: 92.7 }), A.amountChanged(10)], []],
    ['a possible win above the maximum payout', [...express3, A.limitsReceived({ ...usdLimits, maxPayout: 92.69 }), A.amountChanged(10)], ['maxPayout']],
    ['above the maximum payout a refused bet named', [...express3, A.amountChanged(10), A.placeRequested('r'), A.placeFailed('r', { code: 'max_payout_exceeded', maxPayout: 50 })], ['maxPayout']],
  ])('%s → %j', (_, actions, reasons) => {
    const result = selectCanPlace(withContext(...actions));
    expect(result.reasons).toEqual(reasons);
    expect(result.ok).toBe(reasons.length === 0);
  });

  it('is memoised', () => {
    const state = withContext(...express3);
    expect(selectCanPlace(state)).toBe(selectCanPlace(state));
  });

  it('lists the moved prices', () => {
    expect(selectCoefDecision(withContext(...express3, prices(1.9))).changed).toEqual([{ id: 'g1-1', from: 2, to: 1.9, direction: 'down' }]);
  });
});

describe('bonuses and VIP', () => {
  it('express bonus for 3 bets, gone once deleted by hand', () => {
    expect(selectExpressBonus(withContext(...express3))).toEqual({ eligible: true, blocker: null, coef: 1.03 });
    expect(selectExpressBonus(withContext(...express3, A.bonusBetRemoved())).blocker).toBe('manuallyDeleted');
    expect(selectExpressBonus(root(...express3)).blocker).toBe('notAllowed');
  });

  it('VIP bet needs line bets and a finite max', () => {
    expect(selectVipBetAvailable(withContext(...express3))).toBe(true);
    expect(selectVipBetAvailable(root(A.configChanged(config), ...express3))).toBe(false);
    expect(selectVipBetAvailable(withContext(...express3, A.betAdded(couponMarket('g9-1', 2, { isLive: true }), 9)))).toBe(false);
  });

  it('hyper bonus on an express of 3', () => {
    expect(selectHyperBonus(withContext(...express3, A.amountChanged(10)))?.amount).toBe(8.27); // 10 % of (92.7 − 10), the accumulator bonus in
    expect(selectHyperBonus(withContext(...express3, A.amountChanged(10), A.bonusBetRemoved()))?.amount).toBe(8); // 10 % of (90 − 10)
  });
});
