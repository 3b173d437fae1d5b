import type { FromSchema } from 'json-schema-to-ts';

/*
 * The line, live, coupon and history calls. The spec does not show them ("The coupon placing calls and the history
 * calls: not shown"); these are ours, shaped as a real operator's API. Times are Unix seconds, odds are decimal.
 */

const integerId = { type: 'integer', minimum: 1 } as const;
const slug = { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } as const;
const coef = { type: 'number', minimum: 1 } as const;
/** An odds display format (`coefViewId`; src/odds/oddsFormatIds.ts names them). */
const oddsFormatId = { enum: [0, 1, 2, 4, 5, 6, 14, 15, 16] } as const;
const score = {
  type: 'object',
  required: ['home', 'away'],
  properties: { home: { type: 'integer', minimum: 0 }, away: { type: 'integer', minimum: 0 } },
} as const;

/**
 * One outcome a bettor can add to the coupon (the spec's coupon "market"). `kind` is the market kind: 1 result
 * (1X2 / winner), 2 double chance, 3 handicap, 4 total, 5 both teams to score, 6 correct score, 7 outright
 * (long-term; never part of an express bonus), 8 special. `typeId` names the outcome inside its market
 * (1 home, 2 draw, 3 away, 4 over, 5 under, 6 yes, 7 no, 9 other).
 */
export const outcomeSchema = {
  $id: 'outcome',
  type: 'object',
  required: ['id', 'name', 'coef', 'isBlocked', 'kind', 'typeId'],
  properties: {
    id: { type: 'string', pattern: '^[0-9a-z:.-]{1,80}$' },
    name: { type: 'string' },
    coef,
    isBlocked: { type: 'boolean' },
    kind: { type: 'integer', minimum: 1, maximum: 8 },
    typeId: { type: 'integer', minimum: 1 },
    param: { type: 'number', description: 'Handicap or total line, when the market has one.' },
  },
} as const;

/**
 * A market of a game: its outcomes side by side (e.g. 1X2, total 2.5). `group` (not in the spec, defined here) names
 * the game page's tab the market goes under when its kind alone does not say it: `main`, `goals`, `halves`,
 * `handicaps`, `totals`, `scores` or `other`; without it (or with a group the page does not know) the kind decides.
 */
export const marketSchema = {
  $id: 'market',
  type: 'object',
  required: ['id', 'name', 'kind', 'outcomes'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    kind: { type: 'integer', minimum: 1, maximum: 8 },
    group: { type: 'string', pattern: '^[a-z-]{1,32}$' },
    outcomes: { type: 'array', items: { $ref: 'outcome' } },
  },
} as const;

/**
 * A game. `status`: 1 not started, 2 live, 3 live break, 4 finished (spec 4.1: 2 or 3 is live, 4 is finished).
 * Lists carry only the main market in `markets`; `GET /line-api/v1/event/{id}` carries all of them. `version` grows
 * whenever anything of the event changes, so a client re-renders only the rows whose version moved.
 * `pageTypes` lists the spec's pageType pages the event appears on (bets-on-your, cyber, marble, ufc, politics, top-game).
 */
export const sportEventSchema = {
  $id: 'sportEvent',
  type: 'object',
  required: ['id', 'sportId', 'sportSlug', 'champId', 'champSlug', 'champName', 'home', 'away', 'startsAt', 'status', 'version', 'marketCount', 'markets'],
  properties: {
    id: integerId,
    sportId: integerId,
    sportSlug: slug,
    champId: integerId,
    champSlug: slug,
    champName: { type: 'string' },
    home: { type: 'string' },
    away: { type: 'string', description: 'Empty for an outright (long-term) event, whose title is `home`.' },
    startsAt: { type: 'integer' },
    status: { enum: [1, 2, 3, 4] },
    score,
    periodScores: { type: 'array', items: score },
    period: { type: 'string', description: 'The current period as a dictionary key of the sports namespace, e.g. period.2h.' },
    clock: { type: 'string', description: 'Game clock as the operator shows it, e.g. 67\'.' },
    isTop: { type: 'boolean' },
    pageTypes: { type: 'array', items: slug },
    version: { type: 'integer', minimum: 0 },
    marketCount: { type: 'integer', minimum: 0 },
    markets: { type: 'array', items: { $ref: 'market' } },
  },
} as const;

/**
 * `GET /line-api/v1/{line|live}/tree?lang=`: sports and their championships with event counts. `kind` is
 * regular, cyber (its disciplines are sports of kind cyber) or longterm (politics and other outrights).
 */
