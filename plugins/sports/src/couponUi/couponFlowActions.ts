import { createEvent, payload } from '@host/sdk';
import type { CouponMarket } from '../../schemas/sports.ts';

/** What the coupon UI asks of the sagas (the network edge); the reducer does not handle these. */
export const placeClicked = createEvent('coupon/placeClicked');
export const oneClickBetRequested = createEvent('coupon/oneClickBetRequested', payload<{ market: CouponMarket }>());
export const saveRequested = createEvent('coupon/saveRequested');
/** Saves the selections of the coupon just placed under a code, to share them (the receipt's Share). */
export const receiptShareRequested = createEvent('coupon/receiptShareRequested');
export const savedWithCode = createEvent('coupon/savedWithCode', payload<{ code: string }>());
export const loadByCodeRequested = createEvent('coupon/loadByCodeRequested', payload<{ code: string }>());
export const expressDayRequested = createEvent('coupon/expressDayRequested');

/** Any change of the coupon, its settings or the favorites: what the sagas save, and what wakes them at first. */
export const isCouponChange = (action: { type: string }): boolean => /^(coupon|couponSettings|favorites)\//.test(action.type);
