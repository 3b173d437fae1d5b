import type { FromSchema } from 'json-schema-to-ts';
import { TOTO_MAX_LINES, TOTO_OUTCOMES } from './totoRules.ts';

/*
 * The casino calls. The spec shows none ("design them as a real aggregator API would look"); these are ours. Money is
 * integer minor units with an ISO 4217 letter code, times are Unix seconds, names are in the `lang` of the request.
 * Embedded shapes carry no `$id`, so each reply schema stands alone for its generated validator.
 */

const slug = { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } as const;
const gameId = { type: 'integer', minimum: 1 } as const;
const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const money = {
  type: 'object',
  required: ['currency', 'minor'],
  properties: { currency, minor: { type: 'integer', minimum: 0 } },
} as const;
const epochSeconds = { type: 'integer', minimum: 0 } as const;

/** The tags a game may carry: shown as badges and usable as a listing filter. */
export const GAME_TAGS = ['new', 'popular', 'jackpot', 'live'] as const;
/** The listing orders: by popularity (the default), newest first, by name. */
export const GAME_SORTS = ['popular', 'new', 'az'] as const;

const category = {
  type: 'object',
  required: ['slug', 'name', 'count'],
  properties: { slug, name: { type: 'string' }, count: { type: 'integer', minimum: 0 } },
} as const;

/** `logo`: the address of the provider's logo (an SVG the BFF draws). */
const provider = {
  type: 'object',
  required: ['slug', 'name', 'count', 'logo'],
  properties: { slug, name: { type: 'string' }, count: { type: 'integer', minimum: 0 }, logo: { type: 'string' } },
} as const;

/**
 * A game of a listing. `provider` is the provider's slug, `providerName` its name; `rtp` the return to player in per
 * cent; `minBet` and `maxBet` minor units of the EUR reference; `demo` whether it may be played for play money;
 * `thumbnail` the address of its 4:3 picture (an SVG the BFF draws); `jackpotId` the jackpot it feeds, if any.
 */
const gameCardProperties = {
  id: gameId,
  slug,
  name: { type: 'string' },
  provider: slug,
  providerName: { type: 'string' },
  categories: { type: 'array', items: slug },
  tags: { type: 'array', items: { enum: GAME_TAGS } },
  rtp: { type: 'number', minimum: 0, maximum: 100 },
  volatility: { enum: ['low', 'medium', 'high'] },
  minBet: { type: 'integer', minimum: 1 },
  maxBet: { type: 'integer', minimum: 1 },
  demo: { type: 'boolean' },
  thumbnail: { type: 'string' },
  jackpotId: { anyOf: [slug, { type: 'null' }] },
} as const;
const gameCardRequired = ['id', 'slug', 'name', 'provider', 'providerName', 'categories', 'tags', 'rtp', 'volatility', 'minBet', 'maxBet', 'demo', 'thumbnail', 'jackpotId'] as const;
const gameCard = { type: 'object', required: gameCardRequired, properties: gameCardProperties } as const;

/** `GET /casino-api/v1/lobby?lang=`: the categories and providers, each with its number of games. */
export const casinoLobbyReplySchema = {
  $id: 'casinoLobbyReply',
  type: 'object',
  required: ['categories', 'providers'],
  properties: {
    categories: { type: 'array', items: category },
    providers: { type: 'array', items: provider },
  },
} as const;

/**
 * `GET /casino-api/v1/games?category=&provider=&tag=&q=&sort=popular|new|az&offset=0&limit=48&lang=`: one page of
 * the games that match, `total` of them in all. `q` matches the name and the provider's name, ignoring case and
 * diacritics. `offset` and `limit` answer the page as served (a limit over the maximum is served as the maximum).
 */
export const casinoGamesReplySchema = {
  $id: 'casinoGamesReply',
  type: 'object',
  required: ['items', 'total', 'offset', 'limit'],
  properties: {
    items: { type: 'array', items: gameCard },
    total: { type: 'integer', minimum: 0 },
    offset: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 1 },
  },
} as const;

/** `GET /casino-api/v1/games/{id}?lang=`: one game with its description; 404 for an unknown id. */
export const casinoGameReplySchema = {
  $id: 'casinoGameReply',
  type: 'object',
  required: [...gameCardRequired, 'description'],
  properties: { ...gameCardProperties, description: { type: 'string' } },
} as const;

