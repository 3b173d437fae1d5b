import { http, validateDocument } from '@host/sdk';
import type { CashOutOffers, CashOutRequest } from '../../schemas/cashOut.ts';
import type { PlaceCouponReply } from '../../schemas/sports.ts';
import { validate_cashOutOffers } from '../generated/validate_cashOutOffers.js';
import { validate_placeCouponReply } from '../generated/validate_placeCouponReply.js';

/** What the platform pays now for each of these open coupons (schemas/cashOut.ts); null where it offers nothing. */
export function fetchCashOutOffers(couponIds: readonly string[], signal?: AbortSignal): Promise<CashOutOffers> {
  return http.request('/coupon-api/v1/cash-out/offers', {
    method: 'POST',
    body: { couponIds },
    signal,
    validate: (data) => validateDocument<CashOutOffers>(validate_cashOutOffers, data, 'cash-out offers'),
  });
}

/** Cashes out `part` of the offer the bettor saw (all of it: the whole bet); answers the coupon and the balance. */
export function cashOut(request: CashOutRequest): Promise<PlaceCouponReply> {
  return http.request('/coupon-api/v1/cash-out', {
    method: 'POST',
    body: request,
    validate: (data) => validateDocument<PlaceCouponReply>(validate_placeCouponReply, data, 'cashed-out coupon'),
  });
}
