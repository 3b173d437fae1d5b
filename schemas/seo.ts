import type { FromSchema } from 'json-schema-to-ts';

/**
 * The page-metadata service's calls (second document: page data, visual data, SEO content, ISO language-code map,
 * analytics counters; paths and shapes not shown). Ours: `GET /seo-api/v1/{page-data|visual-data|seo-content}` with
 * the query below, `GET /seo-api/v1/iso-languages` and `GET /seo-api/v1/counters` (domain and projectId only; its
 * reply is the analytics plugin's to read, so its schema is that plugin's: analyticsCountersReplySchema).
 */
const text = { type: 'string', maxLength: 300 } as const;

/**
 * What every SEO call carries (second document). `path` is the page's address without the language prefix and
 * without the query (`/line/football/epl`, `/` for home); it alone identifies the page, so the other fields are
 * optional: the service fills those it can derive from the route (section, stream, menuSection, subsectionId,
 * championshipId, matchId) and answers them back in `page`, so a crawler's first HTML and the client's call agree.
 * `domain` is the host the URLs are made for (the request's, or outside production a `seo_host` cookie); `projectId`
 * is the site's `refId`; `timezone` is the visitor's offset in hours (the second document's default 3).
 */
const seoPage = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: {
    domain: text,
    projectId: { type: 'string', pattern: '^[0-9]{1,9}$' },
    language: { type: 'string', pattern: '^[a-z]{2}$' },
    timezone: { type: 'string', pattern: '^-?[0-9]{1,2}$' },
    path: { type: 'string', pattern: '^/', maxLength: 500 },
    stream: { type: 'string', enum: ['line', 'live'], description: 'The feed a sports page shows.' },
    section: text,
    menuSection: text,
    subsectionId: text,
    championshipId: { type: 'string', pattern: '^[0-9]{1,12}$' },
    matchId: { type: 'string', pattern: '^[0-9]{1,12}$' },
  },
} as const;

export const seoQuerySchema = { $id: 'seoQuery', ...seoPage } as const;

const meta = {
  type: 'object',
  required: ['name', 'content'],
  additionalProperties: false,
  properties: { name: text, content: { type: 'string', maxLength: 1000 } },
} as const;

/**
 * `customCanonical`: `url` points the canonical at `targetUrl` (absolute, or a path without the language that the
 * page's language and domain are put before); `mirror` keeps the page's path on the mirror `host`. `canonical` is the
 * resulting absolute URL, so a client never composes it. `hrefLang` has one entry per language a visitor can open
 * (the site's languages minus those hidden from guests, as a crawler is one) plus `x-default`; `lang` is the ISO
 * code (the ISO language-code map). `mediaAlternates`: the same path on another host for a media query (the mobile
 * site). `metaRobots` is the page's own rule or, when it has none, the `hierarchyMetaRobots` of its nearest ancestor
 * path, else `index, follow` (`noindex, nofollow` for pages that need sign-in); `hierarchyMetaRobots` is what the page
 * passes on to the pages below it.
 */
export const seoPageDataSchema = {
  $id: 'seoPageData',
  type: 'object',
  required: ['page', 'title', 'description', 'metas', 'metaRobots', 'canonical', 'hrefLang', 'mediaAlternates'],
  properties: {
    page: seoPage,
    title: text,
    description: { type: 'string', maxLength: 1000 },
    metas: { type: 'array', maxItems: 20, items: meta },
    metaRobots: text,
    hierarchyMetaRobots: text,
    customCanonical: {
      oneOf: [
        { type: 'object', required: ['mode', 'targetUrl'], properties: { mode: { const: 'url' }, targetUrl: { type: 'string', maxLength: 500 } } },
        { type: 'object', required: ['mode', 'host'], properties: { mode: { const: 'mirror' }, host: text } },
      ],
    },
    canonical: { type: 'string', maxLength: 800 },
    hrefLang: {
      type: 'array',
      maxItems: 50,
      items: { type: 'object', required: ['lang', 'href'], properties: { lang: { type: 'string', maxLength: 20 }, href: { type: 'string', maxLength: 800 } } },
    },
    mediaAlternates: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        required: ['mediaType', 'urlPath', 'toDomain', 'href'],
        properties: { mediaType: text, urlPath: { type: 'string', maxLength: 800 }, toDomain: text, href: { type: 'string', maxLength: 800 } },
      },
    },
  },
} as const;

/** Visual data: what the page shows of its metadata, its heading and its trail of parent pages (paths without language). */
export const seoVisualDataSchema = {
  $id: 'seoVisualData',
  type: 'object',
  required: ['page', 'h1', 'breadcrumbs'],
  properties: {
    page: seoPage,
    h1: text,
    breadcrumbs: { type: 'array', maxItems: 10, items: { type: 'object', required: ['name', 'path'], properties: { name: text, path: { type: 'string', maxLength: 500 } } } },
  },
} as const;

/** SEO content: the page's SEO text as server HTML (sanitised before it reaches the DOM, as remote views are); empty when the page has none. */
export const seoContentSchema = {
  $id: 'seoContent',
  type: 'object',
  required: ['page', 'html'],
  properties: { page: seoPage, html: { type: 'string', maxLength: 100_000 } },
} as const;

/** The ISO language-code map: the site's language code (`kz`, `uk`…) to the ISO 639-1 code with region used in hreflang. */
export const isoLanguageMapSchema = {
  $id: 'isoLanguageMap',
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'object', additionalProperties: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$' } } },
} as const;

export type SeoQuery = FromSchema<typeof seoQuerySchema>;
export type SeoPageData = FromSchema<typeof seoPageDataSchema>;
export type SeoVisualData = FromSchema<typeof seoVisualDataSchema>;
export type SeoContent = FromSchema<typeof seoContentSchema>;
export type IsoLanguageMap = FromSchema<typeof isoLanguageMapSchema>;
