import { describe, expect, it } from 'vitest';
import type { CouponConfig } from '../../schemas/sports.ts';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';
import { amountStepFor, DEFAULT_AMOUNT_STEPS, effectiveAmountStep, effectiveStakeLimits, stakeLimitsApply } from './stakeRules.ts';

const config: Pick<CouponConfig, 'amountSteps'> = {
  amountSteps: { RUB: { step: 50, initial: 200 }, KZT: { step: 500, initial: 1000 }, BAD: { step: 0, initial: 5 } },
};

describe('amountStepFor', () => {
  it.each<[string, Pick<CouponConfig, 'amountSteps'> | null, string, { step: number; initial: number }]>([
    ['config has the currency', config, 'KZT', { step: 500, initial: 1000 }],
    ['config lacks USD: built-in USD', config, 'USD', { step: 2.5, initial: 5 }],
    ['config lacks EUR: built-in EUR', config, 'EUR', { step: 2.5, initial: 5 }],
    ['unknown currency: config RUB', config, 'XYZ', { step: 50, initial: 200 }],
    ['broken config entry: config RUB', config, 'BAD', { step: 50, initial: 200 }],
    ['no config: built-in RUB', null, 'XYZ', { step: 100, initial: 150 }],
    ['no config, RUB', null, 'RUB', { step: 100, initial: 150 }],
    ['prototype keys are not currencies', null, 'constructor', { step: 100, initial: 150 }],
  ])('%s', (_, cfg, currency, expected) => {
    expect(amountStepFor(cfg, currency)).toEqual(expected);
  });

  it.each<[string, { step: number; initial: number }]>([
    // Spec 9's own rows.
    ['RUB', { step: 100, initial: 150 }],
    ['USD', { step: 2.5, initial: 5 }],
    ['EUR', { step: 2.5, initial: 5 }],
    // Ours, by the table's rule: tenge no longer falls back to RUB's 100.
    ['KZT', { step: 1000, initial: 2000 }],
    ['GBP', { step: 2.5, initial: 5 }],
    ['JPY', { step: 500, initial: 1000 }],
    ['KWD', { step: 1, initial: 2 }],
    ['IDR', { step: 50_000, initial: 100_000 }],
    ['UAH', { step: 100, initial: 200 }],
  ])('the built-in table gives %s %j', (currency, expected) => {
    expect(amountStepFor(null, currency)).toEqual(expected);
    expect(amountStepFor({ amountSteps: { RUB: { step: 100, initial: 150 } } }, currency)).toEqual(expected);
  });

  it('covers about 150 ISO 4217 currencies, every row by the same rule', () => {
    const rows = Object.entries(DEFAULT_AMOUNT_STEPS);
    expect(rows.length).toBeGreaterThanOrEqual(145);
    const iso4217 = new Set(Intl.supportedValuesOf('currency'));
    for (const [currency, { step, initial }] of rows) {
      expect(iso4217.has(currency), currency).toBe(true);
      // The 1-2.5-5 series, and initial = 2 × step (RUB keeps the spec's 150).
      const mantissa = step / 10 ** Math.floor(Math.log10(step));
      expect([1, 2.5, 5].some((allowed) => Math.abs(mantissa - allowed) < 1e-9), `${currency} step ${step}`).toBe(true);
      if (currency !== 'RUB') expect(initial, currency).toBe(2 * step);
    }
  });

  it('uses the bettor’s own step only when manual steps are on', () => {
    const own = { amountStepByCurrencyIso: { KZT: 250 } };
    expect(effectiveAmountStep(config, 'KZT', { ...own, isManualAmountStep: true })).toBe(250);
    expect(effectiveAmountStep(config, 'KZT', { ...own, isManualAmountStep: false })).toBe(500);
    expect(effectiveAmountStep(config, 'USD', { ...own, isManualAmountStep: true })).toBe(2.5);
  });
});

describe('stake limits', () => {
  it.each<[CouponTypeId, readonly number[] | undefined, boolean, boolean]>([
    [COUPON_TYPE.express, [0, 1], false, true],
    [COUPON_TYPE.system, [0, 1], false, false],
    [COUPON_TYPE.express, [0, 1], true, false],
    [COUPON_TYPE.single, undefined, false, false],
  ])('type %s, listed %j, bonus account %s → apply %s', (typeId, minMaxCouponTypes, isBonusAccount, expected) => {
    expect(stakeLimitsApply({ typeId, minMaxCouponTypes, isBonusAccount })).toBe(expected);
  });

  it('bounds the stake only when the limits apply', () => {
    expect(effectiveStakeLimits({ min: 10, max: 5000 }, true)).toEqual({ min: 10, max: 5000 });
    expect(effectiveStakeLimits({ min: 10, max: 5000 }, false)).toEqual({ min: 0, max: Number.POSITIVE_INFINITY });
    expect(effectiveStakeLimits({ min: null, max: null }, true)).toEqual({ min: 0, max: Number.POSITIVE_INFINITY });
  });
});
