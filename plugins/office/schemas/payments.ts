import type { FromSchema } from 'json-schema-to-ts';

/*
 * The office's money calls (the spec shows none; designed as a payment gateway's): under /payments-api/v1/, with the
 * player's bearer token. Amounts are in the major unit of the currency (as the accounts' `money`), with at most two
 * decimals; times are Unix seconds. Every call that moves money (create a deposit, create or cancel a withdrawal,
 * create a consultant request) carries an `Idempotency-Key` header: the server answers a repeated key with the first
 * reply (header `Idempotent-Replayed: true`) and never moves the money twice; the same key with another body is
 * refused (422 `idempotency_key_reused`), and a repeat while the first request still runs on another server is
 * answered 409 `idempotency_key_in_progress` (repeat it). A refusal is `{ errors: [{ status, code, detail, meta? }] }`.
 */

/** A way to pay in or out: its kind, limits, fee (`feePercent` of the amount plus `feeFixed`) and processing time. */
export const paymentMethodSchema = {
  $id: 'paymentMethod',
  type: 'object',
  required: ['id', 'kind', 'name', 'min', 'max', 'feePercent', 'feeFixed', 'processingMinutes'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
    kind: { enum: ['card', 'ewallet', 'bank', 'crypto'] },
    name: { type: 'string', maxLength: 60 },
    min: { type: 'number', minimum: 0 },
    max: { type: 'number', minimum: 0 },
    feePercent: { type: 'number', minimum: 0, maximum: 100 },
    feeFixed: { type: 'number', minimum: 0 },
    /** How long the money takes to arrive: 0 is at once. */
    processingMinutes: { type: 'integer', minimum: 0 },
  },
} as const;
export type PaymentMethod = FromSchema<typeof paymentMethodSchema>;

/**
 * `GET /payments-api/v1/methods?direction=deposit|withdrawal&currency=RUB`: the methods for the currency and the
 * player's country (`country`, ISO 3166 alpha-2, as the server determines it), and the currency's amount step.
 */
export const paymentMethodsReplySchema = {
  $id: 'paymentMethodsReply',
  type: 'object',
  required: ['country', 'currency', 'step', 'methods'],
  properties: {
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    /** The currency's natural amount step (quick amounts are multiples of it). */
    step: { type: 'number', exclusiveMinimum: 0 },
    methods: { type: 'array', items: { $ref: 'paymentMethod' }, maxItems: 50 },
  },
} as const;
export type PaymentMethodsReply = FromSchema<typeof paymentMethodsReplySchema, { references: [typeof paymentMethodSchema] }>;

/**
 * A deposit or a withdrawal. Deposits: new (created, the player is on the payment page) -> paid | failed | cancelled,
 * or pending -> paid after the provider's delay. Withdrawals: new (cancellable) -> processing -> paid | refused, or
 * cancelled by the player while new. `fee` is charged on top of a deposit and taken from a withdrawal's payout.
 */
