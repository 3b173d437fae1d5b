import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { schemaRefusal, sendApiError, type Caller } from '../../../bff/bffModule.ts';
import { placeCouponRequestSchema, type PlaceCouponRequest, type SportEvent, type StakeLimits } from '../schemas/sports.ts';
import { cashOutOffersRequestSchema, cashOutRequestSchema, type CashOutOffersRequest, type CashOutRequest } from '../schemas/cashOut.ts';
import { promoCodeCheckRequestSchema, promoCodeOffersRequestSchema, type PromoCodeCheckRequest, type PromoCodeOffersRequest } from '../schemas/promoCodes.ts';
import { limitsRequestOf, placeRequestOf, saveRequestOf, totalStakeOf } from './couponRequests.ts';
import {
  couponParamsSchema,
  historyQuerySchema,
  limitsRequestSchema,
  loadParamsSchema,
  marketStatesRequestSchema,
  saveRequestSchema,
  type CouponParams,
  type HistoryQuery,
  type LimitsRequestBody,
  type LoadParams,
  type MarketStatesRequest,
  type SaveRequestBody,
} from './couponRequestSchemas.ts';
import { langQuerySchema, type LangQuery } from './lineRequestSchemas.ts';
import type { SportsRouteContext } from './sportsRouteContext.ts';

/** The coupon calls (schemas/sports.ts, schemas/promoCodes.ts): prices of outcomes, stake limits, placing, promo codes, one coupon, history, saving. */
export function registerCouponRoutes(scope: FastifyInstance, { sports, signIn, restrictions, realmOf, testMode, viewOf, offerOf, langOf }: SportsRouteContext): void {
  const bodyLimit = 32 * 1024;
  // The signed-in calls find their caller before their schemas are checked: a visitor is told to sign in, and a
  // player who may not gamble now is told so, whatever they sent.
  const callers = new WeakMap<FastifyRequest, Caller>();
  const signedIn = ({ toGamble }: { toGamble: boolean }) => ({
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await signIn.fromBearer(request);
      if (!user) return signIn.unauthorized(reply);
      const refusal = toGamble && ((await signIn.accountRefusal(request)) ?? restrictions.restrictionOf(realmOf(request), user.userId));
      if (refusal) return sendApiError(reply, 403, 'gambling_restricted', 'the player may not gamble now', { reason: 'reason' in refusal ? refusal.reason : refusal.kind });
      callers.set(request, user);
    },
  });
  const callerOf = (request: FastifyRequest): Caller => {
    const user = callers.get(request);
    if (!user) throw new Error('a signed-in route ran without its sign-in hook');
    return user;
  };

  scope.post<{ Body: MarketStatesRequest }>('/coupon-api/v1/markets', { bodyLimit, schema: { body: marketStatesRequestSchema } }, async (request) => {
    const view = viewOf(request);
    const markets = [];
    const missing: string[] = [];
    for (const id of new Set(request.body.ids)) {
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

  scope.post<{ Body: LimitsRequestBody }>('/coupon-api/v1/limits', { bodyLimit, schema: { body: limitsRequestSchema }, ...signedIn({ toGamble: false }) }, async (request): Promise<StakeLimits> => {
    const user = callerOf(request);
    const [limits, left] = await Promise.all([
      sports.desk.limits(user.walletKey, limitsRequestOf(request.body), viewOf(request), offerOf(request)),
      restrictions.remainingStake(realmOf(request), user.userId),
    ]);
    return left ? { ...limits, playerLimit: { kind: left.kind, remaining: left.remaining } } : limits;
  });

  scope.post<{ Body: PlaceCouponRequest }>('/coupon-api/v1/place', { bodyLimit, schema: { body: placeCouponRequestSchema }, ...signedIn({ toGamble: true }) }, async (request, reply) => {
    const user = callerOf(request);
    const realm = realmOf(request);
    // A slip made for another player (a session changed under an open page) places nothing for this one.
    if (request.body.userId !== undefined && request.body.userId !== user.userId) return sendApiError(reply, 403, 'user_mismatch', 'the coupon was made for another player');
    const coupon = placeRequestOf(request.body);
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

  scope.post<{ Body: PromoCodeCheckRequest }>('/coupon-api/v1/promo-code', { bodyLimit, schema: { body: promoCodeCheckRequestSchema }, ...signedIn({ toGamble: false }) }, async (request) =>
    sports.desk.promoCode(callerOf(request).walletKey, request.body, viewOf(request), offerOf(request)),
  );

  scope.post<{ Body: PromoCodeOffersRequest }>('/coupon-api/v1/promo-codes', { bodyLimit, schema: { body: promoCodeOffersRequestSchema }, ...signedIn({ toGamble: false }) }, async (request) =>
    sports.desk.promoCodeOffers(callerOf(request).walletKey, request.body, viewOf(request), offerOf(request)),
  );

  scope.post<{ Body: CashOutOffersRequest }>('/coupon-api/v1/cash-out/offers', { bodyLimit, schema: { body: cashOutOffersRequestSchema }, ...signedIn({ toGamble: true }) }, async (request) =>
    sports.desk.cashOutOffers(callerOf(request).walletKey, request.body.couponIds, viewOf(request), offerOf(request), realmOf(request)),
  );

  scope.post<{ Body: CashOutRequest }>('/coupon-api/v1/cash-out', { bodyLimit, schema: { body: cashOutRequestSchema }, ...signedIn({ toGamble: true }) }, async (request) => {
    const user = callerOf(request);
    const { couponId, ...ask } = request.body;
    return sports.desk.cashOut(user.walletKey, couponId, ask, viewOf(request), offerOf(request), { realm: realmOf(request), userId: user.userId });
  });

  const couponNotFound = schemaRefusal({ params: { status: 404, code: 'coupon_not_found', detail: 'no coupon has this id' } });

  scope.get<{ Params: CouponParams }>('/coupon-api/v1/coupon/:id', { schema: { params: couponParamsSchema }, schemaErrorFormatter: couponNotFound, ...signedIn({ toGamble: false }) }, async (request, reply) => {
    const coupon = await sports.desk.coupon(callerOf(request).walletKey, request.params.id);
    return coupon ? { coupon } : sendApiError(reply, 404, 'coupon_not_found', 'no coupon of this user has this id');
  });

  scope.get<{ Querystring: HistoryQuery }>('/coupon-api/v1/history', { schema: { querystring: historyQuerySchema }, ...signedIn({ toGamble: false }) }, async (request) =>
    sports.desk.history(callerOf(request).walletKey, request.query.opened === '1', request.query.limit),
  );

  scope.post<{ Body: SaveRequestBody }>('/coupon-api/v1/save', { bodyLimit, schema: { body: saveRequestSchema } }, async (request) => sports.desk.save(saveRequestOf(request.body), viewOf(request)));

  scope.get<{ Params: LoadParams; Querystring: LangQuery }>(
    '/coupon-api/v1/load/:code',
    { schema: { params: loadParamsSchema, querystring: langQuerySchema }, schemaErrorFormatter: couponNotFound },
    async (request, reply) => (await sports.desk.load(request.params.code, viewOf(request), langOf(request.query))) ?? sendApiError(reply, 404, 'coupon_not_found', 'no coupon saved under this code'),
  );

  if (testMode) {
    /** Settles the caller's open coupons now (bearer token or session cookie). */
    scope.post('/bff-test/sports/settle', async (request, reply) => {
      const user = (await signIn.fromBearer(request)) ?? (await signIn.fromSession(request));
      if (!user) return signIn.unauthorized(reply);
      return { settled: await sports.desk.settleDue(user.walletKey, true) };
    });
  }
}
