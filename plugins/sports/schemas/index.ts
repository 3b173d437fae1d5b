// The sports plugin's schemas: scripts/gen-validators.ts compiles each one into plugins/sports/src/generated/.
export {
  couponConfigSchema,
  couponHistorySchema,
  couponMarketSchema,
  eventListSchema,
  eventReplySchema,
  expressDaySchema,
  marketSchema,
  marketStatesSchema,
  outcomeSchema,
  placeCouponReplySchema,
  placeCouponRequestSchema,
  placedCouponReplySchema,
  placedCouponSchema,
  savedCouponSchema,
  sportEventSchema,
  sportsTreeSchema,
  stakeLimitsSchema,
} from './sports.ts';
export { promoCodeCheckRequestSchema, promoCodeEffectSchema, promoCodeOffersRequestSchema, promoCodeOffersSchema } from './promoCodes.ts';
export { cashOutOffersRequestSchema, cashOutOffersSchema, cashOutRequestSchema } from './cashOut.ts';