/** `GET /casino-api/v1/jackpots`: the jackpots; their amounts grow with the clock. */
export const casinoJackpotsReplySchema = {
  $id: 'casinoJackpotsReply',
  type: 'object',
  required: ['jackpots'],
  properties: {
    jackpots: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'currency', 'minor'],
        properties: { id: slug, name: { type: 'string' }, currency, minor: { type: 'integer', minimum: 0 } },
      },
    },
  },
} as const;

const tournamentProperties = {
  id: slug,
  name: { type: 'string' },
  status: { enum: ['active', 'upcoming', 'finished'] },
  startsAt: epochSeconds,
  endsAt: epochSeconds,
  prizePool: money,
  gameIds: { type: 'array', items: gameId },
} as const;
const tournamentRequired = ['id', 'name', 'status', 'startsAt', 'endsAt', 'prizePool', 'gameIds'] as const;

/** `GET /casino-api/v1/tournaments?lang=`. */
export const casinoTournamentsReplySchema = {
  $id: 'casinoTournamentsReply',
  type: 'object',
  required: ['tournaments'],
  properties: { tournaments: { type: 'array', items: { type: 'object', required: tournamentRequired, properties: tournamentProperties } } },
} as const;

/** `GET /casino-api/v1/tournaments/{id}?lang=`: a tournament with its leaderboard (players' names masked); 404 when unknown. */
export const casinoTournamentReplySchema = {
  $id: 'casinoTournamentReply',
  type: 'object',
  required: [...tournamentRequired, 'leaderboard'],
  properties: {
    ...tournamentProperties,
    leaderboard: {
      type: 'array',
      items: {
        type: 'object',
        required: ['place', 'player', 'points', 'prize'],
        properties: { place: { type: 'integer', minimum: 1 }, player: { type: 'string' }, points: { type: 'integer', minimum: 0 }, prize: { type: 'string' } },
      },
    },
  },
} as const;

/** `GET /casino-api/v1/promotions?lang=`. */
export const casinoPromotionsReplySchema = {
  $id: 'casinoPromotionsReply',
  type: 'object',
  required: ['promotions'],
  properties: {
    promotions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'title', 'text', 'kind'],
        properties: { id: slug, title: { type: 'string' }, text: { type: 'string' }, kind: { enum: ['promotion', 'daily-challenge', 'promo'] } },
      },
    },
  },
} as const;

/**
 * The player's favourites (`GET /casino-api/v1/favorites`, `PUT` and `DELETE /casino-api/v1/favorites/{id}`) and
 * recently played games (`GET /casino-api/v1/recent`, newest first, at most 24): 401 for guests.
 */
export const casinoGameIdsReplySchema = {
  $id: 'casinoGameIdsReply',
  type: 'object',
  required: ['gameIds'],
  properties: { gameIds: { type: 'array', items: gameId } },
} as const;

/** `GET /casino-api/v1/recommended?lang=`: popular games of the player's favourite providers (for guests the popular ones). */
export const casinoRecommendedReplySchema = {
  $id: 'casinoRecommendedReply',
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: gameCard } },
} as const;

/** The body of `POST /casino-api/v1/launch`. */
export const casinoLaunchRequestSchema = {
  $id: 'casinoLaunchRequest',
  type: 'object',
  required: ['gameId', 'mode', 'lang'],
  additionalProperties: false,
  properties: { gameId, mode: { enum: ['demo', 'real'] }, lang: { type: 'string', pattern: '^[a-z]{2}$' } },
} as const;

/**
 * `POST /casino-api/v1/launch`: where the game runs (`url`, absolute, on the games origin `origin`), the mode and the
 * currency of a real game (null in demo). Refusals: 401 real for a guest, 403 `gambling_restricted`, 404
 * `game_not_found`, 409 `demo_unavailable`.
 */
export const casinoLaunchReplySchema = {
  $id: 'casinoLaunchReply',
  type: 'object',
  required: ['url', 'origin', 'mode', 'currency'],
  properties: {
    url: { type: 'string', pattern: '^https?://' },
    origin: { type: 'string', pattern: '^https?://[^/]+$' },
    mode: { enum: ['demo', 'real'] },
    currency: { anyOf: [currency, { type: 'null' }] },
  },
} as const;

