// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { binomial, couponFigures, couponStatus, elementarySymmetric, resultFactor, returnPerUnit, stakeUnits } from './betMath.ts';

describe('coupon maths', () => {
  it('computes e_k without enumerating, and C(n, k)', () => {
    expect(elementarySymmetric([2, 3, 1.5], 2)).toBeCloseTo(13.5, 12);
    expect(elementarySymmetric([2, 3, 1.5], 3)).toBeCloseTo(9, 12);
    expect(elementarySymmetric([2, 3, 1.5], 1)).toBeCloseTo(6.5, 12);
    expect(elementarySymmetric([2, 3], 3)).toBe(0);
    // 40 legs, k = 20: C(40, 20) combinations of price 1 each, at once.
    expect(elementarySymmetric(new Array(40).fill(1), 20)).toBe(binomial(40, 20));
    expect(binomial(40, 20)).toBe(137_846_528_820);
    expect(binomial(3, 2)).toBe(3);
  });

  it('prices a system 2 of 3 on 2.0, 3.0, 1.5 at 10 a combination: 135 on 30', () => {
    const legs = [{ value: 2 }, { value: 3 }, { value: 1.5 }];
    expect(couponFigures(2, legs, 10, 2)).toEqual({ units: 3, amount: 30, coef: 4.5, possibleWin: 135 });
  });

  it('multiplies bankers into every combination', () => {
    const legs = [{ value: 2, isBanker: true }, { value: 2 }, { value: 3 }, { value: 1.5 }];
    expect(stakeUnits(2, legs, 2)).toBe(3);
    expect(couponFigures(2, legs, 10, 2)).toMatchObject({ amount: 30, possibleWin: 270 });
  });

  it('prices singles, expresses and multiple singles', () => {
    const legs = [{ value: 2 }, { value: 3 }, { value: 1.5 }];
    expect(couponFigures(0, [{ value: 1.85 }], 100, undefined)).toEqual({ units: 1, amount: 100, coef: 1.85, possibleWin: 185 });
    expect(couponFigures(1, legs, 10)).toEqual({ units: 1, amount: 10, coef: 9, possibleWin: 90 });
    expect(couponFigures(9, legs, 10)).toEqual({ units: 3, amount: 30, coef: 2.167, possibleWin: 65 });
  });

  it('settles with result factors: won, returned, lost and the halves', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((status) => resultFactor(status as 0, 3))).toEqual([0, 3, 1, 1, 2, 0.5, 1.5]);
    // System 2/3, one leg lost: only the combination of the two others pays.
    expect(returnPerUnit(2, [{ value: 2 }, { value: 3 }, { value: 0 }], 2)).toBe(6);
  });

  it('derives the coupon status from its bets and payout', () => {
    expect(couponStatus(1, [-1, -1], 0, 10)).toBe(-1);
    expect(couponStatus(1, [-1, -2], 0, 10)).toBe(-2);
    expect(couponStatus(1, [1, -2], 0, 10)).toBe(-2);
    expect(couponStatus(0, [6], 15, 10)).toBe(6);
    expect(couponStatus(1, [1, 0], 0, 10)).toBe(0);
    expect(couponStatus(1, [1, 1], 40, 10)).toBe(1);
    expect(couponStatus(1, [3, 3], 10, 10)).toBe(3);
    expect(couponStatus(1, [2, 3], 10, 10)).toBe(2);
    expect(couponStatus(2, [1, 0, 0], 0, 30)).toBe(0);
    expect(couponStatus(2, [1, 1, 0], 60, 30)).toBe(1);
    expect(couponStatus(2, [1, 5, 0], 10, 30)).toBe(5);
  });
});
