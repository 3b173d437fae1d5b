import { describe, expect, it } from 'vitest';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';
import {
  bonusCoefficient,
  type CoefLeg,
  couponPossibleWin,
  multipleSinglesPossibleWin,
  multipleSinglesTotalStake,
  possibleWin,
  totalCoef,
} from './couponMaths.ts';
import { roundWin } from './roundWin.ts';

const legs = (...coefs: number[]): CoefLeg[] => coefs.map((coef) => ({ coef }));

describe('roundWin', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [10 * 1.15, 11.5],
    [1.0005, 1.001],
    [1.0004999, 1],
    [123.4567, 123.457],
    [3 * 1.1, 3.3],
    // Past 12 significant digits nothing is trimmed.
    [1_234_567_890.1235, 1_234_567_890.124],
    [999_999_999_999.9985, 999_999_999_999.999],
  ])('%s → %s', (value, expected) => expect(roundWin(value)).toBe(expected));
});

describe('totalCoef', () => {
  it.each<[string, CouponTypeId, CoefLeg[], number, number]>([
    ['single', COUPON_TYPE.single, legs(2.5), 2, 2.5],
    ['express', COUPON_TYPE.express, legs(2, 3, 1.5), 2, 9],
    ['express with float noise', COUPON_TYPE.express, legs(1.1, 1.1, 1.1), 2, 1.331],
    ['multiple singles: sum', COUPON_TYPE.multipleSingles, legs(2, 3, 1.5), 2, 6.5],
    ['system 2/3: 13.5 / 3', COUPON_TYPE.system, legs(2, 3, 1.5), 2, 4.5],
    ['system 2/3 + banker 2', COUPON_TYPE.system, [{ coef: 2, isBanker: true }, ...legs(2, 3, 1.5)], 2, 9],
    ['system with a size that does not fit', COUPON_TYPE.system, legs(2, 3, 1.5), 5, 0],
    ['empty', COUPON_TYPE.express, [], 2, 0],
  ])('%s', (_, typeId, coefLegs, systemValue, expected) => {
    expect(totalCoef({ typeId, legs: coefLegs, systemValue })).toBe(expected);
  });
});

describe('possibleWin', () => {
  it.each<[number, number, number | null | undefined, number]>([
    [10, 2.5, undefined, 25],
    [10, 2.5, null, 25],
    [10, 2.5, 2.6, 26],
    [10, 2.5, 1, 25], // 1 is no price: the coefficient is used
    [0.1, 3, null, 0.3],
    [3, 1.1, null, 3.3],
    [10, 1.15, null, 11.5],
    [33.33, 1.333, null, 44.429], // 44.42889
    [1_234_567.15, 1.15, null, 1_419_752.223], // 1 419 752.2225 exactly; the float product is …2224999
    [987_654_321.99, 1012.37, null, 999_871_605_953.016], // …953.0163, near 10^12
    [0, 2, null, 0],
    [-5, 2, null, 0],
    [Number.NaN, 2, null, 0],
    [10, Number.NaN, null, 0],
  ])('%s × (%s, exact %s) = %s', (amount, coef, exactCoef, expected) => {
    expect(possibleWin(amount, coef, exactCoef)).toBe(expected);
  });

  it('multiple singles add each single’s win and stake', () => {
    const singles = [
      { amount: 10, coef: 2 },
      { amount: 0.1, coef: 3 },
      { amount: 5, coef: 1.15 },
    ];
    expect(multipleSinglesPossibleWin(singles)).toBe(26.05); // 20 + 0.3 + 5.75
    expect(multipleSinglesTotalStake(singles)).toBe(15.1);
  });
});

describe('couponPossibleWin: computed from the legs exactly, rounded once', () => {
  it.each<[string, CouponTypeId, CoefLeg[], number, number, number]>([
    // 7032.87 × 3.09 × 5.20 × 8.32 × 2.63 × 3.56 × 6.46 = 56 866 435.0874966…; through the coefficient trimmed to
    // 12 digits (8085.80779788) it read .088.
    ['express of six', COUPON_TYPE.express, legs(3.09, 5.2, 8.32, 2.63, 3.56, 6.46), 0, 7032.87, 56_866_435.087],
    ['single near 10^12', COUPON_TYPE.single, legs(1012.37), 0, 987_654_321.99, 999_871_605_953.016],
    // A system's amount is its total stake: 100 × e_6(seven at 1.5) / C(7, 6) = 100 × 11.390625 = 1139.0625.
    ['system 6/7, a half', COUPON_TYPE.system, legs(1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5), 6, 100, 1139.063],
    ['system with a banker', COUPON_TYPE.system, [{ coef: 2, isBanker: true }, ...legs(2, 3, 1.5)], 2, 30, 270],
    ['multiple singles at one stake, each rounded', COUPON_TYPE.multipleSingles, legs(1.15, 1.15), 0, 0.15, 0.346],
    ['no stake', COUPON_TYPE.express, legs(2, 3), 0, 0, 0],
    ['a system size that does not fit', COUPON_TYPE.system, legs(2, 3, 1.5), 5, 30, 0],
  ])('%s', (_, typeId, coefLegs, systemValue, amount, expected) => {
    expect(couponPossibleWin({ typeId, legs: coefLegs, systemValue, amount })).toBe(expected);
  });

  it('raises the win by the bonus coefficient inside the one rounding', () => {
    // 10 × 1.15 × 1.15 × 1.35 × 1.03 = 18.3893625; rounding 17.854 first and raising it would give 18.390.
    expect(couponPossibleWin({ typeId: COUPON_TYPE.express, legs: legs(1.15, 1.15, 1.35), systemValue: 0, amount: 10, bonusCoef: 1.03 })).toBe(18.389);
  });

  it('uses the exact coefficient when one is set', () => {
    expect(couponPossibleWin({ typeId: COUPON_TYPE.express, legs: legs(2, 3), systemValue: 0, amount: 1_234_567.15, exactCoef: 1.15 })).toBe(1_419_752.223);
  });
});

describe('bonusCoefficient', () => {
  it.each([
    [0, 1],
    [1, 1.01],
    [3, 1.03],
    [7, 1.07],
    [9, 1.09],
    [10, 1.1],
    [25, 1.1],
    [-1, 1],
    [2.5, 1],
  ])('%s bets → %s', (count, expected) => expect(bonusCoefficient(count)).toBe(expected));
});
