import type { FromSchema } from 'json-schema-to-ts';

/** `GET /web-api/user/gettoken?force_refresh=true` (second document, section 7): `data.token`, a JWT whose `exp` the client reads. */
export const tokenReplySchema = {
  $id: 'tokenReply',
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', required: ['token'], properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$' } } },
  },
} as const;

/**
 * `GET /web-api/session/check`: the session check's path is not shown; ours answers `user_id`, null for a visitor
 * without a session. `ban_level` and `ban_version` ride along so that the guards know them from the first navigation.
 */
/**
 * The session check's same-site header (second document, section 7: "sends same-site headers when configured"; its
 * name and value are ours): `None` asks that the session cookie be written again with the site's attributes.
 */
export const SAME_SITE_HEADER = 'X-Same-Site';

export const sessionCheckReplySchema = {
  $id: 'sessionCheckReply',
  type: 'object',
  required: ['user_id'],
  properties: {
    user_id: { type: ['string', 'null'], pattern: '^[0-9]{1,20}$' },
    ban_level: { type: 'integer', minimum: 0 },
    ban_version: { type: 'integer', minimum: 0 },
  },
} as const;

/**
 * The sign-in calls (paths not shown; ours). `POST /web-api/auth/login` with `{ login, password, save,
 * components_data }` (login_password: e-mail or account id, and the browser's fingerprint components);
 * `POST /web-api/auth/login/phone` with `{ phone_number, country_code, password, save }` (phone_password:
 * `phone_number` in international form, `+` and digits; `country_code` the lowercase code of the chosen phone
 * country); `POST /web-api/auth/login/sms` with `{ phone_number, country_code, code, save }` (sms, after
 * `POST /web-api/auth/sms/send`); `POST /web-api/auth/login/two-step` with `{ two_step_token, code }`
 * (login_password_two_step_code).
 *
 * Success: `{ success: true, user_id }` and a session cookie. A correct password of a user with two-step sign-in
 * answers `{ success: true, response_type: 'two_step_code', two_step_token, expiresAt }` instead, and no session:
 * the second code goes with the token to the two-step call before `expiresAt` (Unix seconds).
 *
 * Failure: HTTP 400 with JSON:API errors whose `code` is `wrong_credentials` (password calls), `code_rejected` (a
 * wrong or expired code; the client tells the two apart by the code's expiry), a captcha code (100 after three
 * failed passwords for one login; 111 when the `X-Captcha-Result` header carries no valid result, 112 when it
 * expired; 113 is for calls a signed-in user makes that the server finds suspicious), or `fingerprint_invalid`
 * (the `X-Fingerprint` header is missing, stale or not one the server issued). Where the domain's jurisdiction
 * profile names a national self-exclusion register, a call that would start a session answers 403
 * `national_self_exclusion` for a listed player, or 503 `self_exclusion_register_unavailable` when the register
 * cannot be read, each with `meta.register` (schema `selfExclusionRefusalMeta`).
 */
export const loginReplySchema = {
  $id: 'loginReply',
  oneOf: [
    {
      type: 'object',
      required: ['success', 'user_id'],
      properties: {
        success: { const: true },
        user_id: { type: 'string', pattern: '^[0-9]{1,20}$' },
      },
    },
    {
      type: 'object',
      required: ['success', 'response_type', 'two_step_token', 'expiresAt'],
      properties: {
        success: { const: true },
        response_type: { const: 'two_step_code' },
        two_step_token: { type: 'string', minLength: 1, maxLength: 200 },
        expiresAt: { type: 'integer' },
      },
    },
  ],
} as const;

export type TokenReply = FromSchema<typeof tokenReplySchema>;
export type SessionCheckReply = FromSchema<typeof sessionCheckReplySchema>;
export type LoginReply = FromSchema<typeof loginReplySchema>;

/**
 * `GET /web-api/api-v3/v2/user/agreement-rules/status` (second document, section 7): `result` is true when the
 * terms changed since the user last accepted them; `updatedAt` (Unix seconds) is when they changed.
 */
