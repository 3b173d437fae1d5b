import type { FromSchema } from 'json-schema-to-ts';
import { LIMIT_KINDS } from './limitKinds.ts';

// What the limits calls take, checked by the route's schema (Fastify's ajv) before the handler runs: a request that
// breaks one is refused as `invalid`. Which values a limit type takes, and when, is the desk's business (limitsDesk.ts).

const limitType = { type: 'integer', minimum: 1, maximum: 99 } as const;
// A union of types is written as anyOf: the request validator's ajv is strict (bff/requestValidation.ts).
const selfExcludeReason = { anyOf: [{ type: 'integer', minimum: 0, maximum: 999 }, { type: 'null' }] } as const;

/** `POST …/v3/limits`: one entry per limit type at most. */
export const saveLimitsRequestSchema = {
  type: 'object',
  required: ['limits'],
  additionalProperties: false,
  properties: {
    limits: {
      type: 'array',
      minItems: 1,
      maxItems: LIMIT_KINDS.size,
      items: {
        type: 'object',
        required: ['limitType', 'limitValue'],
        additionalProperties: false,
        properties: { limitType, limitValue: { type: 'number' }, selfExcludeReason },
      },
    },
  },
} as const;
export type SaveLimitsRequest = FromSchema<typeof saveLimitsRequestSchema>;

/** `POST …/v3/testanswers`: the answers to the questions of the save that `tokenGuid` names. */
export const testAnswersRequestSchema = {
  type: 'object',
  required: ['tokenGuid', 'answers'],
  additionalProperties: false,
  properties: {
    tokenGuid: { type: 'string', maxLength: 64 },
    answers: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['questionId', 'answerId'],
        additionalProperties: false,
        properties: { questionId: { type: 'integer', minimum: 0, maximum: 999 }, answerId: { type: 'integer', minimum: 0, maximum: 999 } },
      },
    },
  },
} as const;
export type TestAnswersRequest = FromSchema<typeof testAnswersRequestSchema>;

/** `POST …/v3/limitaction`: confirm or reject the pending limit of a type. */
export const limitActionRequestSchema = {
  type: 'object',
  required: ['limitType', 'action'],
  additionalProperties: false,
  properties: { limitType, action: { enum: ['confirm', 'reject'] } },
} as const;
export type LimitActionRequest = FromSchema<typeof limitActionRequestSchema>;

/** `DELETE …/v3/limits/{limitType}`: digits only (the path's text, read as a number by the route). */
export const limitTypeParamsSchema = {
  type: 'object',
  required: ['limitType'],
  properties: { limitType: { type: 'string', pattern: '^[0-9]{1,3}$' } },
} as const;
export type LimitTypeParams = FromSchema<typeof limitTypeParamsSchema>;

/** `POST …/v1/BlockUser`: a self-exclusion of `days` (which days, the desk decides). */
export const blockUserRequestSchema = {
  type: 'object',
  required: ['days'],
  additionalProperties: false,
  properties: { days: { type: 'integer', minimum: 1, maximum: 99_999 }, selfExcludeReason },
} as const;
export type BlockUserRequest = FromSchema<typeof blockUserRequestSchema>;

/** `POST /web-api/api/web/user/v1/reality-check`: the player's answer to the reality check, as JSON:API attributes. */
export const realityCheckRequestSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['attributes'],
      properties: {
        attributes: {
          type: 'object',
          required: ['action', 'do_not_show_again', 'popup_show_at'],
          additionalProperties: false,
          properties: {
            action: { enum: ['continue', 'log_out', 'nothing'] },
            do_not_show_again: { type: 'boolean' },
            popup_show_at: { type: 'integer', minimum: 0, maximum: 2 ** 53 - 1 },
          },
        },
      },
    },
  },
} as const;
export type RealityCheckRequest = FromSchema<typeof realityCheckRequestSchema>;
