import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRefusal, Caller, CredentialsService, SignInService } from '../../../bff/bffServices.ts';
import type { DomainSettings, ScenarioState } from '../../../bff/domainStore.ts';
import { CODE_ATTEMPTS, type AttemptLimits } from '../../../bff/attemptLimits.ts';
import type { Challenges } from './challenges.ts';
import { SIGN_IN_RATE_LIMIT } from './signInRateLimit.ts';
import { registerUserState } from './userState.ts';
import { isNumberOfCountry, phoneCountriesIn } from './phoneCountries.ts';

/** A demo account as users.json seeds it: each BFF session starts from these balances. */
export interface DemoAccountSeed {
  id: string;
  kind: 'main' | 'bonus' | 'currency';
  currency: string;
  balance: number;
}

export interface DemoUser {
  id: string;
  login: string;
  password: string;
  name: string;
  banLevel: number;
  banVersion: number;
  /** The terms changed since this user last accepted them (until they accept again in a session). */
  termsChanged: boolean;
  config: Record<string, unknown> & { verification_status: number };
  /** The user's accounts (main, bonus, currency); balances are kept per player by the wallet (wallets.ts). */
  accounts?: DemoAccountSeed[];
  /** The phone number in international form, for the phone and SMS sign-ins. */
  phone?: string;
  /** Two-step sign-in: a right password asks for a second code before the session starts. */
  twoStep?: boolean;
}

/** Who made a call: the user, their wallet, and the session (`sid`) the cookie or token belongs to. */
export interface SignedIn extends Caller {
  user: DemoUser;
}

/**
 * The key of a player's wallet: one per player in a realm (the operator's platform, or a test scenario), whatever
 * the session or domain, so that every sign-in sees and spends the same balance.
 */
export const walletKeyOf = (userId: string, realm: string) => `${userId}:${realm}`;

/**
 * What the account module's other parts use of sign-in; other modules get the `SignInService` part of it (one
 * verifier of bearer tokens, the session of a cookie, the 401 reply) and the `CredentialsService` part (the
 * passwords sign-in checks) through the BFF's services.
 */
export interface AuthApi extends SignInService, CredentialsService {
  /** The user of a valid, unexpired bearer token (Authorization: Bearer …), or null. */
  fromBearer(request: FastifyRequest): SignedIn | null;
  /** The user of the session cookie, or null. */
  fromSession(request: FastifyRequest): SignedIn | null;
  /** A user by id (seeded or registered), or undefined. */
  userById(id: string): DemoUser | undefined;
  /** Whether a login (e-mail) is taken: registration refuses it. */
  hasLogin(login: string): boolean;
  /** Adds a newly registered user (in memory) and signs them in on this reply, with the session cookie of a login. */
  signUp(reply: FastifyReply, user: DemoUser): void;
}

export const SESSION_COOKIE = 'bff_session';
/** Tokens live 15 minutes; the client fetches a fresh one when `exp` has passed or a call answers 401. */
export const TOKEN_LIFETIME_S = 15 * 60;
/** The demo's SMS sign-in code and two-step code (a real backend sends random ones), and how long each is valid. */
export const SMS_CODE = '123456';
export const SMS_CODE_LIFETIME_S = 5 * 60;
export const TWO_STEP_CODE = '123456';
export const TWO_STEP_CODE_LIFETIME_S = 5 * 60;
/** The demo's password-recovery code (a real backend sends a random one by e-mail or SMS) and its lifetime. */
export const RECOVERY_CODE = '123456';
export const RECOVERY_CODE_LIFETIME_S = 5 * 60;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface AuthOptions {
  usersFile: string;
  challenges: Challenges;
  cookiesOf: (request: FastifyRequest) => Record<string, string>;
  /** The domain (and test scenario) of a request: which features it offers. */
  stateOf: (request: FastifyRequest) => ScenarioState;
  /** Whose player a call is for (BffContext.realmOf): wrong codes count per player on every server. */
  realmOf: (request: FastifyRequest) => string;
  attempts: AttemptLimits;
  now?: () => number;
}

/** One SMS per number per minute: a send sooner answers 429 `sms_too_soon` with the seconds to wait. */
export const SMS_SEND_INTERVAL_S = 60;

/**
 * Sign-in for the demo users of users.json: a session cookie (HttpOnly) after login, JWT-shaped tokens from
 * gettoken, the session check, logout. Sessions live in memory.
 */
