import { http, validateDocument } from '@host/sdk';
import type { CouponHistory, MarketStates, PlaceCouponReply, PlaceCouponRequest, PlacedCoupon, PlacedCouponReply, SavedCoupon, StakeLimits } from '../../schemas/sports.ts';
import type { PromoCodeCheckRequest, PromoCodeEffect, PromoCodeOffers, PromoCodeOffersRequest } from '../../schemas/promoCodes.ts';
import { validate_couponHistory } from '../generated/validate_couponHistory.js';
import { validate_promoCodeEffect } from '../generated/validate_promoCodeEffect.js';
import { validate_promoCodeOffers } from '../generated/validate_promoCodeOffers.js';
import { validate_placedCouponReply } from '../generated/validate_placedCouponReply.js';
import { validate_marketStates } from '../generated/validate_marketStates.js';
import { validate_placeCouponReply } from '../generated/validate_placeCouponReply.js';
import { validate_savedCoupon } from '../generated/validate_savedCoupon.js';
import { validate_stakeLimits } from '../generated/validate_stakeLimits.js';

const COUPON_API = '/coupon-api/v1';

export function fetchMarketStates(ids: readonly string[], signal?: AbortSignal): Promise<MarketStates> {
  return http.request(`${COUPON_API}/markets`, {
    method: 'POST',
    body: { ids },
    signal,
    withoutToken: true,
    validate: (data) => validateDocument<MarketStates>(validate_marketStates, data, 'coupon markets'),
  });
}

export function fetchStakeLimits(query: { typeId: number; systemValue?: number; marketIds: readonly string[]; accountId: string }): Promise<StakeLimits> {
  return http.request(`${COUPON_API}/limits`, {
    method: 'POST',
    body: query,
    validate: (data) => validateDocument<StakeLimits>(validate_stakeLimits, data, 'stake limits'),
  });
}

export function placeCoupon(coupon: PlaceCouponRequest): Promise<PlaceCouponReply> {
  return http.request(`${COUPON_API}/place`, {
    method: 'POST',
    body: coupon,
    validate: (data) => validateDocument<PlaceCouponReply>(validate_placeCouponReply, data, 'placed coupon'),
  });
}

export function saveCoupon(coupon: { typeId: number; systemValue?: number; marketIds: readonly string[] }): Promise<{ code: string }> {
  return http.request(`${COUPON_API}/save`, {
    method: 'POST',
    body: coupon,
    withoutToken: true,
    validate: (data) => {
      const code = (data as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !/^[A-Z2-9]{8}$/.test(code)) throw new Error('saved coupon: /code must be 8 characters A-Z, 2-9');
      return { code };
    },
  });
}

export function loadCoupon(code: string, signal?: AbortSignal): Promise<SavedCoupon> {
  return http.request(`${COUPON_API}/load/${encodeURIComponent(code)}`, {
    signal,
    withoutToken: true,
    validate: (data) => validateDocument<SavedCoupon>(validate_savedCoupon, data, 'saved coupon'),
  });
}

export function fetchCouponHistory(opened: boolean, signal?: AbortSignal): Promise<CouponHistory> {
  return http.request(`${COUPON_API}/history${opened ? '?opened=1' : ''}`, {
    signal,
    validate: (data) => validateDocument<CouponHistory>(validate_couponHistory, data, 'coupon history'),
  });
}

/** One of the user's coupons (the coupon pages); a 404 HttpError when the user has none with this id. */
export function fetchPlacedCoupon(couponId: string, signal?: AbortSignal): Promise<PlacedCoupon> {
  return http
    .request(`${COUPON_API}/coupon/${encodeURIComponent(couponId)}`, {
      signal,
      validate: (data) => validateDocument<PlacedCouponReply>(validate_placedCouponReply, data, 'coupon'),
    })
    .then((reply) => reply.coupon);
}

/** Whether a promo code applies to the slip and what it gives; an HttpError with a promo_code_* code when refused. */
export function checkPromoCode(request: PromoCodeCheckRequest, signal?: AbortSignal): Promise<PromoCodeEffect> {
  return http.request(`${COUPON_API}/promo-code`, {
    method: 'POST',
    body: request,
    signal,
    validate: (data) => validateDocument<PromoCodeEffect>(validate_promoCodeEffect, data, 'promo code'),
  });
}

/** The promo codes the platform offers this player for the slip. */
export function fetchPromoCodeOffers(request: PromoCodeOffersRequest, signal?: AbortSignal): Promise<PromoCodeOffers> {
  return http.request(`${COUPON_API}/promo-codes`, {
    method: 'POST',
    body: request,
    signal,
    validate: (data) => validateDocument<PromoCodeOffers>(validate_promoCodeOffers, data, 'promo codes'),
  });
}
