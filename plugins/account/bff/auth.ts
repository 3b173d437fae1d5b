import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jurisdictionOf, sendApiError, siteCookieAttributes, type AccountRefusal, type Caller, type CredentialsService, type SignInService } from '../../../bff/bffModule.ts';
import type { Database } from '../../../bff/bffModule.ts';
import type { ScenarioState } from '../../../bff/bffModule.ts';
import type { AttemptLimits, MailLinks, MailOutbox } from '../../../bff/bffModule.ts';
import type { Challenges } from './challenges.ts';
import type { Player, PlayerStore } from './players.ts';
import type { Session, SessionStore } from './sessions.ts';
import { refuseIfSelfExcluded, type SelfExclusionRegisters } from './selfExclusionRegisters.ts';
import { registerSignInRoutes } from './signInRoutes.ts';
import { registerUserState } from './userState.ts';
import { walletKeyOf } from './wallets.ts';
import { noQuery, SAME_SITE_REQUEST_HEADER, sessionCheckHeadersSchema, type SessionCheckHeaders } from './accountRequests.ts';

/** Who made a call: the player, their wallet, and the session (`sid`) the cookie or token belongs to. */
export interface SignedIn extends Caller {
  user: Player;
  session: Session;
}

/**
 * What the account module's other parts use of sign-in; other modules get the `SignInService` part of it (one
 * verifier of bearer tokens, the session of a cookie, the 401 reply) and the `CredentialsService` part (the
 * passwords sign-in checks) through the BFF's services.
 */
export interface AuthApi extends SignInService, CredentialsService {
  fromBearer(request: FastifyRequest): Promise<SignedIn | null>;
  fromSession(request: FastifyRequest): Promise<SignedIn | null>;
  /**
   * Opens a session for the player on this reply (the session cookie; `save` keeps it for 30 days), or answers the
   * refusal of the domain's national self-exclusion register instead (the reply it sent).
   */
  startSession(reply: FastifyReply, userId: string, save: boolean): Promise<{ success: true; user_id: string } | FastifyReply>;
}

export const SESSION_COOKIE = 'bff_session';
/** How long the cookie of a session the player asked to keep (`save`) lives. */
const SAVED_SESSION_MAX_AGE_S = 30 * 86_400;

/**
 * A lookup made once per request: a bet asks who is calling for the stake, the restrictions and the terms, and each
 * ask would otherwise read the session and the player again.
 */
function oncePerRequest<Result>(lookup: (request: FastifyRequest) => Promise<Result>): (request: FastifyRequest) => Promise<Result> {
  const looked = new WeakMap<FastifyRequest, Promise<Result>>();
  return (request) => {
    let result = looked.get(request);
    if (!result) {
      result = lookup(request);
      looked.set(request, result);
    }
    return result;
  };
}

export interface AuthOptions {
  database: Database;
  players: PlayerStore;
  sessions: SessionStore;
  challenges: Challenges;
  cookiesOf: (request: FastifyRequest) => Record<string, string>;
  /** The domain (and test scenario) of a request: which features it offers. */
  stateOf: (request: FastifyRequest) => ScenarioState;
  /** Whose player a call is for (BffContext.realmOf). */
  realmOf: (request: FastifyRequest) => string;
  attempts: AttemptLimits;
  /** The platform's mail to players and its one-time links (the recovery mail's reset link). */
  mail: MailOutbox;
  mailLinks: MailLinks;
  /** The national self-exclusion registers every session start checks. */
  registers: SelfExclusionRegisters;
  now?: () => number;
}

