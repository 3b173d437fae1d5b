import { randomUUID } from 'node:crypto';
import { ApiError, answerErrorsAsJsonApi, sendApiError } from '../../../bff/bffModule.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CouponConfig, CouponMarket, ExpressDay, SportEvent, SportsTree, StakeLimits } from '../schemas/sports.ts';
import { validate_couponConfig } from '../src/generated/validate_couponConfig.js';
import type { GamblingRestrictionsService, SignInService, WalletHolder, WalletService } from '../../../bff/bffModule.ts';
import type { ScenarioState } from '../../../bff/bffModule.ts';
import { CHAMPS, SPORTS, sportName } from './catalog.ts';
import type { Database } from '../../../bff/bffModule.ts';
import { CouponDesk } from './coupons.ts';
import { DEFAULT_COUPON_OFFER, parseLimitsRequest, parseMarketIds, parsePlaceRequest, parseSaveRequest, totalStakeOf, type CouponOffer } from './couponRequests.ts';
import type { CouponPayer } from './couponStore.ts';
import type { ResultDraw } from './resultDraw.ts';
import { DemoLine, type EventRecord } from './demoLine.ts';
import { hashString } from '../../../bff/bffModule.ts';
import { LineView, applySportsPatch, overlayOf } from './lineView.ts';
import { LiveSimulation } from './liveSimulation.ts';

/** The demo line, its live simulation and the coupon desk of one server. */
export interface Sports {
  readonly line: DemoLine;
  readonly simulation: LiveSimulation;
  readonly desk: CouponDesk;
  /** The desk as a holder of wallets' money; it makes no line where no coupon was ever placed. */
  readonly holder: WalletHolder;
  /** One tick: the live simulation, then the settlement of due coupons. */
  tick(): void;
  /** Runs `tick` every 2 s on an unref'ed timer (from the first use of the line); `stop` ends it (on app close). */
  start(): void;
  stop(): void;
  /** The `sports` field of a test scenario patch; answers an error message for a malformed one. */
  patchScenario(scenario: ScenarioState, patch: unknown): string | null;
}

export interface SportsOptions {
  /** Where the coupons are kept. */
  database: Database;
  /** The wallet stakes are paid from and payouts into (the account module's). */
  wallets: WalletService;
  /** Epoch ms. */
  now?: () => number;
  seed?: number;
  /** How outcomes' results are drawn (CouponDeskOptions.drawResult). */
  drawResult?: ResultDraw;
  /** Told of each settled coupon's payout (CouponDeskOptions.onPayout). */
  onPayout?: (payer: CouponPayer, amount: number, stakedAtS: number, reference: string) => void;
  /** Run the ticker on a timer (default true); tests drive `tick()` themselves with false. */
  autoTick?: boolean;
}

/** The line is made on first use, so servers that never answer a sports call do not pay for it. */
export function createSports(options: SportsOptions): Sports {
  let state: { line: DemoLine; simulation: LiveSimulation; desk: CouponDesk } | undefined;
  let running = options.autoTick !== false;
  const parts = () => {
    if (!state) {
      const line = new DemoLine({ now: options.now, seed: options.seed });
      const desk = new CouponDesk({ database: options.database, line, wallets: options.wallets, drawResult: options.drawResult, onPayout: options.onPayout });
      state = { line, desk, simulation: new LiveSimulation(line, { seed: options.seed, afterTick: () => void desk.settleAll().catch((error: unknown) => console.error('sports: settling due coupons failed (they settle on the next tick or read):', error)) }) };
      if (running) state.simulation.start();
    }
    return state;
  };
  return {
    get line() {
      return parts().line;
    },
    get simulation() {
      return parts().simulation;
    },
    get desk() {
      return parts().desk;
    },
    tick: () => void parts().simulation.tick(),
    start() {
      running = true;
      state?.simulation.start();
    },
    stop() {
      running = false;
      state?.simulation.stop();
    },
    holder: {
      settleDue: async (walletKey) => {
        await state?.desk.settleDue(walletKey);
      },
      refuseRemoval: async (walletKey, accountId) => (await state?.desk.refuseRemoval(walletKey, accountId)) ?? null,
    },
    patchScenario: (scenario, patch) => applySportsPatch(scenario, parts().line, patch),
  };
}

interface RegisterOptions {
  signIn: SignInService;
  restrictions: GamblingRestrictionsService;
  stateOf: (request: FastifyRequest) => ScenarioState;
  /** Whose player a call is for (BffContext.realmOf): restrictions are per player, on every domain. */
  realmOf: (request: FastifyRequest) => string;
  testMode: boolean;
}

type Query = Record<string, string | string[] | undefined>;

