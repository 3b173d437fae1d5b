import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from './couponConstants.ts';
import { expressBonusBlocker, type ExpressBonusInput, isExpressBonusEligible } from './expressBonus.ts';

const eligible: ExpressBonusInput = {
  siteAllows: true,
  typeId: COUPON_TYPE.express,
  bets: [
    { coef: 1.1, kind: 1 },
    { coef: 2, kind: 3 },
    { coef: 1.5, kind: 4 },
  ],
  totalCoef: 3.3,
  manuallyDeletedBonusBet: false,
};

describe('express bonus', () => {
  it.each<[string, Partial<ExpressBonusInput>, ReturnType<typeof expressBonusBlocker>]>([
    ['eligible at exactly 3 bets and coef 1.1', {}, null],
    ['site does not allow it', { siteAllows: false }, 'notAllowed'],
    ['not an express', { typeId: COUPON_TYPE.system }, 'notExpress'],
    ['two bets', { bets: eligible.bets.slice(0, 2) }, 'tooFewBets'],
    ['a coef of 1.09', { bets: [...eligible.bets.slice(1), { coef: 1.09, kind: 1 }] }, 'coefTooLow'],
    ['a coef that is NaN', { bets: [...eligible.bets.slice(1), { coef: Number.NaN, kind: 1 }] }, 'coefTooLow'],
    ['an outright (kind 7)', { bets: [...eligible.bets.slice(1), { coef: 3, kind: 7 }] }, 'outright'],
    ['total below 1.01', { totalCoef: 1.009 }, 'totalCoefTooLow'],
    ['deleted by hand', { manuallyDeletedBonusBet: true }, 'manuallyDeleted'],
  ])('%s', (_, change, blocker) => {
    const input = { ...eligible, ...change };
    expect(expressBonusBlocker(input)).toBe(blocker);
    expect(isExpressBonusEligible(input)).toBe(blocker === null);
  });
});
