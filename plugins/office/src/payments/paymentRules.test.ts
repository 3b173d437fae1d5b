import { describe, expect, it } from 'vitest';
import { amountProblem, depositTotal, feeOf, isPaymentConsultantAvailable, isWellFormedAmount, quickAmounts, withdrawalPayout } from './paymentRules.ts';

describe('amounts and fees', () => {
  it('takes amounts above zero with at most two decimals', () => {
    expect(isWellFormedAmount(10.25)).toBe(true);
    expect(isWellFormedAmount(10.001)).toBe(false);
    expect(isWellFormedAmount(0)).toBe(false);
    expect(isWellFormedAmount(-5)).toBe(false);
    expect(isWellFormedAmount(Number.NaN)).toBe(false);
  });

  it('charges the percentage plus the fixed part, rounded half up to the minor unit, on top of a deposit', () => {
    expect(feeOf({ feePercent: 1, feeFixed: 0 }, 1500)).toBe(15);
    expect(feeOf({ feePercent: 1.5, feeFixed: 0.5 }, 10.1)).toBe(0.65);
    expect(feeOf({ feePercent: 2.5, feeFixed: 0 }, 0.3)).toBe(0.01);
    expect(feeOf({ feePercent: 0, feeFixed: 0 }, 999)).toBe(0);
    expect(depositTotal({ feePercent: 1.5, feeFixed: 0.5 }, 10.1)).toBe(10.75);
  });

  it('takes a withdrawal fee from the payout, never below zero', () => {
    expect(withdrawalPayout({ feePercent: 0, feeFixed: 50 }, 1000)).toBe(950);
    expect(withdrawalPayout({ feePercent: 0, feeFixed: 50 }, 20)).toBe(0);
  });

  it('names the first problem of an amount: form, method minimum and maximum, deposit limit, balance', () => {
    const method = { min: 100, max: 1000 };
    expect(amountProblem(10.001, method)).toBe('amount_invalid');
    expect(amountProblem(99.99, method)).toBe('amount_below_min');
    expect(amountProblem(1000.01, method)).toBe('amount_above_max');
    expect(amountProblem(600, method, { limit: 500 })).toBe('amount_above_limit');
    expect(amountProblem(500, method, { limit: 500 })).toBeNull();
    expect(amountProblem(600, method, { limit: null })).toBeNull();
    expect(amountProblem(600, method, { balance: 599.99 })).toBe('amount_above_balance');
    expect(amountProblem(100, method)).toBeNull();
  });
});

describe('the quick amounts', () => {
  it('are the round multiples (1, 2, 5 × 10ⁿ) of the currency step within the method', () => {
    expect(quickAmounts(100, 100, 300_000)).toEqual([100, 200, 500, 1000]);
    expect(quickAmounts(100, 500, 300_000)).toEqual([500, 1000, 2000, 5000]);
    expect(quickAmounts(5, 10, 5000)).toEqual([10, 25, 50, 100]);
    expect(quickAmounts(500, 1000, 1_500_000)).toEqual([1000, 2500, 5000, 10_000]);
  });

  it('stop at the method maximum and at the cap (what the limits leave, or the balance)', () => {
    expect(quickAmounts(100, 100, 300, null)).toEqual([100, 200]);
    expect(quickAmounts(100, 100, 300_000, 700)).toEqual([100, 200, 500]);
    expect(quickAmounts(100, 100, 300_000, 50)).toEqual([]);
  });
});

describe('the payment consultant rule (first document, section 5)', () => {
  const on = { enabled: true, flagOnlyCountries: ['KZ'] };

  it('is available where its settings allow it, and never where they do not, flag or not', () => {
    expect(isPaymentConsultantAvailable(on, 'RU', false)).toBe(true);
    expect(isPaymentConsultantAvailable({ enabled: false, flagOnlyCountries: [] }, 'RU', true)).toBe(false);
    expect(isPaymentConsultantAvailable({ enabled: false, flagOnlyCountries: ['KZ'] }, 'KZ', true)).toBe(false);
  });

  it('opens in a listed country only for a player whose payment_consultant=1 flag is stored', () => {
    expect(isPaymentConsultantAvailable(on, 'KZ', false)).toBe(false);
    expect(isPaymentConsultantAvailable(on, 'KZ', true)).toBe(true);
  });
});
