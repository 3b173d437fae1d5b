import type { CouponMarket } from '../../../../schemas/sports.ts';

/** What the coupon UI asks of the sagas (the network edge); the reducer does not handle these. */
export const placeClicked = () => ({ type: 'coupon/placeClicked' as const });
export const oneClickBetRequested = (market: CouponMarket) => ({ type: 'coupon/oneClickBetRequested' as const, market });
export const saveRequested = () => ({ type: 'coupon/saveRequested' as const });
export const savedWithCode = (code: string) => ({ type: 'coupon/savedWithCode' as const, code });
export const loadByCodeRequested = (code: string) => ({ type: 'coupon/loadByCodeRequested' as const, code });
export const expressDayRequested = () => ({ type: 'coupon/expressDayRequested' as const });
