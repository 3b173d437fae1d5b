import type { FromSchema } from 'json-schema-to-ts';
import { SAME_SITE_HEADER } from '../schemas/auth.ts';
import { CURRENCIES } from './wallets.ts';

// What the account calls take, checked by each route's schema before its handler runs (bff/requestValidation.ts: a
// body as it was sent). Whether a login, code or token is right stays the handlers' business.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** A password typed at sign-in: longer than any a player can set is wrong anyway, and never worth hashing. */
const typedPassword = { type: 'string', maxLength: 256 } as const;
const login = { type: 'string', maxLength: 320 } as const;
const phoneNumber = { type: 'string', maxLength: 32 } as const;
const countryCode = { type: 'string', maxLength: 8 } as const;
const sentCode = { type: 'string', maxLength: 32 } as const;
const save = { type: 'boolean' } as const;

/**
 * What every registration kind declares besides how the player signs in (e-mail, one click, a social network): the
 * date of birth, the acceptance of the terms and of the privacy policy, and the marketing consent are asked in every
 * jurisdiction profile.
 */
export const DECLARATIONS = ['currencyId', 'bonusChoice', 'birthDate', 'termsAccepted', 'privacyAccepted', 'marketingConsent'] as const;
export const declarationProperties = {
  currencyId: { enum: CURRENCIES.map((currency) => currency.id) },
  bonusChoice: { enum: [0, 1, 2] },
  birthDate: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD.' },
  termsAccepted: { type: 'boolean' },
  privacyAccepted: { type: 'boolean' },
  marketingConsent: { type: 'boolean' },
} as const;

/**
 * `POST /web-api/auth/registration`: registration by e-mail, every field named (surrounding blanks are trimmed). The
 * date of birth, the acceptance of the terms and of the privacy policy, and the marketing consent are asked in every
 * jurisdiction profile; whether they pass (age, acceptance) is the handler's, with a code the form maps.
 */
export const registrationRequestSchema = {
  type: 'object',
  required: ['type', 'email', 'password', ...DECLARATIONS],
  additionalProperties: false,
  properties: {
    type: { const: 'full_reg' },
    email: { type: 'string', pattern: '^\\s*[^\\s@]{1,64}@[^\\s@]{1,200}\\.[A-Za-z]{2,24}\\s*$' },
    password: { type: 'string', minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH },
    ...declarationProperties,
  },
} as const;
export type RegistrationRequest = FromSchema<typeof registrationRequestSchema>;

/** `POST /web-api/auth/registration/fast` (fast_reg): what every registration declares, and no e-mail or password. */
export const fastRegistrationRequestSchema = {
  type: 'object',
  required: ['type', ...DECLARATIONS],
  additionalProperties: false,
  properties: { type: { const: 'fast_reg' }, ...declarationProperties },
} as const;
export type FastRegistrationRequest = FromSchema<typeof fastRegistrationRequestSchema>;

/** `POST /web-api/auth/login`: e-mail or account id and password, with the fingerprint's components data. */
export const loginRequestSchema = {
  type: 'object',
  required: ['login', 'password'],
  properties: { login, password: typedPassword, save, components_data: { type: 'object', maxProperties: 100 } },
} as const;
export type LoginRequest = FromSchema<typeof loginRequestSchema>;

/** `POST /web-api/auth/login/phone`. */
export const phoneLoginRequestSchema = {
  type: 'object',
  required: ['phone_number', 'country_code', 'password'],
  properties: { phone_number: phoneNumber, country_code: countryCode, password: typedPassword, save },
} as const;
export type PhoneLoginRequest = FromSchema<typeof phoneLoginRequestSchema>;

/** `POST /web-api/auth/sms/send`. */
export const smsSendRequestSchema = {
  type: 'object',
  required: ['phone_number', 'country_code'],
  properties: { phone_number: phoneNumber, country_code: countryCode },
} as const;
export type SmsSendRequest = FromSchema<typeof smsSendRequestSchema>;

/** `POST /web-api/auth/login/sms`. */
export const smsLoginRequestSchema = {
  type: 'object',
  required: ['phone_number', 'country_code', 'code'],
  properties: { phone_number: phoneNumber, country_code: countryCode, code: sentCode, save },
} as const;
export type SmsLoginRequest = FromSchema<typeof smsLoginRequestSchema>;

