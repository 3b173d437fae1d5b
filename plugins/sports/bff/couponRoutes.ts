import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from '../../../bff/bffModule.ts';
import type { SportEvent, StakeLimits } from '../schemas/sports.ts';
import { parseLimitsRequest, parseMarketIds, parsePlaceRequest, parseSaveRequest, totalStakeOf } from './couponRequests.ts';
import { badRequest, integerParam, param, type Query } from './queryParams.ts';
import type { SportsRouteContext } from './sportsRouteContext.ts';

/** The coupon calls (schemas/sports.ts): prices of outcomes, stake limits, placing, one coupon, history, saving. */
export function registerCouponRoutes(scope: FastifyInstance, { sports, signIn, restrictions, realmOf, testMode, viewOf, offerOf, langOf }: SportsRouteContext): void {
  const signedIn = (request: FastifyRequest) => signIn.fromBearer(request);
  const bodyLimit = 32 * 1024;

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
}
