import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Caller, Refusal, SignInService } from '../../../bff/bffModule.ts';
import type { ScenarioState } from '../../../bff/bffModule.ts';
import { jurisdictionOf, refusalOf, sendApiError } from '../../../bff/bffModule.ts';
import { isTitleKey, LIMIT_KINDS, limitsRefusal, titleOf, type Lang, type TitleKey } from './limitKinds.ts';
import type { LimitsDesk } from './limitsDesk.ts';
import { allowedValuesOf, domainLimitRulesOf, type DomainLimitRules } from './domainLimitRules.ts';
import {
  blockUserRequestSchema,
  limitActionRequestSchema,
  limitTypeParamsSchema,
  realityCheckRequestSchema,
  saveLimitsRequestSchema,
  testAnswersRequestSchema,
  type BlockUserRequest,
  type LimitActionRequest,
  type LimitTypeParams,
  type RealityCheckRequest,
  type SaveLimitsRequest,
  type TestAnswersRequest,
} from './limitsRequests.ts';

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

/** What the request's domain's jurisdiction profile says of limits: the choices it allows and how a loosening waits. */
const rulesOf = (stateOf: RouteOptions['stateOf'], request: FastifyRequest): DomainLimitRules => domainLimitRulesOf(jurisdictionOf(stateOf(request)));

const langOf = (request: FastifyRequest): Lang => (String(request.headers['x-language'] ?? '').toLowerCase().startsWith('ru') ? 'ru' : 'en');

/**
 * The title of a refusal: a limits refusal's code is its title's key; a corrupt stored row has its own; any other
 * refusal (a request its route's schema refuses, malformed JSON, an unexpected error) is `invalid`, as it always was.
 */
const titleKeyOf = ({ code }: Refusal): TitleKey => (isTitleKey(code) ? code : code === 'stored_corrupt' ? 'storedCorrupt' : 'invalid');

/**
 * The limits calls with per-player state (a refusal answers `{ success: false, status, title }`, the title worded for
 * the player in the X-Language language): limits, available limits, test answers, self-exclusion reasons (behind
 * their feature), BlockUser, the limit action (POST limitaction, or DELETE), the session ping and the reality check.
 */
