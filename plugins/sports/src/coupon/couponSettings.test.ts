import { describe, expect, it } from 'vitest';
import { couponSettingsActions as S, couponSettingsReducer, validSettings } from './couponSettings.ts';
import { DEFAULT_COUPON_SETTINGS } from './initialCouponState.ts';

describe('validSettings', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['booleans', { isAutoMax: true, isVipBet: 'true' }, { isAutoMax: true }],
    ['changeCoefAction', { changeCoefAction: 1 }, { changeCoefAction: 1 }],
    ['changeCoefAction out of range', { changeCoefAction: 3 }, {}],
    ['amounts', { oneClickAmount: 50, bonusAccountOneClickAmount: null }, { oneClickAmount: 50, bonusAccountOneClickAmount: null }],
    ['bad amounts', { oneClickAmount: 0, bonusAccountOneClickAmount: Number.POSITIVE_INFINITY }, {}],
    ['exact coefficient', { exactCoef: 1.5 }, { exactCoef: 1.5 }],
    ['exact coefficient of 1', { exactCoef: 1 }, {}],
    ['step table', { amountStepByCurrencyIso: { USD: 5, EUR: 2 } }, { amountStepByCurrencyIso: { USD: 5, EUR: 2 } }],
    ['step table with a bad entry', { amountStepByCurrencyIso: { USD: 5, usd: 2 } }, {}],
    ['unknown fields', { theme: 'dark' }, {}],
  ])('%s', (_, input, expected) => {
    expect(validSettings(input)).toEqual(expected);
  });
});

describe('couponSettingsReducer', () => {
  it('returns the same settings for actions it does not own', () => {
    expect(couponSettingsReducer(DEFAULT_COUPON_SETTINGS, S.oneClickRequested())).toBe(DEFAULT_COUPON_SETTINGS);
  });

  it('turning drop-on-score-change off leaves one-click alone', () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true, isDropOnScoreChange: false };
    expect(couponSettingsReducer(settings, S.dropOnScoreChangeChanged(false)).isActiveOneClick).toBe(true);
  });

  it('a new exact coefficient keeps drop-on-score-change', () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, exactCoef: 1.5, isDropOnScoreChange: true };
    expect(couponSettingsReducer(settings, S.exactCoefChanged(1.7))).toMatchObject({ exactCoef: 1.7, isDropOnScoreChange: true });
  });
});
