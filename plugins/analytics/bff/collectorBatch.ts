import type { FromSchema } from 'json-schema-to-ts';
import { analyticsSettingsSchema } from '../schemas/analyticsSettings.ts';

/** A batch with more events is refused (400, by its schema); the page's collector sends at most 50. */
export const COLLECTOR_BATCH_MAX_EVENTS = 200;

// What the table's columns hold: an integer column takes an int32, and PostgreSQL's text and JSON cannot hold a NUL
// character, in a value or in a key. The bounds on the slots are far above what a page's event carries.
const int32 = { type: 'integer', minimum: -(2 ** 31), maximum: 2 ** 31 - 1 } as const;
const WITHOUT_NUL = '^[^\\u0000]*$';
const text = (maxLength: number) => ({ type: 'string', maxLength, pattern: WITHOUT_NUL }) as const;

/**
 * The body of `POST /fatman-api/{key}` as the page's beacon sends it (plugins/analytics/src/runtime/collector.ts,
 * `CollectorBatch`): the page's language and source code, the signed-in user, and the events with their slots.
 */
export const collectorBatchSchema = {
  type: 'object',
  required: ['lang', 'source', 'events'],
  properties: {
    lang: text(16),
    source: int32,
    userId: { anyOf: [text(64), { type: 'null' }] },
    events: {
      type: 'array',
      maxItems: COLLECTOR_BATCH_MAX_EVENTS,
      items: {
        type: 'object',
        required: ['id'],
        properties: {
          id: int32,
          at: { type: 'number' },
          strings: { type: 'array', maxItems: 100, items: text(2000) },
          numbers: { type: 'array', maxItems: 100, items: { type: 'number' } },
          params: {
            type: 'object',
            maxProperties: 100,
            propertyNames: text(200),
            additionalProperties: { anyOf: [text(2000), { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
          },
        },
      },
    },
  },
} as const;
export type CollectorBatch = FromSchema<typeof collectorBatchSchema>;

/** `/fatman-api/{key}`: the collector key of the page's domain (its analytics settings' `collectorKey`). */
export const collectorParamsSchema = {
  type: 'object',
  required: ['key'],
  properties: { key: analyticsSettingsSchema.properties.collectorKey },
} as const;
export type CollectorParams = FromSchema<typeof collectorParamsSchema>;
