import type { PlacedCoupon } from '../schemas/sports.ts';
import { bonusCoefficient } from '../src/coupon/couponMaths.ts';
import { expressBonusBlocker } from '../src/coupon/expressBonus.ts';
import { hyperBonus } from '../src/coupon/hyperBonus.ts';
import { isVipBetAvailable } from '../src/coupon/vipBet.ts';
import { promoBoost } from '../src/coupon/promoBoost.ts';
import { couponFigures } from './betMath.ts';
import { invalidCoupon, sameTerms, type CouponOffer, type PlaceRequest } from './couponRequests.ts';
import type { FoundOutcome } from './lineView.ts';

// The coupon's options (schemas/sports.ts, placeCouponRequest), checked at the server's prices with the rules the slip
// applies (src/coupon), so that both agree on what is offered.

export interface CouponOptions {
  isVipBet: boolean;
  expressBonusCoef?: number;
  hyperBonus: ReturnType<typeof hyperBonus>;
  /** The possible win with the accumulator bonus (the hyper bonus is on top of it, in hyperBonus.amount). */
  possibleWin: number;
}

export function couponOptions(request: PlaceRequest, items: readonly FoundOutcome[], figures: { coef: number; amount: number; possibleWin: number }, maxBetAmount: number, offer: CouponOffer): CouponOptions {
  const typeId = request.typeId;
  if (request.isVipBet) {
    const bets = items.map((item) => ({ isLive: item.record.event.status !== 1 }));
    if (!isVipBetAvailable({ siteAllows: offer.allowVipBet, maxBetAmount, typeId, bets })) invalidCoupon('a VIP bet is not available for this coupon');
  }
  let expressBonusCoef: number | undefined;
  let possibleWin = figures.possibleWin;
  if (request.isExpressBonus) {
    const bets = items.map((item) => ({ coef: item.outcome.coef, kind: item.outcome.kind }));
    const blocker = expressBonusBlocker({ siteAllows: offer.allowExpressBonus, typeId, bets, totalCoef: figures.coef, manuallyDeletedBonusBet: false });
    if (blocker) invalidCoupon(`the accumulator bonus does not apply (${blocker})`);
    expressBonusCoef = bonusCoefficient(items.length);
    const legs = request.bets.map((bet, index) => ({ value: items[index].outcome.coef, isBanker: bet.isBanker }));
    possibleWin = couponFigures(typeId, legs, request.amount, request.systemValue, expressBonusCoef).possibleWin;
  }
  let hyper: ReturnType<typeof hyperBonus> = null;
  if (request.hyperBonus) {
    if (!offer.hyperBonus || !sameTerms(request.hyperBonus, offer.hyperBonus)) invalidCoupon('the hyper bonus terms are not the site\'s current ones');
    hyper = hyperBonus({ config: request.hyperBonus, typeId, betCount: items.length, amount: figures.amount, possibleWin });
    if (!hyper) invalidCoupon('the hyper bonus does not apply to this coupon');
  }
  return { isVipBet: request.isVipBet, expressBonusCoef, hyperBonus: hyper, possibleWin };
}

/**
 * A winning coupon's payout with the bonuses it was placed with: the accumulator bonus, then the hyper bonus on its
 * profit and the promo code's boost (schemas/promoCodes.ts) on its raised return.
 */
export function withBonuses(coupon: PlacedCoupon, won: number): number {
  const raised = won * (coupon.expressBonusCoef ?? 1);
  const boost = coupon.promoCode ? promoBoost(coupon.promoCode, raised) : 0;
  if (coupon.hyperBonusPercent === undefined || coupon.minHyperBonusBetLimit === undefined || coupon.maxHyperBonusLimit === undefined) return raised + boost;
  const config = { percent: coupon.hyperBonusPercent, minBetLimit: coupon.minHyperBonusBetLimit, maxLimit: coupon.maxHyperBonusLimit };
  const bonus = hyperBonus({ config, typeId: coupon.typeId, betCount: coupon.bets.length, amount: coupon.amount, possibleWin: raised });
  return raised + (bonus?.amount ?? 0) + boost;
}
