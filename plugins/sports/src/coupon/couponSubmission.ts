import type { PlaceCouponRequest } from '../../schemas/sports.ts';
import type { OddsFormatId } from '../odds/oddsFormatIds.ts';
import { COUPON_TYPE } from './couponConstants.ts';
import { type CouponRootState, selectAmount, selectExpressBonus, selectHyperBonus, selectIsVipBet, selectTotalCoef } from './couponSelectors.ts';

/** Who places the coupon: the signed-in player, and the affiliate who referred them (the referral cookie), if any. */
export interface CouponPlacer {
  userId: string;
  refId: string | null;
}

/** The total odds as the slip shows them: the bettor's odds format and the text in it (the coupon's coefByView). */
export interface ShownOdds {
  coefViewId: OddsFormatId;
  coefByView: string;
}

/**
 * The submitted coupon (first document 3.3; schemas/sports.ts, placeCouponRequest) for the coupon as the slip shows
 * it: the prices the bettor accepted, the scores the slip showed, and the options it offered and the bettor kept
 * (drop on score change, the accumulator bonus unless removed by hand, a VIP bet, the hyper-bonus terms, the
 * applied promo code); the player it was made for, the total odds it showed (as a number, and as the text in the
 * bettor's odds format when `shown` gives it), and the affiliate who referred the player.
 */
export function couponSubmission(root: CouponRootState, accountId: string, requestId: string, placer: CouponPlacer, shown?: (coef: number) => ShownOdds): PlaceCouponRequest {
  const { coupon } = root;
  const { settings } = coupon;
  const hyperBonus = selectHyperBonus(root);
  const shownCoef = selectTotalCoef(root);
  return {
    requestId,
    accountId,
    userId: placer.userId,
    ...(placer.refId ? { refId: placer.refId } : {}),
    ...(shownCoef >= 1 ? { coef: shownCoef, ...shown?.(shownCoef) } : {}),
    typeId: coupon.typeId,
    ...(coupon.typeId === COUPON_TYPE.system ? { systemValue: coupon.systemValue } : {}),
    amount: selectAmount(root),
    bets: coupon.bets.map((bet) => ({
      marketId: bet.market.id,
      coef: bet.previousCoef ?? bet.market.coef,
      ...(bet.isBanker ? { isBanker: true } : {}),
      ...(bet.score ? { score: { home: bet.score.home, away: bet.score.away } } : {}),
    })),
    changeCoefAction: settings.changeCoefAction,
    exactCoef: settings.exactCoef,
    isDropOnScoreChange: settings.isDropOnScoreChange,
    isExpressBonus: selectExpressBonus(root).eligible,
    isVipBet: selectIsVipBet(root),
    ...(coupon.promoCode ? { promoCode: coupon.promoCode.code } : {}),
    ...(hyperBonus
      ? {
          hyperBonusPercent: hyperBonus.hyperBonusPercent,
          minHyperBonusBetLimit: hyperBonus.minHyperBonusBetLimit,
          maxHyperBonusLimit: hyperBonus.maxHyperBonusLimit,
        }
      : {}),
  };
}
