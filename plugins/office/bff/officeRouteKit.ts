import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, CODE_ATTEMPTS, PASSWORD_ATTEMPTS, type AttemptLimits, type MailLinks, type MailOutbox } from '../../../bff/bffModule.ts';
import type { Caller, CredentialsService, PlayerConsentsService, PlayerRecordService, SignInService } from '../../../bff/bffModule.ts';
import { langOf, type Lang } from './officeContent.ts';
import type { OfficeDesk } from './officeDesk.ts';
import type { RouteOf, RouteSchemas } from './routeSchemas.ts';

/** The office calls (the spec shows none of their paths: this project's). */
export const OFFICE_API = '/office-api/v1';
/** The promotional content calls, open to visitors. */
export const PROMO_API = '/promo-api/v1';

export interface OfficeRouteOptions {
  desk: OfficeDesk;
  signIn: SignInService;
  credentials: CredentialsService;
  /** The marketing consent given at registration: the marketing switches' value until the player changes them. */
  consents: PlayerConsentsService;
  /** The player's record of the account module: a confirmed phone goes into it. */
  playerRecord: PlayerRecordService;
  /** Whose player a call is for (BffContext.realmOf): the office state and the wrong tries are kept per realm. */
  realmOf(request: FastifyRequest): string;
  attempts: AttemptLimits;
  /** The platform's mail to players and its one-time links (mailLinkRoutes.ts). */
  mail: MailOutbox;
  mailLinks: MailLinks;
  now: () => number;
}

type RouteShape = { Params?: unknown; Querystring?: unknown; Body?: unknown };
type PlayerHandler<Route extends RouteShape> = (request: FastifyRequest<Route>, caller: Caller, realm: string, lang: Lang) => unknown;

/** What every resource's routes use: the scope, the services, and the wrapper of a signed-in player's call. */
export interface OfficeRouteKit extends OfficeRouteOptions {
  scope: FastifyInstance;
  /** A call of a signed-in player (bearer token), else 401. */
  player<Route extends RouteShape>(handler: PlayerHandler<Route>): (request: FastifyRequest<Route>, reply: FastifyReply) => Promise<unknown>;
  /** The options of a call that takes a body. */
  post: { bodyLimit: number };
  /**
   * A signed-in player's call whose body, query and path parameters Fastify checks against `schemas` first: a request
   * they refuse is answered 400 `refusedAs` (the code the call's page reads), and the handler gets them typed.
   */
  checked<const Schemas extends RouteSchemas>(method: 'GET' | 'POST' | 'DELETE', url: string, schemas: Schemas, handler: PlayerHandler<RouteOf<Schemas>>, refusedAs?: string): void;
  /**
   * A guess at a confirmation code or the current password, counted in the database: `right` clears the count; the
   * fifth wrong one uses the code up (`code_used_up`: a new one must be sent, `onUsedUp` forgets it) or locks the
   * password check for 15 minutes (`too_many_attempts`); while locked, even the right answer is refused.
   */
  guess(request: FastifyRequest, key: string, right: boolean, wrong: ApiError, onUsedUp?: () => Promise<unknown>): Promise<void>;
}

const BODY_LIMIT = 8 * 1024;

export const ok = { success: true } as const;

export function officeRouteKit(scope: FastifyInstance, options: OfficeRouteOptions): OfficeRouteKit {
  const { signIn, realmOf, attempts } = options;
  const player =
    <Route extends RouteShape>(handler: PlayerHandler<Route>) =>
    async (request: FastifyRequest<Route>, reply: FastifyReply) => {
      const caller = await signIn.fromBearer(request);
      if (!caller) return signIn.unauthorized(reply);
      return handler(request, caller, realmOf(request), langOf(request.headers['x-language']));
    };
  return {
    ...options,
    scope,
    post: { bodyLimit: BODY_LIMIT },
    player,
    checked<const Schemas extends RouteSchemas>(method: 'GET' | 'POST' | 'DELETE', url: string, schemas: Schemas, handler: PlayerHandler<RouteOf<Schemas>>, refusedAs = 'bad_request') {
      scope.route<RouteOf<Schemas>>({ method, url, schema: schemas, bodyLimit: BODY_LIMIT, config: { badRequestCode: refusedAs }, handler: player(handler) });
    },
    async guess(request, key, right, wrong, onUsedUp) {
      const outcome = await attempts.guess(realmOf(request), key, onUsedUp ? CODE_ATTEMPTS : PASSWORD_ATTEMPTS, right);
      if (outcome === 'right') return;
      if (outcome === 'wrong') throw wrong;
      await onUsedUp?.();
      throw onUsedUp
        ? new ApiError(429, 'code_used_up', 'the code took too many wrong tries: send a new one')
        : new ApiError(429, 'too_many_attempts', 'too many wrong passwords: try again in 15 minutes');
    },
  };
}