export const termsStatusReplySchema = {
  $id: 'termsStatusReply',
  type: 'object',
  required: ['result'],
  properties: {
    result: { type: 'boolean' },
    updatedAt: { type: ['integer', 'null'] },
  },
} as const;

export type TermsStatusReply = FromSchema<typeof termsStatusReplySchema>;

/**
 * User config (second document, section 3), `GET /web-api/user/config` (path not shown; ours): `result` holds the
 * fields the front end reads so far, `error` is null on success. Only the fields used are required.
 */
export const userConfigReplySchema = {
  $id: 'userConfigReply',
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: ['object', 'null'],
      required: ['verification_status', 'has_deposit'],
      properties: {
        verification_status: { type: 'integer', description: '1 means not verified.' },
        has_deposit: { type: 'boolean' },
        protection_level: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
        activation_type: { enum: [0, 1, 2, 3], description: '0 none, 1 e-mail, 2 both, 3 phone.' },
        user_email: { type: ['string', 'null'] },
        phone_number: { type: ['string', 'null'] },
        phone_code: { type: ['string', 'null'] },
        user_data: {
          type: 'object',
          description: 'Profile fields; the required ones are date_birthday, name, surname, passport, passport_date and registration_address.',
          properties: {
            date_birthday: { type: ['string', 'null'] },
            document_type_id: { type: ['integer', 'null'] },
            inn: { type: ['string', 'null'] },
            name: { type: ['string', 'null'] },
            passport: { type: ['string', 'null'] },
            passport_date: { type: ['string', 'null'] },
            passport_end_date: { type: ['string', 'null'] },
            registration_address: { type: ['string', 'null'] },
            surname: { type: ['string', 'null'] },
          },
        },
        protection_methods: {
          type: 'object',
          properties: {
            is_changed_password: { type: 'boolean' },
            enable_two_factor_auth: { type: 'boolean' },
            enable_phone_binding: { type: 'boolean' },
            enable_security_question: { type: 'boolean' },
            enable_email_auth: { type: 'boolean' },
          },
        },
        verification_types: { type: 'array', items: { type: 'string' }, description: 'Verification is available when it is not empty.' },
        ban_level: { type: 'integer', minimum: 0, description: 'Banned when above 0.' },
        user_hide_balance: { type: 'boolean', description: 'Balances are hidden while true; absent means true (the spec default).' },
        isRequiredTransfer: { type: 'boolean', description: 'The player must agree to move their account (the transfer-user modal, first document 2.10).' },
      },
    },
    error: { type: ['string', 'null'] },
  },
} as const;

export type UserConfigReply = FromSchema<typeof userConfigReplySchema>;
export type UserConfig = NonNullable<UserConfigReply['result']>;

/**
 * `GET /web-api/phone/countries?lang=` (path not shown; ours): the phone countries of the phone-country select,
 * named in the language asked for. `phoneCode` carries its `+`, `code` is the lowercase country code; several
 * countries may share a phone code (Russia and Kazakhstan: +7), so a country is matched by `id`.
 */
/**
 * `GET /web-api/phone/masks` (the list's path is not shown; ours): how a number is written after each country's code
 * (first document 3.8: CountryId, Mask, Max, Min): `#` is a digit, and Min to Max digits make a number.
 */
export const phoneMasksReplySchema = {
  $id: 'phoneMasksReply',
  type: 'object',
  required: ['masks'],
  properties: {
    masks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['CountryId', 'Mask', 'Min', 'Max'],
        properties: {
          CountryId: { type: 'integer', minimum: 1 },
          Mask: { type: 'string', pattern: '^[#0-9 ()+-]{1,32}$' },
          Min: { type: 'integer', minimum: 1, maximum: 15 },
          Max: { type: 'integer', minimum: 1, maximum: 15 },
        },
      },
    },
  },
} as const;

export const phoneCountriesReplySchema = {
  $id: 'phoneCountriesReply',
  type: 'object',
  required: ['countries'],
  properties: {
    countries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'phoneCode', 'code'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          name: { type: 'string', minLength: 1 },
          phoneCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
          code: { type: 'string', pattern: '^[a-z]{2}$' },
        },
      },
    },
  },
} as const;

