import type { FromSchema } from 'json-schema-to-ts';

/**
 * `GET /web-api/user/accounts` (signed in; path not shown, ours): the user's accounts with the fields of the second
 * document ("Account"): `type` 0 main, 4 bonus, 9 currency; `iso` the ISO 4217 letter code and `currencyId` its
 * numeric code (the currency id is not shown; ours is the numeric code, as in every other call); `symbol` the
 * currency's sign; `money` the balance in the currency's major unit; `points` the points held on it (0 when none);
 * `isActive` the account that pays; `label` the operator's name for it (the site shows its own dictionary name).
 */
export const accountsReplySchema = {
  $id: 'accountsReply',
  type: 'object',
  required: ['accounts'],
  properties: {
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'type', 'iso', 'symbol', 'currencyId', 'money', 'points', 'isActive', 'label'],
        properties: {
          id: { type: 'string', pattern: '^[0-9]{1,20}$' },
          type: { enum: [0, 4, 9], description: '0 main, 4 bonus, 9 currency.' },
          iso: { type: 'string', pattern: '^[A-Z]{3}$' },
          symbol: { type: 'string', minLength: 1, maxLength: 8 },
          currencyId: { type: 'integer', minimum: 1, maximum: 999 },
          money: { type: 'number' },
          points: { type: 'number', minimum: 0 },
          isActive: { type: 'boolean' },
          label: { type: 'string', maxLength: 100 },
        },
      },
    },
  },
} as const;

/**
 * The reply of the wallet actions (second document, "Accounts and currencies"; their paths are not shown, these
 * are ours):
 * - `POST /web-api/user/accounts/active` with `{ id }`: makes that account the active one (bets are paid from it).
 * - `POST /web-api/user/accounts/currency` with `{ currencyId }`: asks for a currency account. The currency id is
 *   not shown either; ours is the ISO 4217 numeric code (643 RUB, 840 USD, 978 EUR, 398 KZT). The account is
 *   opened asynchronously, as a real backend does: it appears in `GET /web-api/user/accounts` a moment later (1.5 s
 *   on the reference BFF), which is why the client polls for it.
 * - `DELETE /web-api/user/accounts/currency/{accountId}`: removes a currency account that is empty, not active and
 *   has no bet waiting for settlement.
 * Success: HTTP 200 `{ success: true, data: { message } }`. Refusal: HTTP 400 `{ success: false, data: { message },
 * errors }`: the spec's `data.message` for the player, and a JSON:API error (`code` account_not_found,
 * unknown_currency, currency_exists, account_not_removable, account_active, balance_not_zero or open_bets, with the
 * same text in `detail`) as every other call of the site answers.
 */
export const walletActionReplySchema = {
  $id: 'walletActionReply',
  type: 'object',
  required: ['success', 'data'],
  properties: {
    success: { type: 'boolean' },
    data: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
  },
} as const;

/**
 * The reply of the account calls that only say they went through (paths not shown; ours): `POST
 * /web-api/user/identification` (the demo identification; refused with 404 where the domain's `identification`
 * feature is off), `POST /web-api/auth/password/reset` with `{ login, code, password }`, `POST
 * /web-api/auth/logout`, and `POST /web-api/user/config/setting` with `{ id, value }`, which saves one field of the
 * user config (the office-setting save; `user_hide_balance` with a boolean is the one the site saves so far).
 * Refusals answer 4xx with JSON:API errors.
 */
export const successReplySchema = {
  $id: 'successReply',
  type: 'object',
  required: ['success'],
  properties: { success: { const: true } },
} as const;

/**
 * `GET /web-api/user/accounts/currencies` (signed in; path not shown, ours): the currencies the player may still
 * open an account in (not held by the main or a currency account, not being opened), for the add-currency select.
 * `id` is the ISO 4217 numeric code.
 */
export const availableCurrenciesReplySchema = {
  $id: 'availableCurrenciesReply',
  type: 'object',
  required: ['currencies'],
  properties: {
    currencies: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'iso'],
        properties: { id: { type: 'integer', minimum: 1, maximum: 999 }, iso: { type: 'string', pattern: '^[A-Z]{3}$' } },
      },
    },
  },
} as const;

/**
 * `POST /web-api/auth/registration` (path not shown, ours) with `{ type: 'full_reg', email, password, currencyId,
 * bonusChoice, birthDate, termsAccepted, privacyAccepted, marketingConsent }`: the e-mail registration (registration
 * type full_reg; bonusChoice 0 declines bonuses, 1 sports bonus, 2 casino bonus; currencyId is the main account's
 * currency, ISO 4217 numeric; birthDate YYYY-MM-DD). Success: `{ success: true, user_id }` and the session cookie, as
 * after login: the new player is signed in, not verified and without a deposit, like every new player. Failure: HTTP
 * 400 with JSON:API errors whose `code` is `email_taken`, `invalid_registration` (a field its schema refuses),
 * `terms_not_accepted` (the terms or the privacy policy not accepted), `invalid_birth_date` (no past day) or
 * `under_age` (younger than the domain's jurisdiction profile's minimum age, given as `meta.minimumAge`), the reason in
 * `detail`; 403 `national_self_exclusion` or 503 `self_exclusion_register_unavailable` where the profile names a
 * national self-exclusion register (schema `selfExclusionRefusalMeta`).
 */