export function registerLimitsRoutes(app: FastifyInstance, { desk, signIn, stateOf, realmOf }: RouteOptions): void {
  app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const refusal = refusalOf(error, request);
      // A database that is down answers the JSON:API 503 that every call of the server answers then.
      if (refusal.status === 503) return sendApiError(reply, 503, refusal.code, refusal.detail);
      return reply.code(refusal.status).send({ success: false, status: refusal.status, title: titleOf(langOf(request), titleKeyOf(refusal)) });
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    // Every limits call is the signed-in player's: a visitor gets 401 before the request is validated.
    const callers = new WeakMap<FastifyRequest, Caller>();
    scope.addHook('preValidation', async (request, reply) => {
      const caller = await signIn.fromBearer(request);
      if (!caller) return signIn.unauthorized(reply);
      callers.set(request, caller);
    });
    /** Hands the handler the caller the preValidation hook signed in, and the request's realm. */
    const withCaller =
      <Route extends RouteGenericInterface>(handler: (request: FastifyRequest<Route>, reply: FastifyReply, caller: Caller, realm: string) => unknown) =>
      async (request: FastifyRequest<Route>, reply: FastifyReply) => {
        const caller = callers.get(request);
        if (!caller) throw new Error('a limits call reached its handler without a caller');
        return handler(request, reply, caller, realmOf(request));
      };
    const bodyLimit = 16 * 1024;

    scope.get(
      `${LIMITS_API}/availablelimits`,
      withCaller((request) => {
        const rules = rulesOf(stateOf, request);
        return {
          limitTypes: [...LIMIT_KINDS].map(([limitType, kind]) => ({
            limitType,
            measure: kind.measure,
            label: kind.label[langOf(request)],
            // The domain's profile may narrow the choices (a maximum, a required limit, its reality-check intervals).
            availableValues: [...(allowedValuesOf(limitType, kind.availableValues, rules) ?? kind.availableValues)],
          })),
        };
      }),
    );

    scope.get(
      `${LIMITS_API}/limits`,
      withCaller(async (request, _reply, caller, realm) => ({ limits: await desk.limitsOf(realm, caller.userId, langOf(request)), serverTime: await desk.nowS(realm) })),
    );

    // The session clock's start (this project's call, schema `sessionClockReply`): the time is the platform's, as the
    // session's start is, so the page counts from it whatever the device's clock says.
    scope.get(
      `${LIMITS_API}/session`,
      withCaller(async (request, reply) => {
        const startedAt = await signIn.sessionStartedAt(request);
        if (startedAt === null) return signIn.unauthorized(reply);
        return { startedAt, serverTime: Math.floor(Date.now() / 1000) };
      }),
    );

    scope.post(
      `${LIMITS_API}/limits`,
      { bodyLimit, schema: { body: saveLimitsRequestSchema } },
      withCaller<{ Body: SaveLimitsRequest }>((request, _reply, caller, realm) => {
        const limits = request.body.limits.map(({ limitType, limitValue, selfExcludeReason }) => ({ limitType, limitValue, selfExcludeReason: selfExcludeReason ?? null }));
        return desk.save(realm, caller.userId, limits, langOf(request), rulesOf(stateOf, request));
      }),
    );

    scope.post(
      `${LIMITS_API}/testanswers`,
      { bodyLimit, schema: { body: testAnswersRequestSchema } },
      withCaller<{ Body: TestAnswersRequest }>((request, _reply, caller, realm) =>
        desk.answer(realm, caller.userId, request.body.tokenGuid, request.body.answers, langOf(request), rulesOf(stateOf, request)),
      ),
    );

    scope.get(
      `${LIMITS_API}/reasons/selfexclude`,
      withCaller((request) => {
        if (stateOf(request).domain.config.features[REASONS_FEATURE] !== true) throw limitsRefusal(404, 'notAvailable');
        return { reasons: SELF_EXCLUDE_REASONS[langOf(request)] };
      }),
    );

    const act = async (request: FastifyRequest, caller: Caller, realm: string, limitType: number, action: LimitActionRequest['action']) => {
      const { title, limitsData } = await desk.act(realm, caller.userId, limitType, action, langOf(request), rulesOf(stateOf, request));
      return { success: true, title: titleOf(langOf(request), title), limitsData };
    };

    scope.post(
      `${LIMITS_API}/limitaction`,
      { bodyLimit, schema: { body: limitActionRequestSchema } },
      withCaller<{ Body: LimitActionRequest }>((request, _reply, caller, realm) => act(request, caller, realm, request.body.limitType, request.body.action)),
    );

    scope.delete(
      `${LIMITS_API}/limits/:limitType`,
      { schema: { params: limitTypeParamsSchema } },
      withCaller<{ Params: LimitTypeParams }>((request, _reply, caller, realm) => act(request, caller, realm, Number(request.params.limitType), 'reject')),
    );

    scope.post(
      `${LIMITS_BASE}/BlockUser`,
      { bodyLimit, schema: { body: blockUserRequestSchema } },
      withCaller<{ Body: BlockUserRequest }>(async (request, _reply, caller, realm) => {
        await desk.blockUser(realm, caller.userId, request.body.days, request.body.selfExcludeReason ?? null);
        return { success: true };
      }),
    );

    scope.post(
      `${LIMITS_API}/ping`,
      withCaller((_request, _reply, caller, realm) => desk.ping(realm, caller.userId)),
    );

    scope.post(
      REALITY_CHECK_PATH,
      { bodyLimit, schema: { body: realityCheckRequestSchema } },
      withCaller<{ Body: RealityCheckRequest }>(async (request, reply, caller, realm) => {
        await desk.realityCheck(realm, caller.userId, request.body.data.attributes);
        return reply.code(204).send();
      }),
    );
  });
}
