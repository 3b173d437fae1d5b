import type { CouponConfig } from '../../schemas/sports.ts';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';
import { WIN_DECIMALS } from './roundWin.ts';
import { exactDecimal, exactMinus, exactTimes, roundExact } from './exactDecimal.ts';

export interface HyperBonus {
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  /** The bonus on top of the possible win. */
  amount: number;
}

export interface HyperBonusInput {
  config: CouponConfig['hyperBonus'] | undefined;
  typeId: CouponTypeId;
  betCount: number;
  amount: number;
  possibleWin: number;
}

/**
 * Hyper bonus (spec 3.1 names only its fields). Our reading: an express of at least `minBetLimit` bets earns
 * `percent` % of its net profit (possible win − stake), capped at `maxLimit`. Null when it does not apply.
 */
export function hyperBonus({ config, typeId, betCount, amount, possibleWin }: HyperBonusInput): HyperBonus | null {
  if (!config || typeId !== COUPON_TYPE.express || betCount < config.minBetLimit) return null;
  const profit = Number.isFinite(amount) && Number.isFinite(possibleWin) ? exactMinus(exactDecimal(possibleWin), exactDecimal(amount)) : null;
  const bonus = profit !== null && profit.units > 0n ? roundExact(exactTimes(profit, exactDecimal(config.percent)), WIN_DECIMALS, 'nearest', 100n) : 0;
  return {
    hyperBonusPercent: config.percent,
    minHyperBonusBetLimit: config.minBetLimit,
    maxHyperBonusLimit: config.maxLimit,
    amount: Math.min(config.maxLimit, bonus),
  };
}
