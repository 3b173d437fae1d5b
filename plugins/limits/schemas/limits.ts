import type { FromSchema } from 'json-schema-to-ts';

/**
 * A responsible-gaming limit (second document, "Limit"): `limitType` (limitsConstants LIMIT_TYPE), its value in the
 * unit of `measure` (money for wagering, loss and deposit; days for self-exclusion and time-out; hours for the
 * session limit; minutes for the reality check), `limitBalance` what is left of it (seconds for the session limit),
 * `startedAt`/`endsAt` in Unix seconds (null when open-ended), `availableValues` the choices the page offers.
 */
export const limitSchema = {
  $id: 'limit',
  type: 'object',
  required: ['limitType', 'limitValue', 'limitBalance', 'limitState', 'needApprove', 'startedAt', 'endsAt', 'measure', 'label', 'availableValues'],
  properties: {
    limitType: { type: 'integer', minimum: 1, maximum: 99 },
    limitValue: { type: 'number' },
    limitBalance: { type: 'number' },
    limitState: { enum: ['ACTIVE', 'PENDING', 'INACTIVE'] },
    needApprove: { type: 'boolean' },
    startedAt: { type: ['integer', 'null'] },
    endsAt: { type: ['integer', 'null'] },
    selfExcludeReason: { type: ['integer', 'null'] },
    measure: { type: 'string', maxLength: 20 },
    label: { type: 'string', maxLength: 100 },
    availableValues: { type: 'array', items: { type: 'number' }, maxItems: 100 },
  },
} as const;
export type Limit = FromSchema<typeof limitSchema>;

/**
 * `GET limit-service-api/api/external/web/v3/limits` (X-Language, auth): the player's limits, and the server's clock
 * (`serverTime`, Unix seconds) so that the page judges starts and due times by the server's time, not the device's.
 */
export const limitsReplySchema = {
  $id: 'limitsReply',
  type: 'object',
  required: ['limits', 'serverTime'],
  properties: {
    limits: { type: 'array', items: { $ref: 'limit' }, maxItems: 100 },
    serverTime: { type: 'integer' },
  },
} as const;

/** `GET …/v3/availablelimits`: the limit types the player may set, with their choices. */
export const availableLimitsReplySchema = {
  $id: 'availableLimitsReply',
  type: 'object',
  required: ['limitTypes'],
  properties: {
    limitTypes: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['limitType', 'measure', 'label', 'availableValues'],
        properties: {
          limitType: { type: 'integer' },
          measure: { type: 'string', maxLength: 20 },
          label: { type: 'string', maxLength: 100 },
          availableValues: { type: 'array', items: { type: 'number' }, maxItems: 100 },
        },
      },
    },
  },
} as const;

const questionsSchema = {
  type: 'array',
  maxItems: 20,
  items: {
    type: 'object',
    required: ['id', 'text', 'answers'],
    properties: {
      id: { type: 'integer' },
      text: { type: 'string', maxLength: 500 },
      answers: {
        type: 'array',
        maxItems: 10,
        items: { type: 'object', required: ['id', 'text'], properties: { id: { type: 'integer' }, text: { type: 'string', maxLength: 200 } } },
      },
    },
  },
} as const;

/**
 * `POST …/v3/limits` with `{ limits: [{ limitType, limitValue }] }`: `status` "saved", or "questions" when the player
 * must answer `questions` (sent with `tokenGuid` to testanswers) before the limits take effect; `limitsData` the
 * player's limits after the save.
 */
export const saveLimitsReplySchema = {
  $id: 'saveLimitsReply',
  type: 'object',
  required: ['status', 'questions', 'tokenGuid', 'limitsData'],
  properties: {
    status: { enum: ['saved', 'questions'] },
    questions: questionsSchema,
    tokenGuid: { type: ['string', 'null'], maxLength: 64 },
    limitsData: { type: 'array', items: { $ref: 'limit' }, maxItems: 100 },
  },
} as const;
export type SaveLimitsReply = FromSchema<typeof saveLimitsReplySchema, { references: [typeof limitSchema] }>;