export function registerAuth(app: FastifyInstance, { usersFile, challenges, cookiesOf, stateOf, realmOf, attempts, now = Date.now }: AuthOptions): AuthApi {
  const users = JSON.parse(readFileSync(usersFile, 'utf8')) as DemoUser[];
  const secret = randomBytes(32);
  /**
   * Live sessions: the cookie's value -> the user and the realm it was opened in. A token is valid only while its
   * session lives (logout revokes both).
   */
  const sessions = new Map<string, { userId: string; realm: string }>();
  /** The live sessions by the id their tokens carry (`sid`). */
  const sessionsBySid = new Map<string, string>();

  const sessionOf = (request: FastifyRequest): string | undefined => cookiesOf(request)[SESSION_COOKIE];
  /** The session a bearer token of the request was issued for (its signature checked), if any. */
  const sessionOfToken = (request: FastifyRequest): string | undefined => {
    const signedIn = fromBearer(request);
    return signedIn ? sessionsBySid.get(signedIn.sessionId) : undefined;
  };
  const userOf = (request: FastifyRequest): DemoUser | null => {
    const session = sessionOf(request);
    const userId = session ? sessions.get(session)?.userId : undefined;
    return users.find((user) => user.id === userId) ?? null;
  };
  const unauthorized = (reply: FastifyReply) => reply.code(401).send({ errors: [{ status: '401', detail: 'not signed in' }] });

  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  /** An opaque id of a session for its tokens (`sid`): the token must not carry the cookie, and logout revokes by it. */
  const walletIdOf = (session: string) => sign(`wallet:${session}`).slice(0, 22);

  function issueToken(user: DemoUser, session: string): string {
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(JSON.stringify({ sub: user.id, sid: walletIdOf(session), exp: Math.floor(now() / 1000) + TOKEN_LIFETIME_S }));
    return `${header}.${payload}.${sign(`${header}.${payload}`)}`;
  }

  /** The one verifier of bearer tokens: signature, expiry, and a user that still exists. */
  function fromBearer(request: FastifyRequest): SignedIn | null {
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const [header, payload, signature, extra] = token?.split('.') ?? [];
    if (!header || !payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(sign(`${header}.${payload}`));
    if (expected.length !== Buffer.byteLength(signature) || !timingSafeEqual(expected, Buffer.from(signature))) return null;
    let claims: { sub?: unknown; sid?: unknown; exp?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return null;
    }
    const user = users.find((candidate) => candidate.id === claims.sub);
    if (!user || typeof claims.exp !== 'number' || claims.exp * 1000 <= now()) return null;
    // Signed and unexpired is not enough: the session it was issued for must still be live.
    const session = typeof claims.sid === 'string' ? sessionsBySid.get(claims.sid) : undefined;
    if (!session || sessions.get(session)?.userId !== user.id) return null;
    return { user, userId: user.id, walletKey: walletKeyOf(user.id, realmOf(request)), sessionId: claims.sid as string };
  }

  function fromSession(request: FastifyRequest): SignedIn | null {
    const session = sessionOf(request);
    const user = userOf(request);
    return user && session ? { user, userId: user.id, walletKey: walletKeyOf(user.id, realmOf(request)), sessionId: walletIdOf(session) } : null;
  }

  const refuse = (reply: FastifyReply, code: string, detail: string) => reply.code(400).send({ errors: [{ status: '400', code, detail }] });
  const wrongCredentials = (reply: FastifyReply) => refuse(reply, 'wrong_credentials', 'Wrong login or password');
  /** One answer for a wrong and an expired code: the client tells them apart by the code's expiry. */
  const codeRejected = (reply: FastifyReply) => refuse(reply, 'code_rejected', 'The code was not accepted');
  /** The fifth wrong code uses the code up: a new one must be sent (429 `code_used_up`, also for the right code after it). */
  const codeUsedUp = (reply: FastifyReply) => reply.code(429).send({ errors: [{ status: '429', code: 'code_used_up', detail: 'Too many wrong codes: ask for a new one' }] });
  /**
   * Counts a guess at a sent code (`key` names the code): answers 'used-up' once five were wrong (and `forget`s the
   * code), 'wrong' or 'right'; a right guess clears the count.
   */
  const guessCode = async (request: FastifyRequest, key: string, right: boolean, forget: () => void): Promise<'right' | 'wrong' | 'used-up'> => {
    const outcome = await attempts.guess(realmOf(request), key, CODE_ATTEMPTS, right);
    if (outcome === 'used-up') forget();
    return outcome;
  };
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const nowSeconds = () => Math.floor(now() / 1000);
  const sameSecret = (given: string, expected: string) => {
    const [a, b] = [Buffer.from(given), Buffer.from(expected)];
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const forgetExpired = (codes: Map<string, { expiresAt: number }>) => {
    for (const [key, code] of codes) if (code.expiresAt <= nowSeconds()) codes.delete(key);
  };

  /**
   * Passwords set since start (the recovery's reset, the office's change), by user id, over those of users.json.
   * Kept per scenario (keyed by its copy of the domain) so parallel tests never share a password; outside test mode
   * the domain is the one scenario, so a new password lasts until the BFF restarts.
   */
  const newPasswords = new WeakMap<DomainSettings, Map<string, string>>();
  const newPasswordsIn = (scenario: ScenarioState) => {
    let passwords = newPasswords.get(scenario.domain);
    if (!passwords) {
      passwords = new Map();
      newPasswords.set(scenario.domain, passwords);
    }
    return passwords;
  };
  const passwordOf = (scenario: ScenarioState, user: DemoUser) => newPasswordsIn(scenario).get(user.id) ?? user.password;
  const passwordMatches = (scenario: ScenarioState, userId: string, password: string) => {
    const user = users.find((candidate) => candidate.id === userId);
    return user !== undefined && sameSecret(password, passwordOf(scenario, user));
  };
  /**
   * The new password holds from now on; every other session of the user in the request's realm ends (theirs, or an
   * attacker's), and the request's own too unless it is kept.
   */
  const changePassword = (scenario: ScenarioState, userId: string, password: string, request: FastifyRequest, { keepItsSession }: { keepItsSession: boolean }) => {
    newPasswordsIn(scenario).set(userId, password);
    const realm = realmOf(request);
    const kept = keepItsSession ? (sessionOf(request) ?? sessionOfToken(request)) : undefined;
    for (const [session, owner] of sessions) if (owner.userId === userId && owner.realm === realm && session !== kept) endSession(session);
  };

  function openSession(userId: string, realm: string): string {
    const session = randomBytes(24).toString('base64url');
    sessions.set(session, { userId, realm });
    sessionsBySid.set(walletIdOf(session), session);
    return session;
  }

  function endSession(session: string): void {
    sessions.delete(session);
    sessionsBySid.delete(walletIdOf(session));
  }

  /** A new session on this reply; `save` keeps its cookie for 30 days. */
  function startSession(reply: FastifyReply, user: DemoUser, save: boolean) {
    const session = openSession(user.id, realmOf(reply.request));
    const maxAge = save ? `; Max-Age=${30 * 86_400}` : '';
    reply.header('Set-Cookie', `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax${maxAge}`);
    return { success: true, user_id: user.id };
  }

  /** Second codes awaited from two-step users, by the token their first step got. */
  const twoStepCodes = new Map<string, { userId: string; save: boolean; expiresAt: number }>();

  /** A right password signs in, except for a two-step user, who is asked for the second code first. */
  function passwordAccepted(reply: FastifyReply, user: DemoUser, save: boolean) {
    if (!user.twoStep) return startSession(reply, user, save);
    forgetExpired(twoStepCodes);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = nowSeconds() + TWO_STEP_CODE_LIFETIME_S;
    twoStepCodes.set(token, { userId: user.id, save, expiresAt });
    return { success: true, response_type: 'two_step_code', two_step_token: token, expiresAt };
  }

  /** The password sign-ins, by e-mail or account id and by phone: the challenges first, then the password. */
  function passwordSignIn(request: FastifyRequest, reply: FastifyReply, key: string, user: DemoUser | undefined, password: unknown, save: boolean) {
    const challenge = challenges.signInGate(request, key);
    if (challenge) return reply.code(400).send({ errors: [challenge] });
    if (!user || typeof password !== 'string' || !sameSecret(password, passwordOf(stateOf(request), user))) {
      challenges.signInFailed(request, key);
      return wrongCredentials(reply);
    }
    challenges.signInSucceeded(request, key);
    return passwordAccepted(reply, user, save);
  }

  app.post<{ Body: { login?: unknown; password?: unknown; save?: unknown } }>('/web-api/auth/login', { config: SIGN_IN_RATE_LIMIT }, async (request, reply) => {
    const login = text(request.body?.login).toLowerCase();
    const user = users.find((candidate) => candidate.login === login || candidate.id === login);
    return passwordSignIn(request, reply, login, user, request.body?.password, request.body?.save === true);
  });

  type PhoneBody = { phone_number?: unknown; country_code?: unknown; password?: unknown; code?: unknown; save?: unknown };
  /** The user of a number that belongs to the chosen country. */
  const userOfPhone = (body: PhoneBody | undefined) => {
    const phone = text(body?.phone_number);
    return isNumberOfCountry(phone, text(body?.country_code)) ? users.find((user) => user.phone === phone) : undefined;
  };

  app.post<{ Body: PhoneBody }>('/web-api/auth/login/phone', { config: SIGN_IN_RATE_LIMIT }, async (request, reply) =>
    passwordSignIn(request, reply, text(request.body?.phone_number), userOfPhone(request.body), request.body?.password, request.body?.save === true),
  );

  const smsCodes = new Map<string, { expiresAt: number }>();

  /** Sends the SMS sign-in code: answers its expiry also for a number no user has, so it cannot tell which exist. */
  app.post<{ Body: PhoneBody }>('/web-api/auth/sms/send', async (request, reply) => {
    const phone = text(request.body?.phone_number);
    if (!isNumberOfCountry(phone, text(request.body?.country_code))) return refuse(reply, 'invalid_phone', 'Not a phone number of that country');
    const wait = await attempts.takeSend(realmOf(request), `sms-send:${phone}`, SMS_SEND_INTERVAL_S);
    if (wait > 0) return reply.code(429).header('Retry-After', String(wait)).send({ errors: [{ status: '429', code: 'sms_too_soon', detail: 'A code was just sent to this number', meta: { retryAfter: wait } }] });
    forgetExpired(smsCodes);
    const expiresAt = nowSeconds() + SMS_CODE_LIFETIME_S;
    if (userOfPhone(request.body)) {
      smsCodes.set(phone, { expiresAt });
      await attempts.clear(realmOf(request), `sms-code:${phone}`);
    }
    return { success: true, expiresAt };
  });

  app.post<{ Body: PhoneBody }>('/web-api/auth/login/sms', { config: SIGN_IN_RATE_LIMIT }, async (request, reply) => {
    const phone = text(request.body?.phone_number);
    const challenge = challenges.signInGate(request, phone);
    if (challenge) return reply.code(400).send({ errors: [challenge] });
    const user = userOfPhone(request.body);
    const sent = smsCodes.get(phone);
    const guessed = user ? await guessCode(request, `sms-code:${phone}`, sent !== undefined && sent.expiresAt > nowSeconds() && request.body?.code === SMS_CODE, () => smsCodes.delete(phone)) : 'wrong';
    if (guessed === 'used-up') return codeUsedUp(reply);
    if (!user || guessed !== 'right') {
      challenges.signInFailed(request, phone);
      return codeRejected(reply);
    }
    smsCodes.delete(phone);
    challenges.signInSucceeded(request, phone);
    return startSession(reply, user, request.body?.save === true);
  });

  app.post<{ Body: { two_step_token?: unknown; code?: unknown } }>('/web-api/auth/login/two-step', { config: SIGN_IN_RATE_LIMIT }, async (request, reply) => {
    const token = text(request.body?.two_step_token);
    const awaited = twoStepCodes.get(token);
    const user = awaited && users.find((candidate) => candidate.id === awaited.userId);
    if (!awaited || !user) return codeRejected(reply);
    const challenge = challenges.signInGate(request, user.login);
    if (challenge) return reply.code(400).send({ errors: [challenge] });
    const guessed = await guessCode(request, `two-step:${token}`, awaited.expiresAt > nowSeconds() && request.body?.code === TWO_STEP_CODE, () => twoStepCodes.delete(token));
    if (guessed === 'used-up') return codeUsedUp(reply);
    if (guessed === 'wrong') {
      challenges.signInFailed(request, user.login);
      return codeRejected(reply);
    }
    twoStepCodes.delete(token);
    challenges.signInSucceeded(request, user.login);
    return startSession(reply, user, awaited.save);
  });

  app.get<{ Querystring: { lang?: string } }>('/web-api/phone/countries', async (request) => ({ countries: phoneCountriesIn(request.query.lang ?? 'en') }));

  const recoveryCodes = new Map<string, number>();

  /**
   * Password recovery, step 1 (path not shown; ours): always answers success with the code's expiry, so that it
   * cannot tell which logins exist.
   */
  app.post<{ Body: { login?: unknown } }>('/web-api/auth/password/recovery', { config: SIGN_IN_RATE_LIMIT }, async (request) => {
    const login = typeof request.body?.login === 'string' ? request.body.login.trim().toLowerCase() : '';
    const expiresAt = Math.floor(now() / 1000) + RECOVERY_CODE_LIFETIME_S;
    if (users.some((user) => user.login === login)) {
      recoveryCodes.set(login, expiresAt);
      // A new code: its tries start again.
      await attempts.clear(realmOf(request), `recovery:${login}`);
    }
    return { success: true, expiresAt };
  });

  /** Step 2: the code and a new password. A wrong or expired code answers 400 `recovery_code_rejected`. */
  app.post<{ Body: { login?: unknown; code?: unknown; password?: unknown } }>('/web-api/auth/password/reset', { config: SIGN_IN_RATE_LIMIT }, async (request, reply) => {
    const login = typeof request.body?.login === 'string' ? request.body.login.trim().toLowerCase() : '';
    const user = users.find((candidate) => candidate.login === login);
    const expiresAt = recoveryCodes.get(login);
    const rejected = () => reply.code(400).send({ errors: [{ status: '400', code: 'recovery_code_rejected', detail: 'The code was not accepted' }] });
    if (typeof request.body?.password !== 'string' || request.body.password.length < 8) return rejected();
    const guessed =
      user ? await guessCode(request, `recovery:${login}`, expiresAt !== undefined && expiresAt * 1000 > now() && request.body?.code === RECOVERY_CODE, () => recoveryCodes.delete(login)) : 'wrong';
    if (guessed === 'used-up') return codeUsedUp(reply);
    if (!user || guessed !== 'right') return rejected();
    recoveryCodes.delete(login);
    // A reset ends every session of the player: whoever knew the old password is signed out.
    changePassword(stateOf(request), user.id, request.body.password as string, request, { keepItsSession: false });
    return { success: true };
  });

  app.post('/web-api/auth/logout', async (request, reply) => {
    // The cookie's session, or the one a bearer token was issued for (a client without the cookie).
    const session = sessionOf(request) ?? sessionOfToken(request);
    // The session's tokens die with it.
    if (session) endSession(session);
    reply.header('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    return { success: true };
  });

  const userState = registerUserState(app, {
    stateOf,
    userOf,
    unauthorized,
    sessionIdOf: (request) => walletIdOf(sessionOf(request) ?? ''),
  });

  app.get('/web-api/session/check', async (request) => {
    const user = userOf(request);
    return user ? { user_id: user.id, ban_level: user.banLevel, ban_version: user.banVersion } : { user_id: null };
  });

  app.get<{ Querystring: { force_refresh?: string } }>('/web-api/user/gettoken', async (request, reply) => {
    const user = userOf(request);
    return user ? { data: { token: issueToken(user, sessionOf(request) ?? '') } } : unauthorized(reply);
  });

  /** A protected call for the 401 round trip: answers only with a valid, unexpired bearer token. */
  app.get('/web-api/user/profile', async (request, reply) => {
    const signedIn = fromBearer(request);
    return signedIn ? { user_id: signedIn.user.id, name: signedIn.user.name } : unauthorized(reply);
  });

  /** Registered users kept at most; the oldest leave first, so a long-running demo does not grow without end. */
  const MAX_REGISTERED = 1000;
  const registered: DemoUser[] = [];

  function signUp(reply: FastifyReply, user: DemoUser): void {
    users.push(user);
    registered.push(user);
    if (registered.length > MAX_REGISTERED) users.splice(users.indexOf(registered.shift()!), 1);
    const session = openSession(user.id, realmOf(reply.request));
    reply.header('Set-Cookie', `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`);
  }

  const hasLogin = (login: string) => users.some((user) => user.login === login.trim().toLowerCase());

  const userById = (id: string) => users.find((user) => user.id === id);

  /** Verification status 1 is "not verified" (second document, user config). */
  const isIdentified = (request: FastifyRequest) => {
    const signedIn = fromBearer(request) ?? fromSession(request);
    return signedIn !== null && (signedIn.user.config.verification_status !== 1 || userState.identifiedIn(signedIn.sessionId));
  };

  const accountRefusal = (request: FastifyRequest): AccountRefusal | null => {
    const signedIn = fromBearer(request) ?? fromSession(request);
    if (!signedIn) return null;
    if (signedIn.user.banLevel > 0) return { reason: 'banned' };
    if (signedIn.user.termsChanged && !userState.termsAcceptedIn(signedIn.sessionId)) return { reason: 'termsNotAccepted' };
    return null;
  };

  /** The spec's withdrawal ("deduce") rule for banned users: level 53 under ban version 1, 45 under the others. */
  const withdrawalBarred = (request: FastifyRequest): boolean => {
    const user = (fromBearer(request) ?? fromSession(request))?.user;
    if (!user || user.banLevel <= 0) return false;
    return user.banLevel !== (user.banVersion === 1 ? 53 : 45);
  };

  const isSessionLive = (sessionId: string) => sessionsBySid.has(sessionId);

  return { fromBearer, fromSession, unauthorized, isSessionLive, userById, hasLogin, signUp, isIdentified, passwordMatches, changePassword, accountRefusal, withdrawalBarred };
}
