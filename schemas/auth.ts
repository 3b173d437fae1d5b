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
 * `POST /web-api/auth/login` (path not shown; ours) with `{ login, password, save }`. Success: `{ success: true,
 * user_id }` and a session cookie. Failure: HTTP 400 with JSON:API errors whose `code` is `wrong_credentials`, or a
 * captcha code (100, 111, 112, 113) after repeated failures.
 */
export const loginReplySchema = {
  $id: 'loginReply',
  type: 'object',
  required: ['success', 'user_id'],
  properties: {
    success: { const: true },
    user_id: { type: 'string', pattern: '^[0-9]{1,20}$' },
  },
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
      },
    },
    error: { type: ['string', 'null'] },
  },
} as const;

export type UserConfigReply = FromSchema<typeof userConfigReplySchema>;
export type UserConfig = NonNullable<UserConfigReply['result']>;