export const sportsTreeSchema = {
  $id: 'sportsTree',
  type: 'object',
  required: ['mode', 'sports'],
  properties: {
    mode: { enum: ['line', 'live'] },
    sports: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'slug', 'name', 'kind', 'eventCount', 'champs'],
        properties: {
          id: integerId,
          slug,
          name: { type: 'string' },
          kind: { enum: ['regular', 'cyber', 'longterm'] },
          eventCount: { type: 'integer', minimum: 0 },
          champs: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'slug', 'name', 'eventCount'],
              properties: {
                id: integerId,
                slug,
                name: { type: 'string' },
                country: { type: 'string' },
                eventCount: { type: 'integer', minimum: 0 },
              },
            },
          },
        },
      },
    },
  },
} as const;

/**
 * `GET /line-api/v1/{line|live}/events?sport=&champ=&top=1&pageType=&limit=`, `GET /line-api/v1/search?q=` and
 * `GET /line-api/v1/results?sport=&date=YYYY-MM-DD` (finished events, status 4, with final scores).
 */
export const eventListSchema = {
  $id: 'eventList',
  type: 'object',
  required: ['events'],
  properties: {
    events: { type: 'array', items: { $ref: 'sportEvent' } },
  },
} as const;

/** `GET /line-api/v1/event/{id}`: one game with every market. 404 when the game is unknown or long finished. */
export const eventReplySchema = {
  $id: 'eventReply',
  type: 'object',
  required: ['event'],
  properties: { event: { $ref: 'sportEvent' } },
} as const;

/**
 * What the coupon keeps of an outcome (spec 3.4 "market"): enough to show and place the bet without the game page.
 * `names` are display names at the time the bet was added.
 */
export const couponMarketSchema = {
  $id: 'couponMarket',
  type: 'object',
  required: ['id', 'coef', 'sportId', 'typeId', 'kind', 'isLive', 'gameId', 'champId', 'names'],
  properties: {
    id: { type: 'string' },
    coef,
    sportId: integerId,
    typeId: { type: 'integer' },
    kind: { type: 'integer' },
    isLive: { type: 'boolean' },
    gameId: integerId,
    champId: integerId,
    names: {
      type: 'object',
      required: ['sport', 'champ', 'game', 'market', 'outcome'],
      properties: {
        sport: { type: 'string' },
        champ: { type: 'string' },
        game: { type: 'string' },
        market: { type: 'string' },
        outcome: { type: 'string' },
      },
    },
  },
} as const;

/** `GET /line-api/v1/express-day`: the operator's express of the day, ready to load into the coupon. */
export const expressDaySchema = {
  $id: 'expressDay',
  type: 'object',
  required: ['expressId', 'markets'],
  properties: {
    expressId: integerId,
    markets: { type: 'array', items: { $ref: 'couponMarket' } },
  },
} as const;

/**
 * `POST /coupon-api/v1/markets` with `{ ids }`: the current state of the coupon's outcomes. `missing` lists ids
 * that no longer exist (game finished or market removed); the coupon shows them as blocked.
 */
export const marketStatesSchema = {
  $id: 'marketStates',
  type: 'object',
  required: ['markets', 'missing'],
  properties: {
    markets: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'coef', 'isBlocked', 'gameStatus'],
        properties: {
          id: { type: 'string' },
          coef,
          isBlocked: { type: 'boolean' },
          gameStatus: { enum: [1, 2, 3, 4] },
          score,
        },
      },
    },
    missing: { type: 'array', items: { type: 'string' } },
  },
} as const;

/**
 * `POST /coupon-api/v1/limits` with `{ typeId, systemValue, marketIds, accountId }` (signed in): the stake limits
 * for this coupon in the account's currency. `min` applies to each unit stake (a single, one system combination),
 * `max` to the coupon's total stake. On a bonus account, or for a coupon type the config does not list, there is no
 * min (0) and the max is the balance. `playerLimit` is the player's own cap, which no VIP bet lifts.
 */