/**
 * Sign-in: a session cookie (HttpOnly) after a sign-in, bearer tokens from gettoken, the session check, logout.
 * Players and sessions live in the database (players.ts, sessions.ts), so a restart or another server keeps them.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions): AuthApi {
  const { database, players, sessions, cookiesOf, realmOf } = options;
  const cookieOf = (request: FastifyRequest): string | undefined => cookiesOf(request)[SESSION_COOKIE];
  const unauthorized = (reply: FastifyReply) => sendApiError(reply, 401, undefined, 'not signed in');

  /**
   * The caller of a live session, if its player still exists, with the player's state in the request's realm (the
   * same as the session's on the operator's platform; under test mode a call's scenario picks its own).
   */
  /**
   * Whether the request's domain names a national register that lists the player now (or cannot be read). A session
   * is the operator's and works on every domain, a register is the domain's: so it is asked on every call there, not
   * only at sign-in, or a listed player would come in with a session opened on another domain, or listed since.
   */
  const barredByRegister = async (request: FastifyRequest, login: string, realm: string): Promise<boolean> => {
    const register = jurisdictionOf(options.stateOf(request)).selfExclusionRegister;
    return register !== null && (await options.registers.check(register, login, realm)).kind !== 'clear';
  };

  const signedInOf = async (request: FastifyRequest, session: Session | null): Promise<SignedIn | null> => {
    if (!session) return null;
    const realm = realmOf(request);
    const user = await players.byId(realm, session.userId);
    if (!user || (await barredByRegister(request, user.login, realm))) return null;
    return { user, userId: user.id, walletKey: walletKeyOf(user.id, realm), sessionId: session.sid, session };
  };

  /** The one verifier of bearer tokens: signature, expiry, a live session and a player that still exists. */
  const fromBearer = oncePerRequest(async (request) => signedInOf(request, await sessions.ofToken(/^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1])));
  const fromSession = oncePerRequest(async (request) => signedInOf(request, await sessions.ofCookie(cookieOf(request))));
  const fromEither = async (request: FastifyRequest) => (await fromBearer(request)) ?? (await fromSession(request));

  /**
   * Every sign-in kind (password, phone, SMS code, two-step code) and registration start their session here, so here
   * the domain's national self-exclusion register is asked, each time: a listed player gets no session.
   */
  async function startSession(reply: FastifyReply, userId: string, save: boolean) {
    const realm = realmOf(reply.request);
    const rules = jurisdictionOf(options.stateOf(reply.request));
    if (rules.selfExclusionRegister) {
      const player = await players.byId(realm, userId);
      if (!player) throw new Error(`a session was asked for player ${userId}, who does not exist`);
      const refused = await refuseIfSelfExcluded(reply, options.registers, rules, player.login, realm);
      if (refused) return refused;
    }
    const cookie = await sessions.open(realm, userId, save);
    writeSessionCookie(reply, cookie, save);
    return { success: true as const, user_id: userId };
  }

  /** The session cookie with the site's attributes; a saved session's lives 30 days, any other the browser session. */
  function writeSessionCookie(reply: FastifyReply, cookie: string, saved: boolean) {
    const maxAge = saved ? `; Max-Age=${SAVED_SESSION_MAX_AGE_S}` : '';
    reply.header('Set-Cookie', `${SESSION_COOKIE}=${cookie}; HttpOnly; ${siteCookieAttributes(reply.request, options.stateOf(reply.request))}${maxAge}`);
  }

  const passwordMatches = (request: FastifyRequest, userId: string, password: string) => players.passwordMatches(realmOf(request), userId, password);

  /**
   * The new password holds from now on; every other session of the player in the request's realm ends (theirs, or
   * an attacker's), and the request's own too unless it is kept. One transaction: never a new password with the
   * old sessions still live.
   */
  const changePassword = async (request: FastifyRequest, userId: string, password: string, { keepItsSession }: { keepItsSession: boolean }) => {
    const kept = keepItsSession ? (await fromEither(request))?.sessionId : undefined;
    const realm = realmOf(request);
    await database.transaction(async (tx) => {
      await players.setPassword(tx, realm, userId, password);
      await sessions.endAllOf(tx, realm, userId, kept);
    });
  };

  registerSignInRoutes(app, { ...options, startSession, changePassword });

  app.post('/web-api/auth/logout', async (request, reply) => {
    // The cookie's session, or the one a bearer token was issued for (a client without the cookie); its tokens die with it.
    const session = (await sessions.ofCookie(cookieOf(request))) ?? (await sessions.ofToken(/^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1]));
    if (session) await sessions.end(session.sid);
    reply.header('Set-Cookie', `${SESSION_COOKIE}=; HttpOnly; ${siteCookieAttributes(request, options.stateOf(request))}; Max-Age=0`);
    return { success: true };
  });

  registerUserState(app, { stateOf: options.stateOf, signedInOf: fromSession, sessions, players, realmOf, unauthorized });

  /**
   * The session check. With the same-site header (the client's sameSiteHeaders.ts) a live session's cookie is written
   * again with the site's attributes (SameSite=None in a partner's frame), keeping its lifetime.
   */
  app.get<{ Headers: SessionCheckHeaders }>('/web-api/session/check', { schema: { querystring: noQuery, headers: sessionCheckHeadersSchema } }, async (request, reply) => {
    const signedIn = await fromSession(request);
    const cookie = cookieOf(request);
    if (signedIn && cookie && request.headers[SAME_SITE_REQUEST_HEADER]) writeSessionCookie(reply, cookie, signedIn.session.saved);
    const user = signedIn?.user;
    return user ? { user_id: user.id, ban_level: user.banLevel, ban_version: user.banVersion } : { user_id: null };
  });

  /**
   * `GET /web-api/session` (second document, section 7), the call a page without a preloaded session makes 8 s after
   * it is ready: the reference platform keeps no visitor sessions, so it only answers, without a body (the client
   * does not parse one) and for no cache to keep.
   */
  app.get('/web-api/session', { schema: { querystring: noQuery } }, async (_request, reply) => reply.code(204).header('Cache-Control', 'no-store').send());

  // `force_refresh=true` is what the spec's client sends: every call issues a fresh token, so it asks for no more.
  const tokenQuery = { type: 'object', additionalProperties: false, properties: { force_refresh: { type: 'string', enum: ['true', 'false'] } } } as const;
  app.get('/web-api/user/gettoken', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const signedIn = await fromSession(request);
    return signedIn ? { data: { token: sessions.issueToken(signedIn.session) } } : unauthorized(reply);
  });

  /** A protected call for the 401 round trip: answers only with a valid, unexpired bearer token. */
  app.get('/web-api/user/profile', async (request, reply) => {
    const signedIn = await fromBearer(request);
    return signedIn ? { user_id: signedIn.user.id, name: signedIn.user.name } : unauthorized(reply);
  });

  /** Verification status 1 is "not verified" (second document, user config). */
  const isIdentified = async (request: FastifyRequest) => {
    const signedIn = await fromEither(request);
    return signedIn !== null && (signedIn.user.config.verification_status !== 1 || signedIn.session.identified);
  };

  const accountRefusal = async (request: FastifyRequest): Promise<AccountRefusal | null> => {
    const signedIn = await fromEither(request);
    if (!signedIn) return null;
    if (signedIn.user.banLevel > 0) return { reason: 'banned' };
    if (signedIn.user.termsChanged && !signedIn.session.termsAccepted) return { reason: 'termsNotAccepted' };
    return null;
  };

  /** The spec's withdrawal ("deduce") rule for banned users: level 53 under ban version 1, 45 under the others. */
  const withdrawalBarred = async (request: FastifyRequest): Promise<boolean> => {
    const user = (await fromEither(request))?.user;
    if (!user || user.banLevel <= 0) return false;
    return user.banLevel !== (user.banVersion === 1 ? 53 : 45);
  };

  const isSessionLive = async (sessionId: string) => (await sessions.ofSid(sessionId)) !== null;
  const sessionStartedAt = async (request: FastifyRequest) => (await fromEither(request))?.session.startedAt ?? null;

  return { fromBearer, fromSession, unauthorized, isSessionLive, sessionStartedAt, startSession, isIdentified, passwordMatches, changePassword, accountRefusal, withdrawalBarred };
}
