import { describe, expect, it } from 'vitest';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';
import {
  bonusCoefficient,
  type CoefLeg,
  multipleSinglesPossibleWin,
  multipleSinglesTotalStake,
  possibleWin,
  roundWin,
  totalCoef,
} from './couponMaths.ts';

const legs = (...coefs: number[]): CoefLeg[] => coefs.map((coef) => ({ coef }));

describe('roundWin', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [10 * 1.15, 11.5],
    [1.0005, 1.001],
    [1.0004999, 1],
    [123.4567, 123.457],
    [3 * 1.1, 3.3],
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
