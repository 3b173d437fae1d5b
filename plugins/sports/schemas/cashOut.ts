import type { FromSchema } from 'json-schema-to-ts';

/*
 * Cash out: the bettor takes money for an open bet before it settles, all of it or a part. The spec does not show
 * it; these calls and shapes are ours.
 * - `POST /coupon-api/v1/cash-out/offers` answers, for the bettor's open coupons named, what the platform pays for
 *   each now (cashOutOffers; `amount` null where it offers nothing now).
 * - `POST /coupon-api/v1/cash-out` takes `part` of the offer the bettor saw (`offered`); `part` equal to `offered`
 *   cashes the whole coupon out. It answers the coupon as it is then and the paying account's balance
 *   (placeCouponReply, as a placing answers).
 * The offer is the platform's: the coupon's stake times the placed odds over the current odds of its selections (what
 * the bet is worth at today's prices), less a 5 % margin, rounded down to the cent and never above the possible win.
 * It is offered for singles and accumulators whose selections are all still offered and not suspended, on domains
 * whose `coupon` group has `cashOut: true`; not for systems or multiple singles.
 * The price-change policy is the coupon's (`changeCoefAction`, as when placing): 0 refuses any move of the offer, 1
 * takes any, 2 takes a higher one. A part keeps its amount; the rest of the bet stays on at the same odds, its stake
 * and possible win reduced in proportion. `requestId` makes a repeat (a double tap, a retry) answer the first one.
 * Refusals (HTTP 400, JSON:API error `code`): `cash_out_unavailable` (no offer now: settled, cashed out, a selection
 * suspended, a type not offered, or a domain without cash out), `cash_out_changed` (the offer moved beyond the
 * policy; `meta.amount` is the new one), `cash_out_part_invalid` (a part above the offer, not leaving a cent, or a tenth part: the last one takes the rest).
 * A player who may not gamble now (self-excluded, timed out, banned) is refused with 403 `gambling_restricted`.
 */

/** The margin the platform keeps from a bet's worth at current prices. */
export const CASH_OUT_MARGIN = 0.05;
/** The most parts a bet is cashed out in: the last one takes the rest. */
export const MAX_CASH_OUT_PARTS = 10;

export const CASH_OUT_REFUSALS = ['cash_out_unavailable', 'cash_out_changed', 'cash_out_part_invalid'] as const;
export type CashOutRefusal = (typeof CASH_OUT_REFUSALS)[number];

const couponId = { type: 'string', pattern: '^[0-9]{1,20}$' } as const;
const money = { type: 'number', minimum: 0, maximum: 1e9 } as const;

export const cashOutOffersRequestSchema = {
  $id: 'cashOutOffersRequest',
  type: 'object',
  additionalProperties: false,
  required: ['couponIds'],
  properties: { couponIds: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: couponId } },
} as const;

export const cashOutOffersSchema = {
  $id: 'cashOutOffers',
  type: 'object',
  required: ['offers'],
  properties: {
    offers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['couponId', 'amount'],
        properties: { couponId, amount: { anyOf: [money, { type: 'null' }] } },
      },
    },
  },
} as const;

export const cashOutRequestSchema = {
  $id: 'cashOutRequest',
  type: 'object',
  additionalProperties: false,
  required: ['couponId', 'requestId', 'offered', 'part', 'changeCoefAction'],
  properties: {
    couponId,
    requestId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
    offered: { type: 'number', exclusiveMinimum: 0, maximum: 1e9 },
    part: { type: 'number', exclusiveMinimum: 0, maximum: 1e9 },
    changeCoefAction: { enum: [0, 1, 2] },
  },
} as const;

export type CashOutOffersRequest = FromSchema<typeof cashOutOffersRequestSchema>;
export type CashOutOffers = FromSchema<typeof cashOutOffersSchema>;
export type CashOutRequest = FromSchema<typeof cashOutRequestSchema>;