/** `POST /web-api/auth/login/two-step`. */
export const twoStepRequestSchema = {
  type: 'object',
  required: ['two_step_token', 'code'],
  properties: { two_step_token: { type: 'string', maxLength: 128 }, code: sentCode },
} as const;
export type TwoStepRequest = FromSchema<typeof twoStepRequestSchema>;

/** `POST /web-api/auth/password/recovery`; `lang` is the page's language, the one of the mail's reset link (English without it). */
export const recoveryRequestSchema = { type: 'object', required: ['login'], properties: { login, lang: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$' } } } as const;
export type RecoveryRequest = FromSchema<typeof recoveryRequestSchema>;

/** `POST /web-api/auth/password/reset`: the recovery code and the new password. */
export const resetRequestSchema = {
  type: 'object',
  required: ['login', 'code', 'password'],
  properties: { login, code: sentCode, password: { type: 'string', minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH } },
} as const;
export type ResetRequest = FromSchema<typeof resetRequestSchema>;

/** `GET /web-api/phone/countries?lang=`. */
export const phoneCountriesQuerySchema = { type: 'object', properties: { lang: { type: 'string', maxLength: 16 } } } as const;
export type PhoneCountriesQuery = FromSchema<typeof phoneCountriesQuerySchema>;

/** `POST /web-api/captcha/validate`: the challenge and the digits read off its picture. */
export const captchaAnswerRequestSchema = {
  type: 'object',
  required: ['id', 'answer'],
  properties: { id: { type: 'string', maxLength: 64 }, answer: { type: 'string', maxLength: 32 } },
} as const;
export type CaptchaAnswerRequest = FromSchema<typeof captchaAnswerRequestSchema>;

/** A call that takes no query (the session calls). */
export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

/** The session check's headers: the same-site header (schemas/auth.ts), which Node hands over in lower case. */
export const SAME_SITE_REQUEST_HEADER = SAME_SITE_HEADER.toLowerCase() as Lowercase<typeof SAME_SITE_HEADER>;
export const sessionCheckHeadersSchema = { type: 'object', properties: { [SAME_SITE_REQUEST_HEADER]: { type: 'string', enum: ['None'] } } } as const;
export type SessionCheckHeaders = FromSchema<typeof sessionCheckHeadersSchema>;

/** `POST /web-api/fingerprint`: the browser's components (their size as a whole is bounded by the route). */
export const fingerprintRequestSchema = {
  type: 'object',
  required: ['componentsData'],
  properties: { componentsData: { type: 'object', minProperties: 1, maxProperties: 100 } },
} as const;
export type FingerprintRequest = FromSchema<typeof fingerprintRequestSchema>;

/** The user config fields `POST /web-api/user/config/setting` saves. */
export const USER_SETTINGS = ['user_hide_balance'] as const;

/** `POST /web-api/user/config/setting`: one setting of the user config. */
export const userSettingRequestSchema = {
  type: 'object',
  required: ['id', 'value'],
  additionalProperties: false,
  properties: { id: { enum: USER_SETTINGS }, value: { type: 'boolean' } },
} as const;
export type UserSettingRequest = FromSchema<typeof userSettingRequestSchema>;

/** `POST /web-api/user/accountverify`: the token of a verification link. */
export const accountVerifyRequestSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' } },
} as const;

/** `POST /web-api/user/transfer`: the agreement carries nothing but the session it comes with. */
export const transferRequestSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

const accountId = { type: 'string', pattern: '^[0-9]{1,20}$' } as const;

/** `POST /web-api/user/accounts/active`: the account to make active. */
export const activeAccountRequestSchema = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: accountId } } as const;
export type ActiveAccountRequest = FromSchema<typeof activeAccountRequestSchema>;

/** `POST /web-api/user/accounts/currency`: the currency to open an account in (ISO 4217 numeric code). */
export const openCurrencyRequestSchema = {
  type: 'object',
  required: ['currencyId'],
  additionalProperties: false,
  properties: { currencyId: { type: 'integer', minimum: 1, maximum: 999 } },
} as const;
export type OpenCurrencyRequest = FromSchema<typeof openCurrencyRequestSchema>;

/** `DELETE /web-api/user/accounts/currency/{id}`. */
export const accountParamsSchema = { type: 'object', required: ['id'], properties: { id: accountId } } as const;
export type AccountParams = FromSchema<typeof accountParamsSchema>;