export const stakeLimitsSchema = {
  $id: 'stakeLimits',
  type: 'object',
  required: ['min', 'max', 'currency'],
  properties: {
    min: { type: 'number', minimum: 0 },
    max: { type: 'number', minimum: 0 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    maxPayout: {
      type: 'number',
      minimum: 0,
      description:
        "The coupon's `maxPayout` (first document 3.1; its value is not shown there, defined here): the most one coupon may win in this currency, its possible win with the accumulator bonus. The place call refuses a coupon that could win more (400 max_payout_exceeded, `meta.maxPayout`).",
    },
    playerLimit: {
      type: 'object',
      required: ['kind', 'remaining'],
      additionalProperties: false,
      properties: {
        kind: { enum: ['wagering', 'loss'] },
        remaining: { type: 'number', minimum: 0 },
      },
      description:
        "The project's own field (the spec shows no such reply): the tightest of the player's responsible-gaming wagering (types 1–3) or loss (10–12) limits and what it leaves them to stake now, in major units of any account (those limits have no currency). Absent when none caps the stake. The place call refuses a total stake above it (403 wagering_limit_exceeded / loss_limit_exceeded).",
    },
  },
} as const;

/** A code as a bettor may type it: letters and digits, either case (codes are upper case; the server upper-cases). */
export const PROMO_CODE_PATTERN = '^[A-Za-z0-9]{3,20}$';

/** What a code gives a coupon (the applied one as a placed coupon keeps it). */
const promoBoostProperties = {
  code: { type: 'string', pattern: '^[A-Z0-9]{3,20}$' },
  boostPercent: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
  maxBoost: { type: 'number', minimum: 0, description: 'The most the boost pays, in the coupon account\'s currency.' },
  boost: { type: 'number', minimum: 0, description: 'The boost at the possible win: what a winning coupon gets on top.' },
} as const;

/** The promo code a placed coupon was accepted with (placedCoupon.promoCode; schemas/promoCodes.ts). */
export const placedPromoCodeSchema = {
  type: 'object',
  required: ['code', 'boostPercent', 'maxBoost', 'boost'],
  properties: promoBoostProperties,
  description: 'The promo code accepted with the coupon: a winning payout gets boostPercent % of its return on top, at most maxBoost.',
} as const;

/**
 * A placed coupon as the history shows it. `statusId` of the coupon and of each bet uses the spec's result
 * statuses (-2 not calculated, -1 game not started, 0 lose, 1 win, 2 return, 3 forced return, 4 half win half
 * return, 5 half lose half return, 6 half lose half win). `payout` is set once the coupon is settled.
 */
export const placedCouponSchema = {
  $id: 'placedCoupon',
  type: 'object',
  required: ['id', 'placedAt', 'typeId', 'amount', 'currency', 'coef', 'possibleWin', 'statusId', 'bets'],
  properties: {
    id: { type: 'string', pattern: '^[0-9]{1,20}$' },
    placedAt: { type: 'integer' },
    typeId: { enum: [0, 1, 2, 9] },
    systemValue: { type: 'integer', minimum: 2 },
    amount: { type: 'number', minimum: 0 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    coef: coef,
    possibleWin: { type: 'number', minimum: 0 },
    statusId: { enum: [-2, -1, 0, 1, 2, 3, 4, 5, 6] },
    payout: { type: 'number', minimum: 0 },
    isVipBet: { type: 'boolean', description: 'Placed as a VIP bet: its stake may exceed the maximum (a trader confirms it).' },
    expressBonusCoef: {
      type: 'number',
      minimum: 1,
      description: 'The accumulator bonus the bettor took (first document, section 5): possibleWin and a winning payout are multiplied by it.',
    },
    hyperBonusPercent: { type: 'number', minimum: 0, maximum: 100 },
    minHyperBonusBetLimit: { type: 'integer', minimum: 1 },
    maxHyperBonusLimit: { type: 'number', minimum: 0 },
    hyperBonusAmount: {
      type: 'number',
      minimum: 0,
      description: 'The hyper bonus at the possible win, paid on top of a winning payout (recomputed from the real profit when it settles).',
    },
    promoCode: placedPromoCodeSchema,
    cashOuts: {
      type: 'array',
      maxItems: 100,
      description: 'The parts of the bet cashed out (schemas/cashOut.ts), oldest first: the money paid, the stake it took off the bet, when (Unix s), and the request that took it.',
      items: {
        type: 'object',
        required: ['amount', 'stake', 'at', 'requestId'],
        properties: { amount: { type: 'number', minimum: 0 }, stake: { type: 'number', minimum: 0 }, at: { type: 'integer' }, requestId: { type: 'string' } },
      },
    },
    isCashedOut: { type: 'boolean', description: 'The whole bet was cashed out: it is settled, its payout is what the cash out paid.' },
    coefViewId: { ...oddsFormatId, description: 'The odds format the bettor saw the coupon in when placing it (the submitted coupon\'s).' },
    coefByView: { type: 'string', maxLength: 24, description: 'The total odds as the slip showed them in that format when the coupon was placed ("15/2", "+650").' },
    bets: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['market', 'statusId'],
        properties: {
          market: { $ref: 'couponMarket' },
          isBanker: { type: 'boolean' },
          statusId: { enum: [-2, -1, 0, 1, 2, 3, 4, 5, 6] },
          score,
        },
      },
    },
  },
} as const;