const MODES = { line: [1], live: [2, 3] } as const;
/** A finished game is answered by id for this long after its end. */
const FINISHED_BY_ID_MS = 60 * 60 * 1000;
const LANG = /^[a-z]{2}$/;
const SLUG = /^[a-z0-9-]{1,60}$/;

const badRequest = (detail: string): never => {
  throw new ApiError(400, 'invalid_request', detail);
};

/** A single query parameter as a string (repeated parameters are refused). */
function param(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) badRequest(`${name} is given more than once`);
  return value as string | undefined;
}

function integerParam(query: Query, name: string, min: number, max: number, fallback: number): number {
  const value = param(query, name);
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max) badRequest(`${name} must be an integer from ${min} to ${max}`);
  return Number(value);
}

function slugParam(query: Query, name: string): string | undefined {
  const value = param(query, name);
  if (value === undefined || value === '') return undefined;
  if (!SLUG.test(value)) badRequest(`${name} must be a slug or an id`);
  return value;
}

const matches = (value: string | undefined, id: number, slug: string) => value === undefined || value === slug || value === String(id);


/**
 * The line, live and coupon calls of plugins/sports/schemas/sports.ts, in their own scope so that malformed requests
 * (bad JSON, hostile bodies) answer JSON:API errors too.
 */