/**
 * `POST {games origin}/play/{launchToken}/spin` with `{ stakeMinor }`: the reels and the balance after the spin, and
 * the launch's net position (its wins less its stakes so far). Refusals of the domain's casino pacing: 403
 * `stake_above_maximum` (`meta.maxStakeMinor`, `meta.currency`), 429 `spin_too_soon` (`meta.retryAfterMs`, `meta.intervalMs`).
 */
export const casinoSpinReplySchema = {
  $id: 'casinoSpinReply',
  type: 'object',
  required: ['reels', 'winMinor', 'balanceMinor', 'netMinor', 'currency'],
  properties: {
    reels: { type: 'array', items: { type: 'string' }, minItems: 3, maxItems: 3 },
    winMinor: { type: 'integer', minimum: 0 },
    balanceMinor: { type: 'integer', minimum: 0 },
    netMinor: { type: 'integer' },
    currency,
  },
} as const;

/** A message the game posts to the site (`window.parent`); the site ignores any other shape or origin. */
export const casinoGameMessageSchema = {
  $id: 'casinoGameMessage',
  oneOf: [
    {
      type: 'object',
      required: ['source', 'type'],
      additionalProperties: false,
      properties: { source: { const: 'casino-game' }, type: { enum: ['ready', 'exit'] } },
    },
    {
      type: 'object',
      required: ['source', 'type', 'balanceMinor', 'currency'],
      additionalProperties: false,
      properties: { source: { const: 'casino-game' }, type: { const: 'balanceChanged' }, balanceMinor: { type: 'integer', minimum: 0 }, currency },
    },
  ],
} as const;

/** The one message the site posts to the game: stop and show "closed". */
export const CLOSE_GAME_MESSAGE = { source: 'casino-site', type: 'close' } as const;

/**
 * `GET /casino-api/v1/bonus-games?lang=`: the bonus games as game preview entries (second document: id, name, route,
 * oldRoute, categories, tagId). `route` is the new route (`games/{route}`), `oldRoute` the legacy one.
 */
export const casinoBonusGamesReplySchema = {
  $id: 'casinoBonusGamesReply',
  type: 'object',
  required: ['games'],
  properties: {
    games: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'route', 'oldRoute', 'categories', 'tagId'],
        properties: {
          id: gameId,
          name: { type: 'string' },
          route: slug,
          oldRoute: { anyOf: [slug, { type: 'null' }] },
          categories: { type: 'array', items: slug },
          tagId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        },
      },
    },
  },
} as const;

/**
 * `POST /casino-api/v1/bonus-games/{route}/play` with `{ choice? }`: the outcome (the sector, chest, cell… as a
 * string), the prize and the attempts left today. 401 for guests, 404 unknown route, 409 `no_attempts_left`.
 */
export const casinoBonusPlayReplySchema = {
  $id: 'casinoBonusPlayReply',
  type: 'object',
  required: ['outcome', 'prize', 'attemptsLeft'],
  properties: {
    outcome: { type: 'string' },
    prize: {
      type: 'object',
      required: ['kind', 'amount'],
      properties: { kind: { enum: ['points', 'freebet', 'none'] }, amount: { type: 'integer', minimum: 0 } },
    },
    attemptsLeft: { type: 'integer', minimum: 0 },
  },
} as const;

const lotteryProperties = {
  id: slug,
  name: { type: 'string' },
  drawAt: epochSeconds,
  jackpot: money,
  numbers: { type: 'integer', minimum: 1, description: 'How many numbers a ticket picks.' },
  of: { type: 'integer', minimum: 1, description: 'Out of how many.' },
} as const;
const lotteryRequired = ['id', 'name', 'drawAt', 'jackpot', 'numbers', 'of'] as const;
const lottoResultProperties = {
  id: slug,
  name: { type: 'string' },
  drawnAt: epochSeconds,
  numbers: { type: 'array', items: { type: 'integer', minimum: 1 } },
} as const;
const lottoResult = { type: 'object', required: ['id', 'name', 'drawnAt', 'numbers'], properties: lottoResultProperties } as const;

