import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller, SignInService } from '../../../bff/bffModule.ts';
import type { ScenarioState } from '../../../bff/bffModule.ts';
import { CorruptRowError, isUnavailable } from '../../../bff/bffModule.ts';
import { SELF_EXCLUSION_DAYS } from '../src/limitsConstants.ts';
import { LIMITS_CONFIG_GROUP, limitsSettingsOf } from '../src/limitsSettings.ts';
import { LIMIT_KINDS, LimitsError, titleOf, type Lang, type LimitRequest } from './limitKinds.ts';
import type { LimitsDesk } from './limitsDesk.ts';

/** The calls' paths (second document, "Limits"; first document 7). */
export const LIMITS_API = '/limit-service-api/api/external/web/v3';
/** The limits base path of the service (second document 9). */
export const LIMITS_BASE = '/limit-service-api/limit/external/web/api/v1';
export const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';
/** The site config feature that shows the self-exclusion reasons. */
export const REASONS_FEATURE = 'selfExcludeReasons';

const SELF_EXCLUDE_REASONS: Record<Lang, Array<{ id: number; selfExcludeReason: string }>> = {
  en: [
    { id: 1, selfExcludeReason: 'I spend too much time gambling' },
    { id: 2, selfExcludeReason: 'I spend too much money gambling' },
    { id: 3, selfExcludeReason: 'I want a break' },
    { id: 4, selfExcludeReason: 'Another reason' },
  ],
  ru: [
    { id: 1, selfExcludeReason: 'Я провожу за игрой слишком много времени' },
    { id: 2, selfExcludeReason: 'Я трачу на игру слишком много денег' },
    { id: 3, selfExcludeReason: 'Я хочу сделать перерыв' },
    { id: 4, selfExcludeReason: 'Другая причина' },
  ],
};

interface RouteOptions {
  desk: LimitsDesk;
  signIn: SignInService;
  stateOf(request: FastifyRequest): ScenarioState;
  realmOf(request: FastifyRequest): string;
}

/** The cooling-off of a loosened limit on the request's domain (its `limits` config group), in seconds. */
const coolingOffOf = (stateOf: RouteOptions['stateOf'], request: FastifyRequest): number =>
  limitsSettingsOf(stateOf(request).domain.config[LIMITS_CONFIG_GROUP]).increaseCoolingOffS;

const langOf = (request: FastifyRequest): Lang => (String(request.headers['x-language'] ?? '').toLowerCase().startsWith('ru') ? 'ru' : 'en');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function parseLimitRequests(body: unknown): LimitRequest[] {
  const limits = isRecord(body) ? body.limits : undefined;
  if (!Array.isArray(limits) || limits.length === 0 || limits.length > LIMIT_KINDS.size) throw new LimitsError(400, 'invalid');
  return limits.map((entry: unknown) => {
    if (!isRecord(entry) || !isWhole(entry.limitType) || typeof entry.limitValue !== 'number') throw new LimitsError(400, 'invalid');
    const reason = entry.selfExcludeReason;
    if (reason !== undefined && reason !== null && !isWhole(reason)) throw new LimitsError(400, 'invalid');
    return { limitType: entry.limitType, limitValue: entry.limitValue, selfExcludeReason: reason ?? null };
  });
}

function parseAnswers(body: unknown): { tokenGuid: string; answers: Array<{ questionId: number; answerId: number }> } {
  if (!isRecord(body) || typeof body.tokenGuid !== 'string' || body.tokenGuid.length > 64 || !Array.isArray(body.answers) || body.answers.length > 20) throw new LimitsError(400, 'invalid');
  const answers = body.answers.map((answer: unknown) => {
    if (!isRecord(answer) || !isWhole(answer.questionId) || !isWhole(answer.answerId)) throw new LimitsError(400, 'invalid');
    return { questionId: answer.questionId, answerId: answer.answerId };
  });
  return { tokenGuid: body.tokenGuid, answers };
}

/**
 * The limits calls with per-player state (a refusal answers `{ success: false, status, title }`, the title worded for
 * the player in the X-Language language): limits, available limits, test answers, self-exclusion reasons (behind
 * their feature), BlockUser, the limit action (POST limitaction, or DELETE), the session ping and the reality check.
 */
