import type { FromSchema } from 'json-schema-to-ts';

/**
 * The domain's `analytics` config group (`/bff-api/config/group/get?groups=analytics`): the collector's key and
 * source code, the analytics counters as a list (second document, section 3), and the script origins the site's CSP
 * allows besides its own.
 */
export const analyticsSettingsSchema = {
  type: 'object',
  required: ['collectorKey', 'sourceCode', 'counters'],
  properties: {
    collectorKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    sourceCode: { type: 'integer', minimum: 0 },
    counters: {
      type: 'array',
      maxItems: 32,
      items: {
        type: 'object',
        required: ['type', 'id'],
        properties: {
          /** Counter type 1–11 (section 9). */
          type: { type: 'integer', minimum: 1, maximum: 11 },
          id: { type: 'string', minLength: 1, maxLength: 100 },
          /** The vendor's script; loaded only where the CSP allows its origin. */
          scriptUrl: { type: 'string', minLength: 1 },
          /** Where the adapter sends its hits (in the demo, a stand-in of the reference BFF). */
          endpoint: { type: 'string', minLength: 1 },
        },
      },
    },
    cspScriptOrigins: { type: 'array', items: { type: 'string' } },
  },
} as const;

export type AnalyticsSettings = FromSchema<typeof analyticsSettingsSchema>;
export type AnalyticsCounter = AnalyticsSettings['counters'][number];

export const analyticsConfigGroupReplySchema = {
  $id: 'analyticsConfigGroupReply',
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', properties: { analytics: analyticsSettingsSchema } },
  },
} as const;

export type AnalyticsConfigGroupReply = FromSchema<typeof analyticsConfigGroupReplySchema>;