/**
 * `POST /web-api/auth/sms/send` with `{ phone_number, country_code }` and `POST /web-api/auth/password/recovery`
 * with `{ login }` (paths not shown; ours): a code was sent. Both always answer the code's expiry (Unix seconds),
 * also for a number or login no user has, so that they cannot tell which exist.
 */
export const smsSentReplySchema = {
  $id: 'smsSentReply',
  type: 'object',
  required: ['success', 'expiresAt'],
  properties: {
    success: { const: true },
    expiresAt: { type: 'integer' },
  },
} as const;

/**
 * The captcha service (first document, section 7: `POST /validate`, `GET /update`, `GET /gettime`), under
 * `/web-api/captcha/` (base path not shown; ours). Every answer carries the server's `time` (Unix seconds) and an
 * `error` message (null when all went well). `GET /web-api/captcha/gettime` adds `type`: 2 means the user must be
 * logged out; any other value asks nothing. The front end asks it each time a challenge is about to be shown.
 */
export const captchaTimeReplySchema = {
  $id: 'captchaTimeReply',
  type: 'object',
  required: ['time', 'error'],
  properties: {
    time: { type: 'integer' },
    error: { type: ['string', 'null'] },
    type: { type: 'integer' },
  },
} as const;

/**
 * `GET /web-api/captcha/update`: a new challenge. The demo's challenge is a row of `digits` to type back; `id`
 * names it in the validate call. A real operator's challenge would be an image or a widget.
 */
export const captchaChallengeReplySchema = {
  $id: 'captchaChallengeReply',
  type: 'object',
  required: ['time', 'error', 'challenge'],
  properties: {
    time: { type: 'integer' },
    error: { type: ['string', 'null'] },
    challenge: {
      type: 'object',
      required: ['id', 'image'],
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 100 },
        /** The digits to type, drawn as a PNG picture (a data: URL); the digits themselves stay on the server. */
        image: { type: 'string', pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$', maxLength: 40000 },
      },
    },
  },
} as const;

/**
 * `POST /web-api/captcha/validate` with `{ id, answer }`: a right answer gives the captcha `result`, which the
 * refused call is sent again with in the `X-Captcha-Result` header (once, within two minutes); a wrong or expired
 * one gives an `error` and a null `result`.
 */
export const captchaValidateReplySchema = {
  $id: 'captchaValidateReply',
  type: 'object',
  required: ['time', 'error', 'result'],
  properties: {
    time: { type: 'integer' },
    error: { type: ['string', 'null'] },
    result: { type: ['string', 'null'], maxLength: 300 },
  },
} as const;

/**
 * `POST /web-api/fingerprint` with `{ componentsData }` (path not shown; ours): the browser's fingerprint
 * `token` and its `expiresAt` (Unix seconds). Sign-in calls carry the token in the `X-Fingerprint` header; a 400
 * with code `fingerprint_invalid` asks for a fresh one, and the call is sent again with it.
 */
export const fingerprintReplySchema = {
  $id: 'fingerprintReply',
  type: 'object',
  required: ['token', 'expiresAt'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 300 },
    expiresAt: { type: 'integer' },
  },
} as const;

export type PhoneCountriesReply = FromSchema<typeof phoneCountriesReplySchema>;
export type PhoneMasksReply = FromSchema<typeof phoneMasksReplySchema>;
export type PhoneMask = PhoneMasksReply['masks'][number];
export type PhoneCountry = PhoneCountriesReply['countries'][number];
export type SmsSentReply = FromSchema<typeof smsSentReplySchema>;
export type CaptchaTimeReply = FromSchema<typeof captchaTimeReplySchema>;
export type CaptchaChallengeReply = FromSchema<typeof captchaChallengeReplySchema>;
export type CaptchaValidateReply = FromSchema<typeof captchaValidateReplySchema>;
export type FingerprintReply = FromSchema<typeof fingerprintReplySchema>;
