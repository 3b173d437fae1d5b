export { siteConfigSchema, configGroupReplySchema } from './siteConfig.ts';
export { manifestSchema, pluginFeedEntrySchema, routeEntrySchema } from './manifest.ts';
export { remoteViewSchema } from './remoteView.ts';
export { blockResponseSchema } from './blockResponse.ts';
export { accountConfigSchema, availableCurrenciesReplySchema, registrationReplySchema, walletActionReplySchema } from './account.ts';
export {
  captchaChallengeReplySchema,
  captchaTimeReplySchema,
  captchaValidateReplySchema,
  fingerprintReplySchema,
  loginReplySchema,
  phoneCountriesReplySchema,
  sessionCheckReplySchema,
  smsSentReplySchema,
  termsStatusReplySchema,
  tokenReplySchema,
  userConfigReplySchema,
} from './auth.ts';
export {
  accountsReplySchema,
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
