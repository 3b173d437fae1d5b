import { createEvent, payload } from '@host/sdk';
import type { Action } from 'redux';
import type { PromoCodeEffect } from '../../schemas/promoCodes.ts';
import type { CouponState } from './couponState.ts';

/** The promo code's events (the coupon's `promoCode`, `manualPromoCode` and `promoCodes`; schemas/promoCodes.ts). */
export const promoCodeActions = {
  typed: createEvent('coupon/promoCodeTyped', payload<{ code: string }>()),
  offered: createEvent('coupon/promoCodesOffered', payload<{ promoCodes: PromoCodeEffect[] }>()),
  /** The server's check accepted the code for the slip. */
  applied: createEvent('coupon/promoCodeApplied', payload<{ effect: PromoCodeEffect }>()),
  /** The bettor removed the code, or a check of the changed slip refused it. */
  removed: createEvent('coupon/promoCodeRemoved'),
};

const withoutCode = (state: CouponState): CouponState => (state.promoCode ? { ...state, promoCode: null } : state);

/**
 * The promo code's part of the coupon, after the rest of the reducer has run (`before` is the state it started
 * from): an emptied coupon drops its code, and a placed one too (a once-per-player code is used; the server checks
 * every placing again, so a code kept for the next one would only be refused).
 */
export function reducePromoCode(before: CouponState | undefined, state: CouponState, action: Action): CouponState {
  if (promoCodeActions.typed.match(action)) return { ...state, manualPromoCode: action.code };
  if (promoCodeActions.offered.match(action)) return { ...state, promoCodes: action.promoCodes };
  if (promoCodeActions.applied.match(action)) return state.bets.length === 0 ? state : { ...state, promoCode: action.effect, manualPromoCode: '' };
  if (promoCodeActions.removed.match(action)) return withoutCode(state);
  if (state.bets.length === 0) return withoutCode(state);
  if (before?.placing.status !== 'succeeded' && state.placing.status === 'succeeded') return withoutCode(state);
  return state;
}