const hyperBonusTerms = ['hyperBonusPercent', 'minHyperBonusBetLimit', 'maxHyperBonusLimit'] as const;
/**
 * The most selections a coupon holds, on the slip and in a placed or saved coupon. The spec sets no cap; operators
 * cap slips at 30–50, and a bounded coupon keeps a hostile stored copy from making the page do unbounded work.
 */
export const MAX_COUPON_BETS = 40;
const maxBets = MAX_COUPON_BETS;
/** Bounds of what a request may carry, so that a hostile number never reaches the bet maths. */
const maxAmount = 1e9;
const maxCoef = 10_000;
const maxGoals = 10_000;

/**
 * The body of `POST /coupon-api/v1/place`: the spec's submitted coupon (3.3), the fields this front end sends.
 * `amount` is what the bettor typed: the stake of a single or an express, the stake of each single for multiple
 * singles (type 9), and the total stake of a system (shared equally by its combinations). `requestId` makes a retry
 * or a double click place the coupon once. `changeCoefAction`: 0 ask on any change, 1 accept any change, 2 accept a
 * higher price and ask on a lower one (the spec's default).
 *
 * The spec names the options below without their rules; ours:
 * - `isDropOnScoreChange`: each bet of a live game carries the `score` the slip showed; when the flag is on and a
 *   game's score is no longer that one, the coupon is refused with `score_changed`. Off, a changed score is accepted.
 *   A bet without a score (a game not started when the slip last looked) is not checked.
 * - `isExpressBonus`: the bettor takes the accumulator bonus the slip offered (first document 4.1 and 5: the site
 *   allows it, an express of at least 3 bets each at 1.1 or more, no outright, total at least 1.01; it was not
 *   removed by hand). The server checks the same rules at its prices and refuses with `invalid_coupon` when they no
 *   longer hold; taken, the possible win and a winning payout are multiplied by the bonus coefficient.
 * - `isVipBet`: a VIP bet (first document 5: the site allows it, there is a finite maximum, every bet is line, the
 *   type is not multiple singles); refused with `invalid_coupon` where it is not available. Its stake may exceed
 *   the maximum (a trader confirms it; the demo desk at once) and the stored coupon records it.
 * - the hyper-bonus fields, all three or none: the terms the slip showed (the `coupon` config group's `hyperBonus`).
 *   They must be the site's current terms and apply to the coupon (an express of at least `minHyperBonusBetLimit`
 *   bets), else `invalid_coupon`. The stored coupon keeps them; a winning coupon is paid `hyperBonusPercent` % of
 *   its profit on top, at most `maxHyperBonusLimit`.
 */
/**
 * The values a referral cookie may hold: the account contract's REFERRAL_VALUE_PATTERN, written out (the schema is
 * read by the line's first paint, which must not load the contract's module for it); a test keeps the two the same.
 */
export const REFERRER_PATTERN = '^[A-Za-z0-9._~-]{1,128}$';