/** `GET /casino-api/v1/lotto?section=catalog&lang=` (section catalog, the default). */
export const casinoLottoCatalogReplySchema = {
  $id: 'casinoLottoCatalogReply',
  type: 'object',
  required: ['lotteries'],
  properties: { lotteries: { type: 'array', items: { type: 'object', required: lotteryRequired, properties: lotteryProperties } } },
} as const;

/** `GET /casino-api/v1/lotto?section=results&lang=`: the last draws, newest first. */
export const casinoLottoResultsReplySchema = {
  $id: 'casinoLottoResultsReply',
  type: 'object',
  required: ['results'],
  properties: { results: { type: 'array', items: lottoResult } },
} as const;

/** `GET /casino-api/v1/lotto/{id}?lang=`: a lottery with its last draws (the view section); 404 when unknown. */
export const casinoLotteryReplySchema = {
  $id: 'casinoLotteryReply',
  type: 'object',
  required: [...lotteryRequired, 'lastResults'],
  properties: { ...lotteryProperties, lastResults: { type: 'array', items: lottoResult } },
} as const;

/** `GET /casino-api/v1/toto?section=&lang=`: the toto pools of a section (the toto frame's `totoSection`). */
export const casinoTotoReplySchema = {
  $id: 'casinoTotoReply',
  type: 'object',
  required: ['section', 'pools'],
  properties: {
    section: slug,
    pools: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'closesAt', 'events'],
        properties: {
          id: slug,
          name: { type: 'string' },
          closesAt: epochSeconds,
          events: { type: 'array', items: { type: 'object', required: ['home', 'away'], properties: { home: { type: 'string' }, away: { type: 'string' } } } },
        },
      },
    },
  },
} as const;

const totoPicks = {
  type: 'array',
  minItems: 1,
  maxItems: 15,
  // Each outcome once per event: checked by the server (uniqueItems would need ajv's runtime in the browser).
  items: { type: 'array', minItems: 1, maxItems: 3, items: { enum: TOTO_OUTCOMES } },
} as const;

/**
 * `POST /casino-api/v1/toto/tickets` (signed in, bearer token): a toto ticket on an open pool, paid from the
 * player's active account. The spec shows the toto frame only; this call and its rules are defined here. `picks`
 * holds, for each of the pool's events in order, the outcomes picked (one to three of 1, x, 2); the ticket's lines
 * are every combination of them (at most 1,024), each staked `lineStake` (major units, two decimals at most), so it
 * costs lines × lineStake. Refusals: 400 invalid_ticket (picks that do not fit the pool, a stake outside the limits:
 * `meta.minLineStake`, `meta.maxCost`), 404 pool_not_found, 409 pool_closed, 409 account_not_allowed (the bonus
 * account does not pay for toto), 400 insufficient_balance, 403 gambling_restricted or the wagering and loss limits'
 * refusals (as placing a coupon). The same `requestId` again answers the first ticket and takes nothing more.
 */
export const casinoTotoTicketRequestSchema = {
  $id: 'casinoTotoTicketRequest',
  type: 'object',
  required: ['requestId', 'poolId', 'picks', 'lineStake'],
  additionalProperties: false,
  properties: {
    requestId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
    poolId: slug,
    picks: totoPicks,
    lineStake: { type: 'number', exclusiveMinimum: 0, maximum: 1e7 },
  },
} as const;