/** `POST …/v3/testanswers` with `{ tokenGuid, answers: [{ questionId, answerId }] }`. */
export const testAnswersReplySchema = {
  $id: 'testAnswersReply',
  type: 'object',
  required: ['questionsResult', 'success', 'limitsData'],
  properties: {
    questionsResult: {
      type: 'array',
      maxItems: 20,
      items: { type: 'object', required: ['questionId', 'correct'], properties: { questionId: { type: 'integer' }, correct: { type: 'boolean' } } },
    },
    success: { type: 'boolean' },
    limitsData: { type: 'array', items: { $ref: 'limit' }, maxItems: 100 },
  },
} as const;

/** `GET …/v3/reasons/selfexclude` (Bearer; only where the `selfExcludeReasons` feature is on). */
export const selfExcludeReasonsReplySchema = {
  $id: 'selfExcludeReasonsReply',
  type: 'object',
  required: ['reasons'],
  properties: {
    reasons: {
      type: 'array',
      maxItems: 50,
      items: { type: 'object', required: ['id', 'selfExcludeReason'], properties: { id: { type: 'integer' }, selfExcludeReason: { type: 'string', maxLength: 200 } } },
    },
  },
} as const;
export type SelfExcludeReason = FromSchema<typeof selfExcludeReasonsReplySchema>['reasons'][number];

/**
 * The answer of the limit action (`POST …/v3/limitaction`, or `DELETE …/v3/limits/{limitType}`), of BlockUser and of
 * the session calls: `success`, and the server's `title` for the player (localised by X-Language) when it has one.
 */
export const limitActionReplySchema = {
  $id: 'limitActionReply',
  type: 'object',
  required: ['success'],
  properties: {
    success: { type: 'boolean' },
    title: { type: 'string', maxLength: 300 },
    limitsData: { type: 'array', items: { $ref: 'limit' }, maxItems: 100 },
  },
} as const;

/**
 * `GET …/v3/session` (this project's call): when the signed-in player's session began and the platform's time now,
 * Unix seconds, for the session clock a jurisdiction profile may ask for (`sessionClock`, UKGC RTS 13C).
 */
export const sessionClockReplySchema = {
  $id: 'sessionClockReply',
  type: 'object',
  required: ['startedAt', 'serverTime'],
  properties: { startedAt: { type: 'integer' }, serverTime: { type: 'integer' } },
} as const;

/** `POST …/v3/ping` while a session limit runs: the seconds left of it, and whether it has ended. */
export const pingReplySchema = {
  $id: 'pingReply',
  type: 'object',
  required: ['limitBalance', 'ended'],
  properties: { limitBalance: { type: 'number' }, ended: { type: 'boolean' } },
} as const;

/**
 * The `limits` config group of a domain (optional; absent, the defaults apply): how a limit action is sent (`post`,
 * the default: POST limitaction; `delete`: a reject is DELETE limits/{type}), the limit types that allow custom values
 * (default the wagering, loss and deposit types) and whether a pending change locks its field (default true). The
 * cooling-off of a loosened limit is the jurisdiction profile's (`limitsJurisdiction`).
 */
export const limitsConfigSchema = {
  $id: 'limitsConfig',
  type: 'object',
  properties: {
    limitActionMethod: { enum: ['post', 'delete'] },
    customValueTypes: { type: 'array', items: { type: 'integer' }, maxItems: 50 },
    lockWhilePending: { type: 'boolean' },
  },
} as const;
export type LimitsConfig = FromSchema<typeof limitsConfigSchema>;

/**
 * What the limits plugin reads of the `jurisdiction` config group, which the BFF serves from the domain's jurisdiction
 * profile (bff/jurisdictions/; schema schemas/jurisdictionProfile.ts): how long raising or removing a wagering, loss,
 * deposit, session or reality-check limit waits before the player may confirm it (the server fixes the end of the wait
 * when the change is saved, from the domain it is saved on), whether the header shows the session clock, and the
 * country's help organisations.
 */
export const limitsJurisdictionSchema = {
  $id: 'limitsJurisdiction',
  type: 'object',
  required: ['increaseCoolingOffHours', 'sessionClock', 'helpOrganisations'],
  properties: {
    increaseCoolingOffHours: { type: 'integer', minimum: 24, maximum: 8760 },
    sessionClock: { type: 'boolean' },
    helpOrganisations: {
      type: 'array',
      maxItems: 6,
      items: { type: 'object', required: ['name', 'url'], properties: { name: { type: 'string' }, url: { type: 'string', pattern: '^https://' } } },
    },
  },
} as const;
export type LimitsJurisdiction = FromSchema<typeof limitsJurisdictionSchema>;