export const placeCouponRequestSchema = {
  $id: 'placeCouponRequest',
  type: 'object',
  required: ['requestId', 'accountId', 'typeId', 'amount', 'bets'],
  additionalProperties: false,
  dependencies: {
    coefByView: ['coef', 'coefViewId'],
    hyperBonusPercent: hyperBonusTerms,
    minHyperBonusBetLimit: hyperBonusTerms,
    maxHyperBonusLimit: hyperBonusTerms,
  },
  properties: {
    requestId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
    accountId: { type: 'string', pattern: '^[0-9]{1,20}$' },
    typeId: { enum: [0, 1, 2, 9] },
    systemValue: { type: 'integer', minimum: 2, maximum: maxBets },
    amount: { type: 'number', minimum: 0.01, maximum: maxAmount, description: 'In major units, at most two decimals; at least one minor unit whatever the account.' },
    bets: {
      type: 'array',
      minItems: 1,
      maxItems: maxBets,
      items: {
        type: 'object',
        required: ['marketId', 'coef'],
        additionalProperties: false,
        properties: {
          marketId: { type: 'string', pattern: '^[0-9a-z:.-]{1,80}$' },
          coef: { ...coef, maximum: maxCoef },
          isBanker: { type: 'boolean' },
          score: {
            type: 'object',
            required: ['home', 'away'],
            additionalProperties: false,
            properties: { home: { type: 'integer', minimum: 0, maximum: maxGoals }, away: { type: 'integer', minimum: 0, maximum: maxGoals } },
            description: 'The score of a live game as the slip showed it.',
          },
        },
      },
    },
    changeCoefAction: { enum: [0, 1, 2], default: 2 },
    exactCoef: { anyOf: [{ type: 'number', minimum: 1, maximum: 1e6 }, { type: 'null' }] },
    isDropOnScoreChange: { type: 'boolean' },
    isExpressBonus: { type: 'boolean' },
    isVipBet: { type: 'boolean' },
    hyperBonusPercent: { type: 'number', minimum: 0, maximum: 100 },
    minHyperBonusBetLimit: { type: 'integer', minimum: 1, maximum: maxBets },
    maxHyperBonusLimit: { type: 'number', minimum: 0, maximum: maxAmount },
    userId: { type: 'string', pattern: '^[0-9]{1,20}$', description: 'The player the slip was for: a coupon of another user than the caller is refused (403 user_mismatch).' },
    coef: { ...coef, description: 'The total odds the slip showed: checked to be odds, not kept; the bets\' own prices decide.' },
    coefViewId: { ...oddsFormatId, description: 'The odds format the slip showed the coupon in (the bettor\'s preference); kept with the coupon.' },
    coefByView: {
      type: 'string',
      maxLength: 24,
      description: 'The total odds `coef` as the slip showed them in `coefViewId` ("15/2", "+650", "87.5%"): checked to be that price in that format (400 invalid_coupon otherwise) and kept with the coupon, so the operator can tell what the bettor was shown.',
    },
    refId: { type: 'string', pattern: REFERRER_PATTERN, description: 'The affiliate who referred the player (the `refererid` cookie), kept with the coupon for the operator\'s affiliate reports.' },
    promoCode: {
      type: 'string',
      pattern: PROMO_CODE_PATTERN,
      description: 'The promo code applied on the slip (the coupon\'s `promoCode`, schemas/promoCodes.ts): checked again here, refused with a promo_code_* error; accepted, it is kept with the coupon.',
    },
  },
} as const;

/**
 * `POST /coupon-api/v1/place` (signed in, bearer token) with a placeCouponRequest. The reply's `coupon.amount` is
 * always the total debited. Success: the coupon and the account's new balance. Failure: HTTP 400 with JSON:API
 * errors whose `code` is coef_changed (with `meta.changes: [{ marketId, coef }]`), score_changed (drop on score
 * change: `meta.scores: [{ marketId, score }]`, the games' scores now), market_blocked (`meta.marketIds`),
 * stake_too_low / stake_too_high (`meta.min` / `meta.max`), max_payout_exceeded (`meta.maxPayout`), insufficient_balance, invalid_coupon, or a promo code's
 * refusal (promo_code_unknown, promo_code_expired, promo_code_used, promo_code_not_applicable; schemas/promoCodes.ts); HTTP 403 with
 * gambling_restricted (`meta.reason`), or wagering_limit_exceeded / loss_limit_exceeded (`meta.limitType`, and
 * `meta.remaining`: what that limit leaves, in major units).
 */
export const placeCouponReplySchema = {
  $id: 'placeCouponReply',
  type: 'object',
  required: ['coupon', 'balance'],
  properties: {
    coupon: { $ref: 'placedCoupon' },
    balance: {
      type: 'object',
      required: ['accountId', 'amount', 'currency'],
      properties: { accountId: { type: 'string' }, amount: { type: 'number' }, currency: { type: 'string', pattern: '^[A-Z]{3}$' } },
    },
  },
} as const;

/**
 * `GET /coupon-api/v1/coupon/{id}` (signed in): one of the user's coupons, settled or not, for the coupon pages
 * (office/history/{couponId}/powerbet, user/opened-bets/{couponId}/powerbet). 404 `coupon_not_found` when the user
 * has no coupon with that id.
 */
export const placedCouponReplySchema = {
  $id: 'placedCouponReply',
  type: 'object',
  required: ['coupon'],
  properties: { coupon: { $ref: 'placedCoupon' } },
} as const;

/** `GET /coupon-api/v1/history?opened=1&limit=` (signed in): the user's coupons, newest first. */
export const couponHistorySchema = {
  $id: 'couponHistory',
  type: 'object',
  required: ['coupons'],
  properties: { coupons: { type: 'array', items: { $ref: 'placedCoupon' } } },
} as const;

