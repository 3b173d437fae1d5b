import type { FromSchema } from 'json-schema-to-ts';
import { placeCouponRequestSchema } from '../schemas/sports.ts';

// The coupon calls' bodies, query strings and params as their routes declare them (couponRoutes.ts): Fastify refuses
// what breaks them before a handler runs. The fields are the place request's own (schemas/sports.ts), so every call
// takes a coupon type, an outcome id or an account id alike.

const { typeId, systemValue, accountId, bets } = placeCouponRequestSchema.properties;
const marketId = bets.items.properties.marketId;
const marketIds = { type: 'array', minItems: 1, maxItems: bets.maxItems, uniqueItems: true, items: marketId } as const;

/** `POST /coupon-api/v1/limits`: the coupon whose stake limits are asked, in an account's currency. */
export const limitsRequestSchema = {
  type: 'object',
  required: ['typeId', 'marketIds', 'accountId'],
  additionalProperties: false,
  properties: { typeId, systemValue, marketIds, accountId },
} as const;

/** `POST /coupon-api/v1/save`: the outcomes of a coupon to save under a code. */
export const saveRequestSchema = {
  type: 'object',
  required: ['typeId', 'marketIds'],
  additionalProperties: false,
  properties: { typeId, systemValue, marketIds },
} as const;

/** `POST /coupon-api/v1/markets`: the outcomes of the slip whose prices are asked (repeats are answered once). */
export const marketStatesRequestSchema = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'array', maxItems: 100, items: marketId } },
} as const;

/** `GET /coupon-api/v1/history?opened=1&limit=`. */
export const historyQuerySchema = {
  type: 'object',
  properties: { opened: { enum: ['0', '1'] }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
} as const;

/** `GET /coupon-api/v1/coupon/{id}`. */
export const couponParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,20}$' } },
} as const;

/** `GET /coupon-api/v1/load/{code}`: a save code, in either case (codes are upper case). */
export const loadParamsSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[A-Za-z2-9]{8}$' } },
} as const;

export type LimitsRequestBody = FromSchema<typeof limitsRequestSchema>;
export type SaveRequestBody = FromSchema<typeof saveRequestSchema>;
export type MarketStatesRequest = FromSchema<typeof marketStatesRequestSchema>;
export type HistoryQuery = FromSchema<typeof historyQuerySchema>;
export type CouponParams = FromSchema<typeof couponParamsSchema>;
export type LoadParams = FromSchema<typeof loadParamsSchema>;
