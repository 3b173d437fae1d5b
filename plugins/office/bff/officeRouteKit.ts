import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_ATTEMPTS, PASSWORD_ATTEMPTS, type AttemptLimits } from '../../../bff/bffModule.ts';
import type { Caller, CredentialsService, SignInService } from '../../../bff/bffModule.ts';
import { langOf, type Lang } from './officeContent.ts';
import { OfficeError, type OfficeDesk } from './officeDesk.ts';

/** The office calls (the spec shows none of their paths: this project's). */
export const OFFICE_API = '/office-api/v1';
/** The promotional content calls, open to visitors. */
export const PROMO_API = '/promo-api/v1';

export interface OfficeRouteOptions {
  desk: OfficeDesk;
  signIn: SignInService;
  credentials: CredentialsService;
  /** Whose player a call is for (BffContext.realmOf): the office state and the wrong tries are kept per realm. */
  realmOf(request: FastifyRequest): string;
  attempts: AttemptLimits;
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
   * A guess at a confirmation code or the current password, counted in the database: `right` clears the count; the
   * fifth wrong one uses the code up (`code_used_up`: a new one must be sent, `onUsedUp` forgets it) or locks the
   * password check for 15 minutes (`too_many_attempts`); while locked, even the right answer is refused.
   */
  guess(request: FastifyRequest, key: string, right: boolean, wrong: OfficeError, onUsedUp?: () => Promise<unknown>): Promise<void>;
}

const BODY_LIMIT = 8 * 1024;

export const ok = { success: true } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's JSON object body. */
export const body = (request: FastifyRequest): Record<string, unknown> => {
  if (!isRecord(request.body)) throw new OfficeError(400, 'bad_request');
  return request.body;
};

/** A string field of at most `max` characters, trimmed. */
export const text = (value: unknown, max = 200): string => {
  if (typeof value !== 'string' || value.length > max) throw new OfficeError(400, 'bad_request');
  return value.trim();
};

/** A list of whole-number ids. */
export const ids = (value: unknown): number[] => {
  if (!Array.isArray(value) || value.length > 300 || !value.every((id) => Number.isInteger(id))) throw new OfficeError(400, 'bad_request');
  return value as number[];
};

export function officeRouteKit(scope: FastifyInstance, options: OfficeRouteOptions): OfficeRouteKit {
  const { signIn, realmOf, attempts } = options;
  return {
    ...options,
    scope,
    post: { bodyLimit: BODY_LIMIT },
    player:
      <Route extends RouteShape>(handler: PlayerHandler<Route>) =>
      async (request: FastifyRequest<Route>, reply: FastifyReply) => {
        const caller = await signIn.fromBearer(request);
        if (!caller) return signIn.unauthorized(reply);
        return handler(request, caller, realmOf(request), langOf(request.headers['x-language']));
      },
    async guess(request, key, right, wrong, onUsedUp) {
      const outcome = await attempts.guess(realmOf(request), key, onUsedUp ? CODE_ATTEMPTS : PASSWORD_ATTEMPTS, right);
      if (outcome === 'right') return;
      if (outcome === 'wrong') throw wrong;
      await onUsedUp?.();
      throw new OfficeError(429, onUsedUp ? 'code_used_up' : 'too_many_attempts');
    },
  };
}
