import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';

export interface VipBetInput {
  /** Site config `allowVipBet`. */
  siteAllows: boolean;
  /** The coupon's maximum stake; a VIP bet asks for more than it, so there must be a finite one. */
  maxBetAmount: number | null;
  typeId: CouponTypeId;
  bets: readonly { isLive: boolean }[];
}

/**
 * Spec 5: the site allows it, the max bet amount is finite, there is at least one bet, all bets are line (not
 * live) and the type is not multiple singles.
 */
export function isVipBetAvailable({ siteAllows, maxBetAmount, typeId, bets }: VipBetInput): boolean {
  return (
    siteAllows &&
    typeof maxBetAmount === 'number' &&
    Number.isFinite(maxBetAmount) &&
    bets.length > 0 &&
    bets.every((bet) => !bet.isLive) &&
    typeId !== COUPON_TYPE.multipleSingles
  );
}
