import type { FromSchema } from 'json-schema-to-ts';

/**
 * The domain's `analytics` config group (`/bff-api/config/group/get?groups=analytics`): the collector's key and
 * source code, and the script origins the site's CSP allows besides its own. The counters are not here: they come
 * from the page-metadata service (analyticsCountersReplySchema), their one source.
 */
export const analyticsSettingsSchema = {
  type: 'object',
  required: ['collectorKey', 'sourceCode'],
  properties: {
    collectorKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    sourceCode: { type: 'integer', minimum: 0 },
    cspScriptOrigins: { type: 'array', items: { type: 'string' } },
  },
} as const;

export type AnalyticsSettings = FromSchema<typeof analyticsSettingsSchema>;

export const analyticsConfigGroupReplySchema = {
  $id: 'analyticsConfigGroupReply',
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', properties: { analytics: analyticsSettingsSchema } },
  },
} as const;

export type AnalyticsConfigGroupReply = FromSchema<typeof analyticsConfigGroupReplySchema>;

/**
 * The analytics counters of a domain and project as the page-metadata service answers them
 * (`GET /seo-api/v1/counters?domain=…&projectId=…`, second document: counters arrive as a list and are made a map by
 * kind). The service's operator settings (bff/seo/seoSettings.json) are where a domain's counters are kept.
 */
export const analyticsCountersReplySchema = {
  $id: 'analyticsCountersReply',
  type: 'object',
  required: ['data'],
  properties: {
    data: {
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
  },
} as const;

export type AnalyticsCountersReply = FromSchema<typeof analyticsCountersReplySchema>;
export type AnalyticsCounter = AnalyticsCountersReply['data'][number];