export function registerSports(app: FastifyInstance, sports: Sports, { signIn, restrictions, stateOf, realmOf, testMode }: RegisterOptions): void {
  app.addHook('onClose', async () => sports.stop());

  const viewOf = (request: FastifyRequest) => new LineView(sports.line, testMode ? overlayOf(stateOf(request)) : undefined);
  /** The domain's `coupon` config group as the desk applies it; a group that is not valid offers the defaults. */
  const offerOf = (request: FastifyRequest): CouponOffer => {
    const coupon = (stateOf(request).domain.config as Record<string, unknown>).coupon;
    if (!validate_couponConfig(coupon)) return DEFAULT_COUPON_OFFER;
    const { minMaxCouponTypes, allowExpressBonus, allowVipBet, hyperBonus } = coupon as CouponConfig;
    return { minMaxCouponTypes, allowExpressBonus, allowVipBet, ...(hyperBonus ? { hyperBonus } : {}) };
  };
  const langOf = (query: Query) => {
    const lang = param(query, 'lang');
    return lang && LANG.test(lang) ? lang : 'en';
  };

  app.register(async (scope) => {
    // A coupon body Fastify cannot read (not JSON) is an invalid coupon, like one the checks refuse.
    answerErrorsAsJsonApi(scope, { badRequestCode: (request) => (request.url.startsWith('/coupon-api/') ? 'invalid_coupon' : 'invalid_request') });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    const signedIn = (request: FastifyRequest) => signIn.fromBearer(request);
    const bodyLimit = 32 * 1024;

    // ----- line and live -----------------------------------------------------------------------------------

    for (const mode of ['line', 'live'] as const) {
      const statuses: readonly number[] = MODES[mode];

      scope.get<{ Querystring: Query }>(`/line-api/v1/${mode}/tree`, async (request): Promise<SportsTree> => {
        const lang = langOf(request.query);
        const counts = new Map<number, number>();
        for (const record of viewOf(request).records()) {
          if (statuses.includes(record.event.status)) counts.set(record.champ.id, (counts.get(record.champ.id) ?? 0) + 1);
        }
        const sportsOut: SportsTree['sports'] = [];
        for (const sport of SPORTS) {
          const champs = CHAMPS.filter((champ) => champ.sportId === sport.id && counts.has(champ.id)).map((champ) => ({
            id: champ.id,
            slug: champ.slug,
            name: champ.name,
            country: champ.country,
            eventCount: counts.get(champ.id)!,
          }));
          if (champs.length === 0) continue;
          sportsOut.push({
            id: sport.id,
            slug: sport.slug,
            name: sportName(sport, lang),
            kind: sport.kind,
            eventCount: champs.reduce((sum, champ) => sum + champ.eventCount, 0),
            champs,
          });
        }
        return { mode, sports: sportsOut };
      });

      scope.get<{ Querystring: Query }>(`/line-api/v1/${mode}/events`, async (request) => {
        const query = request.query;
        const sport = slugParam(query, 'sport');
        const champ = slugParam(query, 'champ');
        const pageType = slugParam(query, 'pageType');
        const top = param(query, 'top');
        if (top !== undefined && !['0', '1', 'true', 'false', ''].includes(top)) badRequest('top must be 1 or 0');
        const onlyTop = top === '1' || top === 'true';
        const limit = integerParam(query, 'limit', 1, 1000, 500);
        const view = viewOf(request);
        const records = [...view.records()].filter(
          (record) =>
            statuses.includes(record.event.status) &&
            matches(sport, record.sport.id, record.sport.slug) &&
            matches(champ, record.champ.id, record.champ.slug) &&
            (!onlyTop || record.event.isTop === true) &&
            (pageType === undefined || (record.event.pageTypes ?? []).includes(pageType)),
        );
        records.sort(
          mode === 'line'
            ? (a, b) => a.event.startsAt - b.event.startsAt || a.event.id - b.event.id
            : (a, b) => a.sport.id - b.sport.id || a.champ.id - b.champ.id || a.event.startsAt - b.event.startsAt || a.event.id - b.event.id,
        );
        return { events: records.slice(0, limit).map((record) => view.event(record, false)) };
      });
    }

    scope.get<{ Params: { id: string } }>('/line-api/v1/event/:id', async (request, reply) => {
      const view = viewOf(request);
      const record = /^[0-9]{1,12}$/.test(request.params.id) ? view.record(Number(request.params.id)) : undefined;
      const gone = record?.event.status === 4 && (record.finishedAt ?? 0) < sports.line.now() - FINISHED_BY_ID_MS;
      if (!record || gone) return sendApiError(reply, 404, 'event_not_found', `no event ${request.params.id.slice(0, 20)}`);
      return { event: view.event(record, true) };
    });

    scope.get<{ Querystring: Query }>('/line-api/v1/search', async (request) => {
      const q = (param(request.query, 'q') ?? '').trim();
      if (q.length < 2 || q.length > 100) badRequest('q must have 2 to 100 characters');
      const needle = q.toLocaleLowerCase();
      const view = viewOf(request);
      const found = [...view.records()].filter(
        (record) =>
          record.event.status !== 4 &&
          [record.event.home, record.event.away, record.event.champName].some((text) => text.toLocaleLowerCase().includes(needle)),
      );
      const live = (record: EventRecord) => (record.event.status === 1 ? 1 : 0);
      found.sort((a, b) => live(a) - live(b) || a.event.startsAt - b.event.startsAt || a.event.id - b.event.id);
      return { events: found.slice(0, 50).map((record) => view.event(record, false)) };
    });

    scope.get<{ Querystring: Query }>('/line-api/v1/results', async (request) => {
      const sport = slugParam(request.query, 'sport');
      const date = param(request.query, 'date');
      if (date !== undefined && date !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) badRequest('date must be YYYY-MM-DD');
      const from = date ? Date.parse(`${date}T00:00:00Z`) / 1000 : -Infinity;
      const to = date ? from + 86_400 : Infinity;
      const view = viewOf(request);
      const events = [...view.records()]
        .filter((record) => record.event.status === 4 && matches(sport, record.sport.id, record.sport.slug) && record.event.startsAt >= from && record.event.startsAt < to)
        .sort((a, b) => b.event.startsAt - a.event.startsAt || b.event.id - a.event.id)
        .slice(0, 300)
        .map((record) => view.event(record, false));
      return { events };
    });

    scope.get<{ Querystring: Query }>('/line-api/v1/express-day', async (request): Promise<ExpressDay> => {
      return expressDay(viewOf(request), sports.line.now(), langOf(request.query));
    });

    // ----- coupon ------------------------------------------------------------------------------------------

    scope.post('/coupon-api/v1/markets', { bodyLimit }, async (request) => {
      const view = viewOf(request);
      const markets = [];
      const missing: string[] = [];
      for (const id of parseMarketIds(request.body)) {
        const found = view.find(id);
        if (!found) {
          missing.push(id);
          continue;
        }
        const state: { id: string; coef: number; isBlocked: boolean; gameStatus: SportEvent['status']; score?: { home: number; away: number } } = {
          id,
          coef: found.outcome.coef,
          isBlocked: found.outcome.isBlocked,
          gameStatus: found.record.event.status,
        };
        const score = view.scoreOf(found.record);
        if (score) state.score = { ...score };
        markets.push(state);
      }
      return { markets, missing };
    });

    scope.post('/coupon-api/v1/limits', { bodyLimit }, async (request, reply): Promise<StakeLimits | FastifyReply> => {
      const user = await signedIn(request);
      if (!user) return signIn.unauthorized(reply);
      const [limits, left] = await Promise.all([
        sports.desk.limits(user.walletKey, parseLimitsRequest(request.body), viewOf(request), offerOf(request)),
        restrictions.remainingStake(realmOf(request), user.userId),
      ]);
      return left ? { ...limits, playerLimit: { kind: left.kind, remaining: left.remaining } } : limits;
    });

    scope.post('/coupon-api/v1/place', { bodyLimit }, async (request, reply) => {
      const user = await signedIn(request);
      if (!user) return signIn.unauthorized(reply);
      const realm = realmOf(request);
      const refusal = (await signIn.accountRefusal(request)) ?? restrictions.restrictionOf(realm, user.userId);
      if (refusal) return sendApiError(reply, 403, 'gambling_restricted', 'the player may not gamble now', { reason: 'reason' in refusal ? refusal.reason : refusal.kind });
      const coupon = parsePlaceRequest(request.body);
      // A coupon placed already is answered again, and takes no second stake.
      if (await sports.desk.isPlaced(user.walletKey, coupon.requestId)) return sports.desk.place(user.walletKey, coupon, viewOf(request), offerOf(request));
      // The wagering and loss limits take the stake first, in the database, under a reference of this attempt only
      // (the request id is the client's); a bet refused after that gives it back.
      const reference = `sports:${randomUUID()}`;
      const overLimit = await restrictions.reserveStake(realm, user.userId, totalStakeOf(coupon), reference);
      if (overLimit?.code === 'gambling_restricted') return sendApiError(reply, 403, overLimit.code, 'the player may not gamble now', { reason: overLimit.reason });
      if (overLimit) return sendApiError(reply, 403, overLimit.code, 'the limits leave less than this stake', { limitType: overLimit.limitType, remaining: overLimit.remaining });
      try {
        return await sports.desk.place(user.walletKey, coupon, viewOf(request), offerOf(request), { realm, userId: user.userId });
      } catch (error) {
        await restrictions.releaseStake(realm, user.userId, reference);
        throw error;
      }
    });

    scope.get<{ Params: { id: string } }>('/coupon-api/v1/coupon/:id', async (request, reply) => {
      const user = await signedIn(request);
      if (!user) return signIn.unauthorized(reply);
      const coupon = /^[0-9]{1,20}$/.test(request.params.id) ? await sports.desk.coupon(user.walletKey, request.params.id) : null;
      return coupon ? { coupon } : sendApiError(reply, 404, 'coupon_not_found', 'no coupon of this user has this id');
    });

    scope.get<{ Querystring: Query }>('/coupon-api/v1/history', async (request, reply) => {
      const user = await signedIn(request);
      if (!user) return signIn.unauthorized(reply);
      const opened = param(request.query, 'opened');
      if (opened !== undefined && opened !== '0' && opened !== '1') badRequest('opened must be 1 or 0');
      const limit = integerParam(request.query, 'limit', 1, 100, 50);
      return sports.desk.history(user.walletKey, opened === '1', limit);
    });

    scope.post('/coupon-api/v1/save', { bodyLimit }, async (request) => sports.desk.save(parseSaveRequest(request.body), viewOf(request)));

    scope.get<{ Params: { code: string }; Querystring: Query }>('/coupon-api/v1/load/:code', async (request, reply) => {
      const code = request.params.code;
      const saved = /^[A-Za-z2-9]{8}$/.test(code) ? await sports.desk.load(code, viewOf(request), langOf(request.query)) : null;
      return saved ?? sendApiError(reply, 404, 'coupon_not_found', 'no coupon saved under this code');
    });

    if (testMode) {
      /** Settles the caller's open coupons now (bearer token or session cookie). */
      scope.post('/bff-test/sports/settle', async (request, reply) => {
        const user = (await signIn.fromBearer(request)) ?? (await signIn.fromSession(request));
        if (!user) return signIn.unauthorized(reply);
        return { settled: await sports.desk.settleDue(user.walletKey, true) };
      });
    }

    scope.all('/line-api/*', async (_request, reply) => sendApiError(reply, 404, 'not_found', 'not found'));
    scope.all('/coupon-api/*', async (_request, reply) => sendApiError(reply, 404, 'not_found', 'not found'));
  });
}

/**
 * The express of the day: four favourites (price 1.25–2.10) of different line games starting within two days,
 * chosen by a hash of the day so that the whole day sees the same express while its games are offered.
 */
export function expressDay(view: LineView, now: number, lang: string): ExpressDay {
  const day = new Date(now).toISOString().slice(0, 10);
  const nowS = Math.floor(now / 1000);
  const markets: CouponMarket[] = [];
  const candidates = [...view.records()]
    .filter((record) => record.event.status === 1 && record.sport.kind !== 'longterm' && record.sport.model !== 'race' && record.event.startsAt < nowS + 2 * 86_400)
    .sort((a, b) => hashString(`${day}:${a.event.id}`) - hashString(`${day}:${b.event.id}`));
  for (const record of candidates) {
    if (markets.length === 4) break;
    const main = view.event(record, false).markets[0];
    const favourite = main?.outcomes.filter((outcome) => !outcome.isBlocked && outcome.coef >= 1.25 && outcome.coef <= 2.1).sort((a, b) => a.coef - b.coef)[0];
    const found = favourite && view.find(favourite.id);
    if (found) markets.push(view.couponMarket(found, lang));
  }
  return { expressId: Number(day.replaceAll('-', '')), markets };
}
