import type { FromSchema } from 'json-schema-to-ts';

// The line calls' query strings and params as their routes declare them (lineRoutes.ts): Fastify refuses what breaks
// them before a handler runs. An empty filter (`sport=`) is no filter, as the pages send it.

/** A sport or a championship by slug or id, a page type; empty for none. */
const slugOrEmpty = { type: 'string', pattern: '^[a-z0-9-]{0,60}$' } as const;

/** The `lang` of a call that names things (English when absent or not a language: it never refuses a call). */
export const langQuerySchema = {
  type: 'object',
  properties: { lang: { type: 'string', maxLength: 20 } },
} as const;

/** `GET /line-api/v1/{line|live}/events?sport=&champ=&top=1&pageType=&limit=`. */
export const eventsQuerySchema = {
  type: 'object',
  properties: {
    sport: slugOrEmpty,
    champ: slugOrEmpty,
    pageType: slugOrEmpty,
    top: { enum: ['0', '1', 'true', 'false', ''] },
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 500 },
  },
} as const;

/** `GET /line-api/v1/search?q=`: 2 to 100 characters, two of them not blank. */
export const searchQuerySchema = {
  type: 'object',
  required: ['q'],
  properties: { q: { type: 'string', maxLength: 100, pattern: '\\S[\\s\\S]*\\S' } },
} as const;

/** `GET /line-api/v1/results?sport=&date=YYYY-MM-DD`. */
export const resultsQuerySchema = {
  type: 'object',
  properties: {
    sport: slugOrEmpty,
    date: { type: 'string', pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$' },
  },
} as const;

/** `GET /line-api/v1/event/{id}`. */
export const eventParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;

export type LangQuery = FromSchema<typeof langQuerySchema>;
export type EventsQuery = FromSchema<typeof eventsQuerySchema>;
export type SearchQuery = FromSchema<typeof searchQuerySchema>;
export type ResultsQuery = FromSchema<typeof resultsQuerySchema>;
export type EventParams = FromSchema<typeof eventParamsSchema>;
