import type { FromSchema } from 'json-schema-to-ts';
// The pattern and the placed coupon's promo code live in sports.ts: the line's first paint reads that module, and an
// import of this one from there would bring every promo code schema onto the first route.
import { placedPromoCodeSchema, PROMO_CODE_PATTERN } from './sports.ts';

export { PROMO_CODE_PATTERN };

/*
 * Promo codes on the bet slip. The spec names the coupon's fields `promoCode`, `manualPromoCode` and `promoCodes`
 * (first document 3.1) and shows neither their calls nor their shapes; these are ours:
 * - `promoCodes`: the codes the platform offers this player for this slip, each with what it gives this slip
 *   (`POST /coupon-api/v1/promo-codes`, answering promoCodeOffers);
 * - `manualPromoCode`: the code the bettor typed, as typed (it is checked with `POST /coupon-api/v1/promo-code`);
 * - `promoCode`: the one applied to the coupon, sent with the placing (placeCouponRequest.promoCode) and kept with the
 *   placed coupon (placedCoupon.promoCode).
 * A promo code is a boost: `boostPercent` % of the coupon's possible win (after the accumulator bonus, before the
 * hyper bonus), at most `maxBoost` in the account's currency, paid on top of a winning payout (recomputed from the
 * real return when it settles).
 */

/**
 * The refusals of a promo code, by the check call and by the placing (HTTP 400, JSON:API error `code`):
 * unknown (no such code), expired (its time is over), used (a once-per-player code this player used on a coupon
 * before), not applicable (the slip does not meet its terms: `meta.minSelections`, `meta.minCoef`, `meta.typeIds`).
 */
export const PROMO_CODE_REFUSALS = ['promo_code_unknown', 'promo_code_expired', 'promo_code_used', 'promo_code_not_applicable'] as const;

const promoCode = { type: 'string', pattern: PROMO_CODE_PATTERN } as const;

/** The slip the check and the offers are asked for: the placing's fields that decide the possible win. */
export const promoSlipProperties = {
  accountId: { type: 'string', pattern: '^[0-9]{1,20}$' },
  typeId: { enum: [0, 1, 2, 9] },
  systemValue: { type: 'integer', minimum: 2, maximum: 40 },
  amount: { type: 'number', minimum: 0, maximum: 1e9, description: 'The stake as the placing would send it; 0 for an empty stake field (the terms are checked all the same).' },
  isExpressBonus: { type: 'boolean' },
  bets: {
    type: 'array',
    minItems: 1,
    maxItems: 40,
    items: {
      type: 'object',
      required: ['marketId'],
      additionalProperties: false,
      properties: { marketId: { type: 'string', pattern: '^[0-9a-z:.-]{1,80}$' }, isBanker: { type: 'boolean' } },
    },
  },
} as const;

/**
 * `POST /coupon-api/v1/promo-code` (signed in): whether `code` applies to this slip and what it gives, at the
 * server's prices. Answers a promoCodeEffect, or 400 with one of PROMO_CODE_REFUSALS (or the slip's own refusals:
 * invalid_coupon, market_blocked). The placing checks the code again: this answer promises nothing.
 */
export const promoCodeCheckRequestSchema = {
  $id: 'promoCodeCheckRequest',
  type: 'object',
  required: ['accountId', 'typeId', 'amount', 'bets', 'code'],
  additionalProperties: false,
  properties: { ...promoSlipProperties, code: promoCode },
} as const;

/** `POST /coupon-api/v1/promo-codes` (signed in): the slip whose offered codes are asked. */
export const promoCodeOffersRequestSchema = {
  $id: 'promoCodeOffersRequest',
  type: 'object',
  required: ['accountId', 'typeId', 'amount', 'bets'],
  additionalProperties: false,
  properties: promoSlipProperties,
} as const;

/** What a code gives this slip now: its terms, the boost and the possible win with it. */
export const promoCodeEffectSchema = {
  $id: 'promoCodeEffect',
  type: 'object',
  required: ['code', 'boostPercent', 'maxBoost', 'boost', 'currency', 'possibleWin'],
  properties: {
    ...placedPromoCodeSchema.properties,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    possibleWin: { type: 'number', minimum: 0, description: 'The possible win with the boost.' },
  },
} as const;

/**
 * The reply of `POST /coupon-api/v1/promo-codes`: the coupon's `promoCodes`. The reference BFF offers a signed-in
 * player every code that is not expired, not used up by this player and applies to this slip (an empty list when
 * none does); a code it does not list may still be typed (a code from a mail or a partner is never listed).
 */
export const promoCodeOffersSchema = {
  $id: 'promoCodeOffers',
  type: 'object',
  required: ['promoCodes'],
  properties: { promoCodes: { type: 'array', maxItems: 20, items: { $ref: 'promoCodeEffect' } } },
} as const;

export type PromoCodeRefusal = (typeof PROMO_CODE_REFUSALS)[number];
export type PromoCodeCheckRequest = FromSchema<typeof promoCodeCheckRequestSchema>;
export type PromoCodeOffersRequest = FromSchema<typeof promoCodeOffersRequestSchema>;
export type PromoCodeEffect = FromSchema<typeof promoCodeEffectSchema>;
export type PromoCodeOffers = FromSchema<typeof promoCodeOffersSchema, { references: [typeof promoCodeEffectSchema] }>;