/**
 * `POST /coupon-api/v1/save` with `{ typeId, systemValue, marketIds }` answers `{ code }` (8 characters A–Z 2–9);
 * `GET /coupon-api/v1/load/{code}` answers the saved coupon with the outcomes' current prices, 404 for an
 * unknown code.
 */
export const savedCouponSchema = {
  $id: 'savedCoupon',
  type: 'object',
  required: ['code', 'typeId', 'markets'],
  properties: {
    code: { type: 'string', pattern: '^[A-Z2-9]{8}$' },
    typeId: { enum: [0, 1, 2, 9] },
    systemValue: { type: 'integer', minimum: 2 },
    markets: { type: 'array', items: { $ref: 'couponMarket' } },
  },
} as const;

/**
 * The `coupon` config group (plugin `sports`). `minMaxCouponTypes`: coupon types whose min / max stake apply
 * (spec 5). `amountSteps`: stake step and initial amount per currency ISO; RUB is the fallback. `oddsFormats`: the
 * odds display format ids offered to the bettor.
 */
export const couponConfigSchema = {
  $id: 'couponConfig',
  type: 'object',
  $defs: {
    amountStep: {
      type: 'object',
      required: ['step', 'initial'],
      properties: { step: { type: 'number', exclusiveMinimum: 0 }, initial: { type: 'number', exclusiveMinimum: 0 } },
    },
  },
  required: ['minMaxCouponTypes', 'amountSteps', 'allowExpressBonus', 'allowVipBet'],
  properties: {
    minMaxCouponTypes: { type: 'array', items: { enum: [0, 1, 2, 9] } },
    amountSteps: {
      type: 'object',
      required: ['RUB'],
      properties: { RUB: { $ref: '#/$defs/amountStep' } },
      additionalProperties: { $ref: '#/$defs/amountStep' },
    },
    allowExpressBonus: { type: 'boolean' },
    allowVipBet: { type: 'boolean' },
    oddsFormats: { type: 'array', items: oddsFormatId },
    cashOut: { type: 'boolean', description: 'Bettors may cash out open singles and accumulators (schemas/cashOut.ts); off when absent.' },
    hyperBonus: {
      type: 'object',
      required: ['percent', 'minBetLimit', 'maxLimit'],
      properties: { percent: { type: 'number', minimum: 0 }, minBetLimit: { type: 'integer', minimum: 1 }, maxLimit: { type: 'number', minimum: 0 } },
    },
  },
} as const;

export type Outcome = FromSchema<typeof outcomeSchema>;
export type Market = FromSchema<typeof marketSchema, { references: [typeof outcomeSchema] }>;
export type SportEvent = FromSchema<typeof sportEventSchema, { references: [typeof marketSchema, typeof outcomeSchema] }>;
export type SportsTree = FromSchema<typeof sportsTreeSchema>;
export type EventList = FromSchema<typeof eventListSchema, { references: [typeof sportEventSchema, typeof marketSchema, typeof outcomeSchema] }>;
export type EventReply = FromSchema<typeof eventReplySchema, { references: [typeof sportEventSchema, typeof marketSchema, typeof outcomeSchema] }>;
export type CouponMarket = FromSchema<typeof couponMarketSchema>;
export type ExpressDay = FromSchema<typeof expressDaySchema, { references: [typeof couponMarketSchema] }>;
export type MarketStates = FromSchema<typeof marketStatesSchema>;
export type StakeLimits = FromSchema<typeof stakeLimitsSchema>;
export type PlacedCoupon = FromSchema<typeof placedCouponSchema, { references: [typeof couponMarketSchema] }>;
export type PlaceCouponRequest = FromSchema<typeof placeCouponRequestSchema>;
export type PlacedCouponReply = FromSchema<typeof placedCouponReplySchema, { references: [typeof placedCouponSchema, typeof couponMarketSchema] }>;
export type PlaceCouponReply = FromSchema<typeof placeCouponReplySchema, { references: [typeof placedCouponSchema, typeof couponMarketSchema] }>;
export type CouponHistory = FromSchema<typeof couponHistorySchema, { references: [typeof placedCouponSchema, typeof couponMarketSchema] }>;
export type SavedCoupon = FromSchema<typeof savedCouponSchema, { references: [typeof couponMarketSchema] }>;
export type CouponConfig = FromSchema<typeof couponConfigSchema>;
