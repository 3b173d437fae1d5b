// The account plugin's schemas: scripts/gen-validators.ts compiles each one into plugins/account/src/generated/.
export {
  accountConfigSchema,
  accountJurisdictionSchema,
  accountsReplySchema,
  availableCurrenciesReplySchema,
  fastRegistrationReplySchema,
  registrationKindsSchema,
  registrationReplySchema,
  successReplySchema,
  walletActionReplySchema,
} from './account.ts';
export {
  captchaChallengeReplySchema,
  captchaTimeReplySchema,
  captchaValidateReplySchema,
  fingerprintReplySchema,
  loginReplySchema,
  phoneCountriesReplySchema,
  phoneMasksReplySchema,
  sessionCheckReplySchema,
  smsSentReplySchema,
  termsStatusReplySchema,
  tokenReplySchema,
  userConfigReplySchema,
} from './auth.ts';
export { selfExclusionJurisdictionSchema, selfExclusionRefusalMetaSchema, selfExclusionRegisterFileSchema } from './selfExclusion.ts';
export { ageConfirmationJurisdictionSchema } from './ageConfirmation.ts';
export { registrationReminderSchema } from './registrationReminder.ts';
export { oneTapClientReplySchema, oneTapReplySchema, socialSignInConfigSchema, socialSignInReplySchema } from './social.ts';