export function registerLimitsRoutes(app: FastifyInstance, { desk, signIn, stateOf, realmOf }: RouteOptions): void {
  app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const lang = langOf(request);
      if (error instanceof LimitsError) return reply.code(error.status).send({ success: false, status: error.status, title: titleOf(lang, error.titleKey) });
      // The server's 503 for a database that is down.
      if (isUnavailable(error)) throw error;
      if (error instanceof CorruptRowError) {
        request.log.error(error);
        return reply.code(500).send({ success: false, status: 500, title: titleOf(lang, 'storedCorrupt') });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error(error);
      return reply.code(status).send({ success: false, status, title: titleOf(lang, 'invalid') });
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    /** The signed-in caller, or the 401 reply. */
    const withCaller =
      <Params>(handler: (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, caller: Caller, realm: string) => unknown) =>
      async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
        const caller = await signIn.fromBearer(request);
        if (!caller) return signIn.unauthorized(reply);
        return handler(request, reply, caller, realmOf(request));
      };
    const bodyLimit = 16 * 1024;

    scope.get(
      `${LIMITS_API}/availablelimits`,
      withCaller((request) => ({
        limitTypes: [...LIMIT_KINDS].map(([limitType, kind]) => ({ limitType, measure: kind.measure, label: kind.label[langOf(request)], availableValues: [...kind.availableValues] })),
      })),
    );

    scope.get(
      `${LIMITS_API}/limits`,
      withCaller(async (request, _reply, caller, realm) => ({ limits: await desk.limitsOf(realm, caller.userId, langOf(request)), serverTime: await desk.nowS(realm) })),
    );

    scope.post(
      `${LIMITS_API}/limits`,
      { bodyLimit },
      withCaller((request, _reply, caller, realm) => desk.save(realm, caller.userId, parseLimitRequests(request.body), langOf(request), coolingOffOf(stateOf, request))),
    );

    scope.post(
      `${LIMITS_API}/testanswers`,
      { bodyLimit },
      withCaller((request, _reply, caller, realm) => {
        const { tokenGuid, answers } = parseAnswers(request.body);
        return desk.answer(realm, caller.userId, tokenGuid, answers, langOf(request), coolingOffOf(stateOf, request));
      }),
    );

    scope.get(
      `${LIMITS_API}/reasons/selfexclude`,
      withCaller((request) => {
        if (stateOf(request).domain.config.features[REASONS_FEATURE] !== true) throw new LimitsError(404, 'notAvailable');
        return { reasons: SELF_EXCLUDE_REASONS[langOf(request)] };
      }),
    );

    const act = async (request: FastifyRequest, caller: Caller, realm: string, limitType: unknown, action: unknown) => {
      if (!isWhole(limitType) || (action !== 'confirm' && action !== 'reject')) throw new LimitsError(400, 'invalid');
      const { title, limitsData } = await desk.act(realm, caller.userId, limitType, action, langOf(request), coolingOffOf(stateOf, request));
      return { success: true, title: titleOf(langOf(request), title), limitsData };
    };

    scope.post(
      `${LIMITS_API}/limitaction`,
      { bodyLimit },
      withCaller((request, _reply, caller, realm) => {
        const body = isRecord(request.body) ? request.body : {};
        return act(request, caller, realm, body.limitType, body.action);
      }),
    );

    scope.delete<{ Params: { limitType: string } }>(
      `${LIMITS_API}/limits/:limitType`,
      withCaller<{ limitType: string }>((request, _reply, caller, realm) => {
        const limitType = /^[0-9]{1,3}$/.test(request.params.limitType) ? Number(request.params.limitType) : NaN;
        return act(request, caller, realm, limitType, 'reject');
      }),
    );

    scope.post(
      `${LIMITS_BASE}/BlockUser`,
      { bodyLimit },
      withCaller(async (request, _reply, caller, realm) => {
        const body = isRecord(request.body) ? request.body : {};
        const reason = body.selfExcludeReason ?? null;
        if (!isWhole(body.days) || !SELF_EXCLUSION_DAYS.includes(body.days) || (reason !== null && !isWhole(reason))) throw new LimitsError(400, 'invalid');
        await desk.blockUser(realm, caller.userId, body.days, reason);
        return { success: true };
      }),
    );

    scope.post(
      `${LIMITS_API}/ping`,
      withCaller((_request, _reply, caller, realm) => desk.ping(realm, caller.userId)),
    );

    scope.post(
      REALITY_CHECK_PATH,
      { bodyLimit },
      withCaller(async (request, reply, caller, realm) => {
        const attributes = isRecord(request.body) && isRecord(request.body.data) ? request.body.data.attributes : undefined;
        if (!isRecord(attributes)) throw new LimitsError(400, 'invalid');
        const { action, do_not_show_again, popup_show_at } = attributes;
        if ((action !== 'continue' && action !== 'log_out' && action !== 'nothing') || typeof do_not_show_again !== 'boolean' || !isWhole(popup_show_at)) {
          throw new LimitsError(400, 'invalid');
        }
        await desk.realityCheck(realm, caller.userId, { action, do_not_show_again, popup_show_at });
        return reply.code(204).send();
      }),
    );
  });
}

