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
  placedCouponSchema,
  savedCouponSchema,
  sportEventSchema,
  sportsTreeSchema,
  stakeLimitsSchema,
} from './sports.ts';
