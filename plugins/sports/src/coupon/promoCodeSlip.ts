import { createSelector } from 'reselect';
import type { PromoCodeOffersRequest } from '../../schemas/promoCodes.ts';
import { COUPON_TYPE } from './couponConstants.ts';
import { type CouponRootState, selectAmount, selectExpressBonus, selectPossibleWin } from './couponSelectors.ts';
import { promoBoost } from './promoBoost.ts';

/** The slip as the promo code calls take it (schemas/promoCodes.ts): what the placing would send of it. */
export function promoCodeSlip(root: CouponRootState, accountId: string): PromoCodeOffersRequest {
  const { coupon } = root;
  const isSystem = coupon.typeId === COUPON_TYPE.system;
  return {
    accountId,
    typeId: coupon.typeId,
    ...(isSystem ? { systemValue: coupon.systemValue } : {}),
    amount: selectAmount(root),
    isExpressBonus: selectExpressBonus(root).eligible,
    bets: coupon.bets.map((bet) => ({ marketId: bet.market.id, ...(isSystem && bet.isBanker ? { isBanker: true } : {}) })),
  };
}

/**
 * What decides whether a code applies (the selections, the type, the accumulator bonus), as one text: a change of
 * it asks the server again; a change of the stake or a price does not (the boost is worked out here, `promoBoost`).
 */
export const selectPromoSlipKey = (root: CouponRootState): string =>
  JSON.stringify([root.coupon.typeId, root.coupon.systemValue, selectExpressBonus(root).eligible, root.coupon.bets.map((bet) => [bet.market.id, bet.isBanker])]);

/** The applied code's boost at the slip's possible win, with the rule the server pays by. */
export const selectPromoBoost = createSelector([(root: CouponRootState) => root.coupon.promoCode ?? null, selectPossibleWin], (promo, possibleWin) =>
  promo ? promoBoost(promo, possibleWin) : 0,
);
