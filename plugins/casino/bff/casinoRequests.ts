import type { FromSchema } from 'json-schema-to-ts';
import { GAME_SORTS, GAME_TAGS } from '../schemas/casinoApi.ts';

/**
 * The input of the casino calls as route schemas (a body validated as sent: bff/requestValidation.ts). Query strings
 * keep parameters they do not name (a cache buster is no error); a parameter given twice arrives as a list and is
 * refused. A schema failure answers 400 `invalid_request`, unless the route's `schemaRefusal` says otherwise.
 */

/** A search text longer than this is refused. */
export const MAX_QUERY_LENGTH = 100;
/** The longest language tag (BCP 47) a call takes; one the catalogue does not have is served in English. */
const MAX_LANG_LENGTH = 35;

const slug = { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } as const;
/** A plain integer as a query writes it (no exponent, no fraction); the call clamps it into its range. */
const integerText = { type: 'string', pattern: '^-?[0-9]{1,15}$' } as const;
const lang = { type: 'string', maxLength: MAX_LANG_LENGTH } as const;

export const langQuerySchema = { type: 'object', properties: { lang } } as const;

export const gamesQuerySchema = {
  type: 'object',
  properties: {
    category: slug,
    provider: slug,
    tag: { type: 'string', enum: GAME_TAGS },
    sort: { type: 'string', enum: GAME_SORTS, default: 'popular' },
    q: { type: 'string', maxLength: MAX_QUERY_LENGTH },
    offset: integerText,
    limit: integerText,
  },
} as const;

export const lottoQuerySchema = { type: 'object', properties: { lang, section: { type: 'string', enum: ['catalog', 'results'], default: 'catalog' } } } as const;

export const totoQuerySchema = { type: 'object', properties: { lang, section: slug } } as const;

/** The launch's Host header, which the site origin is made of (written into the game page's policy and postMessage target). */
export const launchHeadersSchema = { type: 'object', required: ['host'], properties: { host: { type: 'string', pattern: '^[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?$' } } } as const;

/** A path's game id: a number of up to nine digits (anything else names no game). */
export const gameIdParamsSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } } as const;

export const slugIdParamsSchema = { type: 'object', required: ['id'], properties: { id: slug } } as const;

export const thumbnailParamsSchema = { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,8}\\.svg$' } } } as const;

export const providerLogoParamsSchema = { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,80}\\.svg$' } } } as const;

export const bonusPlayParamsSchema = { type: 'object', required: ['route'], properties: { route: slug } } as const;

/** The body of a bonus game's play: nothing, or `{ choice }` (whether the game offers that choice is its rule). */
export const bonusPlayBodySchema = { type: 'object', nullable: true, additionalProperties: false, properties: { choice: { type: 'integer', minimum: 0 } } } as const;

export type LangQuery = FromSchema<typeof langQuerySchema>;
export type GamesQuery = FromSchema<typeof gamesQuerySchema>;
export type LottoQuery = FromSchema<typeof lottoQuerySchema>;
export type TotoQuery = FromSchema<typeof totoQuerySchema>;
export type GameIdParams = FromSchema<typeof gameIdParamsSchema>;
export type SlugIdParams = FromSchema<typeof slugIdParamsSchema>;
export type PictureParams = FromSchema<typeof thumbnailParamsSchema | typeof providerLogoParamsSchema>;
export type BonusPlayParams = FromSchema<typeof bonusPlayParamsSchema>;
export type BonusPlayBody = FromSchema<typeof bonusPlayBodySchema>;
