// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { couponFigures, couponStatus, resultFactor, returnPerUnit, round2, stakeUnits } from './betMath.ts';

describe('coupon maths', () => {
  it('counts the unit stakes: C(n, k) combinations of a system, without the bankers', () => {
    const legs = (count: number) => Array.from({ length: count }, () => ({ value: 1.5 }));
    expect(stakeUnits(2, legs(40), 20)).toBe(137_846_528_820);
    expect(stakeUnits(2, legs(3), 2)).toBe(3);
    expect(stakeUnits(9, legs(3))).toBe(3);
    expect(stakeUnits(1, legs(3))).toBe(1);
  });

  it('computes the possible win exactly and rounds it once to 3 decimals, up to 10^12', () => {
    // 7032.87 × 8085.80779788288 = 56 866 435.0874966…: .087, where float maths trimmed to 12 digits gave .088.
    const express = [3.09, 5.2, 8.32, 2.63, 3.56, 6.46].map((value) => ({ value }));
    expect(couponFigures(1, express, 7032.87).possibleWin).toBe(56_866_435.087);
    // 1 234 567.15 × 1.15 = 1 419 752.2225 exactly: the half rounds up, where the float product (…2224999) did not.
    expect(couponFigures(0, [{ value: 1.15 }], 1_234_567.15).possibleWin).toBe(1_419_752.223);
    // 987 654 321.99 × 1012.37 = 999 871 605 953.0163: the decimals survive near 10^12.
    expect(couponFigures(0, [{ value: 1012.37 }], 987_654_321.99).possibleWin).toBe(999_871_605_953.016);
    // The accumulator bonus is inside the one rounding: 10 × 1.15 × 1.15 × 1.35 × 1.03 = 18.3893625, not 17.854 × 1.03.
    expect(couponFigures(1, [1.15, 1.15, 1.35].map((value) => ({ value })), 10, undefined, 1.03).possibleWin).toBe(18.389);
    // A system's amount is shared by its combinations: 100 × 7 × 1.5^6 / 7 = 1139.0625 exactly, a half that rounds up.
    const seven = [1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5].map((value) => ({ value }));
    expect(couponFigures(2, seven, 100, 6)).toMatchObject({ units: 7, amount: 100, possibleWin: 1139.063, coef: 11.391 });
  });

  it('rounds wallet amounts by the decimal they stand for, halves away from zero', () => {
    // × 100 in binary gives …307.4999…, which Math.round took down.
    expect(round2(9_051_413.075)).toBe(9_051_413.08);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });

  it('prices a system 2 of 3 on 2.0, 3.0, 1.5 at 30 in all (10 a combination): 135', () => {
    const legs = [{ value: 2 }, { value: 3 }, { value: 1.5 }];
    expect(couponFigures(2, legs, 30, 2)).toEqual({ units: 3, amount: 30, coef: 4.5, possibleWin: 135 });
  });

  it('multiplies bankers into every combination', () => {
    const legs = [{ value: 2, isBanker: true }, { value: 2 }, { value: 3 }, { value: 1.5 }];
    expect(stakeUnits(2, legs, 2)).toBe(3);
    expect(couponFigures(2, legs, 30, 2)).toMatchObject({ amount: 30, possibleWin: 270 });
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