export const paymentSchema = {
  $id: 'payment',
  type: 'object',
  required: ['id', 'type', 'status', 'methodId', 'methodName', 'accountId', 'currency', 'amount', 'fee', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' },
    type: { enum: ['deposit', 'withdrawal'] },
    status: { enum: ['new', 'pending', 'processing', 'paid', 'failed', 'refused', 'cancelled'] },
    methodId: { type: 'string', maxLength: 40 },
    methodName: { type: 'string', maxLength: 60 },
    accountId: { type: 'string', maxLength: 40 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    amount: { type: 'number', exclusiveMinimum: 0 },
    fee: { type: 'number', minimum: 0 },
    createdAt: { type: 'integer' },
    updatedAt: { type: 'integer' },
    /** When a pending deposit is expected to settle (Unix s), or null. */
    settlesAt: { type: ['integer', 'null'] },
  },
} as const;
export type Payment = FromSchema<typeof paymentSchema>;

/** `POST /payments-api/v1/deposits` `{ methodId, accountId, amount, lang }`: the deposit and where to pay it (the payment page, another origin). */
export const depositReplySchema = {
  $id: 'depositReply',
  type: 'object',
  required: ['payment', 'redirectUrl'],
  properties: {
    payment: { $ref: 'payment' },
    redirectUrl: { type: 'string', maxLength: 500 },
  },
} as const;
export type DepositReply = FromSchema<typeof depositReplySchema, { references: [typeof paymentSchema] }>;

/** `POST /payments-api/v1/withdrawals` `{ methodId, accountId, amount }`, `POST …/withdrawals/{id}/cancel`, `GET …/payments/{id}`: one payment. */
export const paymentReplySchema = {
  $id: 'paymentReply',
  type: 'object',
  required: ['payment'],
  properties: { payment: { $ref: 'payment' } },
} as const;
export type PaymentReply = FromSchema<typeof paymentReplySchema, { references: [typeof paymentSchema] }>;

/**
 * `GET /payments-api/v1/payments?type=deposit|withdrawal&status=…&from=…&to=…` (every filter optional; `from`/`to`
 * Unix seconds, inclusive): the player's payments, newest first (the payment history, `historypay`).
 */
export const paymentsReplySchema = {
  $id: 'paymentsReply',
  type: 'object',
  required: ['payments'],
  properties: { payments: { type: 'array', items: { $ref: 'payment' }, maxItems: 500 } },
} as const;
export type PaymentsReply = FromSchema<typeof paymentsReplySchema, { references: [typeof paymentSchema] }>;

/**
 * `GET /payments-api/v1/settings`: the player's country, the payment consultant's settings (on; and the countries
 * where it opens only for a player who came with `payment_consultant=1`), and whether withdrawals need identification
 * (and whether this player has it).
 */
export const paymentSettingsReplySchema = {
  $id: 'paymentSettingsReply',
  type: 'object',
  $defs: {
    depositLimitPeriods: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        required: ['period', 'limitType'],
        properties: { period: { type: 'string', enum: ['day', 'week', 'month'] }, limitType: { type: 'integer', minimum: 20, maximum: 22 } },
      },
    },
  },
  required: ['country', 'consultant', 'withdrawal'],
  properties: {
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    consultant: {
      type: 'object',
      required: ['enabled', 'flagOnlyCountries'],
      properties: {
        enabled: { type: 'boolean' },
        flagOnlyCountries: { type: 'array', items: { type: 'string', pattern: '^[A-Z]{2}$' }, maxItems: 250 },
      },
    },
    withdrawal: {
      type: 'object',
      required: ['identificationRequired', 'identified'],
      properties: { identificationRequired: { type: 'boolean' }, identified: { type: 'boolean' } },
    },
    depositLimits: {
      type: 'object',
      description:
        "This project's addition: what the domain's jurisdiction profile asks of the player's deposit limits before a deposit. `required`: the limits still missing (a deposit is refused, 403 deposit_limit_required, until they are set; a monthly one above `maximumPerMonth` counts as missing); `prompt`: offer a limit of any amount before the first deposit (the player may skip it).",
      required: ['required', 'periods', 'maximumPerMonth', 'prompt'],
      properties: {
        required: { $ref: '#/$defs/depositLimitPeriods' },
        periods: { $ref: '#/$defs/depositLimitPeriods', description: 'Every deposit limit period and its limit type (the prompt offers them).' },
        maximumPerMonth: { anyOf: [{ type: 'null' }, { type: 'number' }] },
        prompt: { type: 'boolean' },
      },
    },
  },
} as const;
export type PaymentSettingsReply = FromSchema<typeof paymentSettingsReplySchema>;

/** A question to the payment consultant (topic, optional sub-topic and transaction), and its state. */
export const consultantRequestSchema = {
  $id: 'consultantRequest',
  type: 'object',
  required: ['id', 'topicId', 'subTopicId', 'transactionId', 'message', 'status', 'createdAt'],
  properties: {
    id: { type: 'string', maxLength: 40 },
    topicId: { type: 'string', maxLength: 40 },
    subTopicId: { type: ['string', 'null'], maxLength: 40 },
    transactionId: { type: ['string', 'null'], maxLength: 40 },
    message: { type: 'string', maxLength: 1000 },
    status: { enum: ['open', 'answered', 'closed'] },
    createdAt: { type: 'integer' },
  },
} as const;
export type ConsultantRequest = FromSchema<typeof consultantRequestSchema>;

/**
 * `GET /payments-api/v1/consultant?lang=`: the consultant's topics (each with its sub-topics, and whether it is about
 * a deposit or a withdrawal transaction) and the player's requests, newest first. 404 `consultant_unavailable` where
 * the consultant is off for the player. `POST /payments-api/v1/consultant/requests` `{ topicId, subTopicId,
 * transactionId, message }` (Idempotency-Key) answers `{ request }`.
 */
export const consultantReplySchema = {
  $id: 'consultantReply',
  type: 'object',
  required: ['topics', 'requests'],
  properties: {
    topics: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['id', 'title', 'transactionType', 'subTopics'],
        properties: {
          id: { type: 'string', maxLength: 40 },
          title: { type: 'string', maxLength: 100 },
          transactionType: { enum: ['deposit', 'withdrawal', null] },
          subTopics: {
            type: 'array',
            maxItems: 50,
            items: { type: 'object', required: ['id', 'title'], properties: { id: { type: 'string', maxLength: 40 }, title: { type: 'string', maxLength: 100 } } },
          },
        },
      },
    },
    requests: { type: 'array', items: { $ref: 'consultantRequest' }, maxItems: 200 },
  },
} as const;
export type ConsultantReply = FromSchema<typeof consultantReplySchema, { references: [typeof consultantRequestSchema] }>;
export type ConsultantTopic = ConsultantReply['topics'][number];

export const consultantRequestReplySchema = {
  $id: 'consultantRequestReply',
  type: 'object',
  required: ['request'],
  properties: { request: { $ref: 'consultantRequest' } },
} as const;