export const registrationReplySchema = {
  $id: 'registrationReply',
  type: 'object',
  required: ['success', 'user_id'],
  properties: {
    success: { const: true },
    user_id: { type: 'string', pattern: '^[0-9]{1,20}$' },
  },
} as const;

/**
 * One-click registration's answer (fast_reg, second document 9; the call is ours: `POST
 * /web-api/auth/registration/fast`): the new player is signed in, and this is the only time their generated
 * credentials are shown (the account id is the login; the password is kept only as its hash).
 */
export const fastRegistrationReplySchema = {
  $id: 'fastRegistrationReply',
  type: 'object',
  required: ['success', 'user_id', 'login', 'password'],
  properties: {
    success: { const: true },
    user_id: { type: 'string', pattern: '^[0-9]{1,20}$' },
    login: { type: 'string', minLength: 1 },
    password: { type: 'string', minLength: 8 },
  },
} as const;

/**
 * The `registrationKinds` config group (ours: the spec names the kinds, second document 9, not how a site offers
 * them): `kinds` lists what the registration form offers besides e-mail, `fast_reg` (one click: the platform makes the
 * login and the password). Absent, registration is by e-mail only; the platform refuses a kind the domain does not
 * list (403 `registration_kind_unavailable`), and one-click where the profile checks new players against a register
 * by e-mail.
 */
export const REGISTRATION_KINDS_GROUP = 'registrationKinds';
export const registrationKindsSchema = {
  $id: 'registrationKinds',
  type: 'object',
  properties: { kinds: { type: 'array', maxItems: 4, items: { enum: ['fast_reg'] } } },
} as const;
export type RegistrationKinds = FromSchema<typeof registrationKindsSchema>;

/**
 * The `account` config group (plugin `account`). The spec names these set-ups without their config:
 * - `customRegistration`: the operator's own registration set-up; registration then opens as the registration page,
 *   not the 95% modal (first document, 2.10).
 * - `accountAppMode`: the site runs as the account app: the auth guard sends visitors to the account-app login
 *   (route `authApp`) and signed-in users away from guest-only routes to the account page (access rule 5).
 * - `postLoginRedirectRoutes`: the "configured routes" of access rule 11, by route name: a visitor who goes from one
 *   of them to registration comes back to it (`from_url`) after signing up.
 * - `registrationCurrencies`: the currencies a new player may choose for the main account (`id` ISO 4217 numeric);
 *   without it, RUB only (the spec's default currency).
 * - `firstDepositOffer`: the first-deposit bonus modal (first document 4.3, "variant 1 or 2"; the variants are not
 *   shown). Shown once per player on this browser, on the home route, to a signed-in player with no deposit yet.
 *   Variant 1 is the short offer (a line and the way to deposit); variant 2 also states the bonus, `bonusPercent` of
 *   the first deposit up to `bonusMax` in the player's currency, and links the bonus rules. Without it, no modal.
 */
/**
 * What the account plugin reads of the `jurisdiction` config group, which the BFF serves from the domain's
 * jurisdiction profile (bff/jurisdictions/; schema schemas/jurisdictionProfile.ts): the minimum age to register, and
 * whether registration offers a deposit limit.
 */
export const accountJurisdictionSchema = {
  $id: 'accountJurisdiction',
  type: 'object',
  required: ['minimumAge'],
  properties: {
    minimumAge: { type: 'integer', minimum: 18 },
    depositLimitPrompt: { type: 'boolean', description: 'Whether registration offers a deposit limit of any amount, which the player may skip (UKGC RTS 12).' },
  },
} as const;
export type AccountJurisdiction = FromSchema<typeof accountJurisdictionSchema>;

export const accountConfigSchema = {
  $id: 'accountConfig',
  type: 'object',
  properties: {
    customRegistration: { type: 'boolean' },
    accountAppMode: { type: 'boolean' },
    postLoginRedirectRoutes: { type: 'array', items: { type: 'string', minLength: 1 } },
    registrationCurrencies: { type: 'array', minItems: 1, items: { $ref: 'availableCurrenciesReply#/properties/currencies/items' } },
    firstDepositOffer: {
      oneOf: [
        { type: 'object', required: ['variant'], additionalProperties: false, properties: { variant: { const: 1 } } },
        {
          type: 'object',
          required: ['variant', 'bonusPercent', 'bonusMax'],
          additionalProperties: false,
          properties: { variant: { const: 2 }, bonusPercent: { type: 'integer', minimum: 1, maximum: 500 }, bonusMax: { type: 'number', exclusiveMinimum: 0 } },
        },
      ],
    },
  },
} as const;

export type AccountsReply = FromSchema<typeof accountsReplySchema>;
export type WalletActionReply = FromSchema<typeof walletActionReplySchema>;
export type AvailableCurrenciesReply = FromSchema<typeof availableCurrenciesReplySchema>;
export type Currency = AvailableCurrenciesReply['currencies'][number];
export type RegistrationReply = FromSchema<typeof registrationReplySchema>;
export type FastRegistrationReply = FromSchema<typeof fastRegistrationReplySchema>;
export type SuccessReply = FromSchema<typeof successReplySchema>;
export type AccountConfig = FromSchema<typeof accountConfigSchema>;
