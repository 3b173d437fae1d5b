import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from './couponConstants.ts';
import { hyperBonus } from './hyperBonus.ts';

const config = { percent: 10, minBetLimit: 4, maxLimit: 100 };

describe('hyperBonus', () => {
  it('gives percent of the profit of a long enough express', () => {
    expect(hyperBonus({ config, typeId: COUPON_TYPE.express, betCount: 4, amount: 10, possibleWin: 110 })).toEqual({
      hyperBonusPercent: 10,
      minHyperBonusBetLimit: 4,
      maxHyperBonusLimit: 100,
      amount: 10,
    });
  });

  it('caps the bonus', () => {
    expect(hyperBonus({ config, typeId: COUPON_TYPE.express, betCount: 6, amount: 100, possibleWin: 5100 })?.amount).toBe(100);
  });

  it.each([
    ['no config', undefined, COUPON_TYPE.express, 4],
    ['too few bets', config, COUPON_TYPE.express, 3],
    ['not an express', config, COUPON_TYPE.system, 5],
  ] as const)('none with %s', (_, cfg, typeId, betCount) => {
    expect(hyperBonus({ config: cfg, typeId, betCount, amount: 10, possibleWin: 100 })).toBeNull();
  });
});