/** A placed toto ticket: its pool, picks, lines and cost, in the paying account's currency. */
export const casinoTotoTicketSchema = {
  $id: 'casinoTotoTicket',
  type: 'object',
  required: ['id', 'poolId', 'poolName', 'closesAt', 'picks', 'lines', 'lineStake', 'cost', 'currency', 'placedAt'],
  properties: {
    id: { type: 'string', pattern: '^[0-9]{1,20}$' },
    poolId: slug,
    poolName: { type: 'string' },
    closesAt: epochSeconds,
    picks: totoPicks,
    lines: { type: 'integer', minimum: 1, maximum: TOTO_MAX_LINES },
    lineStake: { type: 'number', exclusiveMinimum: 0 },
    cost: { type: 'number', exclusiveMinimum: 0 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    placedAt: epochSeconds,
    results: {
      type: 'array',
      items: { enum: TOTO_OUTCOMES },
      description: 'The pool\'s results once its matches are over (two hours after it closes); absent while the ticket is open.',
    },
    payout: {
      type: 'number',
      minimum: 0,
      description: 'What the ticket won, paid into its account when it settled: each line\'s fixed prize by how many of its picks came in (plugins/casino/bff/totoResults.ts).',
    },
  },
} as const;

/** `GET /casino-api/v1/toto/tickets` (signed in): the player's toto tickets, newest first (at most 50). */
export const casinoTotoTicketsReplySchema = {
  $id: 'casinoTotoTicketsReply',
  type: 'object',
  required: ['tickets'],
  properties: { tickets: { type: 'array', maxItems: 50, items: { $ref: 'casinoTotoTicket' } } },
} as const;

/**
 * `GET /web-api/third-party/api/list-available-partitions` (first document 7): `success` and the lobby sections the
 * server allows, as slugs. A reply with `success: false` allows none, whatever it lists.
 */
export const casinoPartitionsReplySchema = {
  $id: 'casinoPartitionsReply',
  type: 'object',
  required: ['success', 'listAvailablePartitions'],
  properties: { success: { type: 'boolean' }, listAvailablePartitions: { type: 'array', items: slug } },
} as const;

export type GameTag = (typeof GAME_TAGS)[number];
export type GameSort = (typeof GAME_SORTS)[number];
export type CasinoLobbyReply = FromSchema<typeof casinoLobbyReplySchema>;
export type CasinoCategory = CasinoLobbyReply['categories'][number];
export type CasinoProvider = CasinoLobbyReply['providers'][number];
export type CasinoGamesReply = FromSchema<typeof casinoGamesReplySchema>;
export type GameCard = CasinoGamesReply['items'][number];
export type CasinoGameReply = FromSchema<typeof casinoGameReplySchema>;
export type CasinoJackpotsReply = FromSchema<typeof casinoJackpotsReplySchema>;
export type Jackpot = CasinoJackpotsReply['jackpots'][number];
export type CasinoTournamentsReply = FromSchema<typeof casinoTournamentsReplySchema>;
export type Tournament = CasinoTournamentsReply['tournaments'][number];
export type CasinoTournamentReply = FromSchema<typeof casinoTournamentReplySchema>;
export type CasinoPromotionsReply = FromSchema<typeof casinoPromotionsReplySchema>;
export type Promotion = CasinoPromotionsReply['promotions'][number];
export type CasinoGameIdsReply = FromSchema<typeof casinoGameIdsReplySchema>;
export type CasinoRecommendedReply = FromSchema<typeof casinoRecommendedReplySchema>;
export type CasinoLaunchRequest = FromSchema<typeof casinoLaunchRequestSchema>;
export type LaunchMode = CasinoLaunchRequest['mode'];
export type CasinoLaunchReply = FromSchema<typeof casinoLaunchReplySchema>;
export type CasinoSpinReply = FromSchema<typeof casinoSpinReplySchema>;
export type CasinoGameMessage = FromSchema<typeof casinoGameMessageSchema>;
export type CasinoSiteMessage = typeof CLOSE_GAME_MESSAGE;
export type CasinoBonusGamesReply = FromSchema<typeof casinoBonusGamesReplySchema>;
export type BonusGamePreview = CasinoBonusGamesReply['games'][number];
export type CasinoBonusPlayReply = FromSchema<typeof casinoBonusPlayReplySchema>;
export type CasinoLottoCatalogReply = FromSchema<typeof casinoLottoCatalogReplySchema>;
export type Lottery = CasinoLottoCatalogReply['lotteries'][number];
export type CasinoLottoResultsReply = FromSchema<typeof casinoLottoResultsReplySchema>;
export type LottoResult = CasinoLottoResultsReply['results'][number];
export type CasinoLotteryReply = FromSchema<typeof casinoLotteryReplySchema>;
export type CasinoTotoReply = FromSchema<typeof casinoTotoReplySchema>;
export type CasinoTotoTicketRequest = FromSchema<typeof casinoTotoTicketRequestSchema>;
export type CasinoTotoTicket = FromSchema<typeof casinoTotoTicketSchema>;
export type CasinoTotoTicketsReply = FromSchema<typeof casinoTotoTicketsReplySchema, { references: [typeof casinoTotoTicketSchema] }>;
export type CasinoPartitionsReply = FromSchema<typeof casinoPartitionsReplySchema>;
