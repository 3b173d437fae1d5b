import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_ATTEMPTS, sameSecret, sendApiError } from '../../../bff/bffModule.ts';
import type { AttemptLimits, MailLinks, MailOutbox } from '../../../bff/bffModule.ts';
import type { Database } from '../../../bff/bffModule.ts';
import {
  loginRequestSchema,
  phoneCountriesQuerySchema,
  phoneLoginRequestSchema,
  recoveryRequestSchema,
  resetRequestSchema,
  smsLoginRequestSchema,
  smsSendRequestSchema,
  twoStepRequestSchema,
  type LoginRequest,
  type PhoneCountriesQuery,
  type PhoneLoginRequest,
  type RecoveryRequest,
  type ResetRequest,
  type SmsLoginRequest,
  type SmsSendRequest,
  type TwoStepRequest,
} from './accountRequests.ts';
import type { Challenges } from './challenges.ts';
import type { Player, PlayerStore } from './players.ts';
import { isNumberOfCountry, phoneCountriesIn, phoneMasks } from './phoneCountries.ts';
import { SentCodes } from './sentCodes.ts';
import { SIGN_IN_RATE_LIMIT } from './signInRateLimit.ts';

/** The demo's SMS sign-in code and two-step code (a real backend sends random ones), and how long each is valid. */
export const SMS_CODE = '123456';
export const SMS_CODE_LIFETIME_S = 5 * 60;
export const TWO_STEP_CODE = '123456';
export const TWO_STEP_CODE_LIFETIME_S = 5 * 60;
/** The demo's password-recovery code (a real backend sends a random one by e-mail or SMS) and its lifetime. */
export const RECOVERY_CODE = '123456';
export const RECOVERY_CODE_LIFETIME_S = 5 * 60;
/** The recovery mail's link to the password-reset page (first document 2.4) works once, for an hour. */
export const PASSWORD_RESET_LINK = 'passwordreset';
export const PASSWORD_RESET_LINK_LIFETIME_S = 60 * 60;
/** One SMS per number per minute: a send sooner answers 429 `sms_too_soon` with the seconds to wait. */
export const SMS_SEND_INTERVAL_S = 60;

export interface SignInRouteOptions {
  database: Database;
  players: PlayerStore;
  challenges: Challenges;
  realmOf: (request: FastifyRequest) => string;
  attempts: AttemptLimits;
  mail: MailOutbox;
  mailLinks: MailLinks;
  /** Opens a session for the player on this reply (auth.ts). */
  startSession(reply: FastifyReply, userId: string, save: boolean): Promise<unknown>;
  /** Sets the password and ends the player's other sessions (auth.ts). */
  changePassword(request: FastifyRequest, userId: string, password: string, options: { keepItsSession: boolean }): Promise<void>;
  now?: () => number;
}

const refuse = (reply: FastifyReply, code: string, detail: string) => sendApiError(reply, 400, code, detail);
const wrongCredentials = (reply: FastifyReply) => refuse(reply, 'wrong_credentials', 'Wrong login or password');
/** One answer for a wrong and an expired code: the client tells them apart by the code's expiry. */
const codeRejected = (reply: FastifyReply) => refuse(reply, 'code_rejected', 'The code was not accepted');
/** The fifth wrong code uses the code up: a new one must be sent (429 `code_used_up`, also for the right code after it). */
const codeUsedUp = (reply: FastifyReply) => sendApiError(reply, 429, 'code_used_up', 'Too many wrong codes: ask for a new one');

/**
 * The sign-in calls: by password (e-mail or account id, or phone), by SMS code, the two-step second code, and the
 * password recovery. Codes awaited back live in the database (sentCodes.ts); wrong tries count in core's attempts.
 * Each body is checked by its route's schema (accountRequests.ts), refused with the code its page maps.
 */
export function registerSignInRoutes(app: FastifyInstance, options: SignInRouteOptions): void {
  const { players, challenges, realmOf, attempts, startSession, changePassword, now = Date.now } = options;
  const codes = new SentCodes(options.database, now);
  const nowSeconds = () => Math.floor(now() / 1000);

  /** Counts a guess at a sent code: 'used-up' once five were wrong (and the code is forgotten), 'wrong' or 'right'. */
  const guessCode = async (request: FastifyRequest, key: string, right: boolean, forget: () => Promise<void>): Promise<'right' | 'wrong' | 'used-up'> => {
    const outcome = await attempts.guess(realmOf(request), key, CODE_ATTEMPTS, right);
    if (outcome === 'used-up') await forget();
    return outcome;
  };

  /** A right password signs in, except for a two-step user, who is asked for the second code first. */
  async function passwordAccepted(request: FastifyRequest, reply: FastifyReply, user: Player, save: boolean) {
    if (!user.twoStep) return startSession(reply, user.id, save);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = nowSeconds() + TWO_STEP_CODE_LIFETIME_S;
    await codes.put(realmOf(request), 'two-step', token, { userId: user.id, save, expiresAt });
    return { success: true, response_type: 'two_step_code', two_step_token: token, expiresAt };
  }

  /** The password sign-ins, by e-mail or account id and by phone: the challenges first, then the password. */
  async function passwordSignIn(request: FastifyRequest, reply: FastifyReply, key: string, user: Player | null, password: string, save: boolean) {
    const challenge = challenges.signInGate(request, key);
    if (challenge) return reply.code(400).send({ errors: [challenge] });
    if (!user || !(await players.passwordMatches(realmOf(request), user.id, password))) {
      challenges.signInFailed(request, key);
      return wrongCredentials(reply);
    }
    challenges.signInSucceeded(request, key);
    return passwordAccepted(request, reply, user, save);
  }

  app.post<{ Body: LoginRequest }>('/web-api/auth/login', { config: { ...SIGN_IN_RATE_LIMIT, badRequestCode: 'wrong_credentials' }, schema: { body: loginRequestSchema } }, async (request, reply) => {
    const login = request.body.login.trim().toLowerCase();
    const user = login ? await players.byLogin(realmOf(request), login) : null;
    return passwordSignIn(request, reply, login, user, request.body.password, request.body.save === true);
  });

  /** The player of a number that belongs to the chosen country. */
  const userOfPhone = async (request: FastifyRequest, { phone_number, country_code }: SmsSendRequest) => {
    const phone = phone_number.trim();
    return isNumberOfCountry(phone, country_code.trim()) ? players.byPhone(realmOf(request), phone) : null;
  };

  app.post<{ Body: PhoneLoginRequest }>('/web-api/auth/login/phone', { config: { ...SIGN_IN_RATE_LIMIT, badRequestCode: 'wrong_credentials' }, schema: { body: phoneLoginRequestSchema } }, async (request, reply) =>
    passwordSignIn(request, reply, request.body.phone_number.trim(), await userOfPhone(request, request.body), request.body.password, request.body.save === true),
  );

  /** Sends the SMS sign-in code: answers its expiry also for a number no user has, so it cannot tell which exist. */
  app.post<{ Body: SmsSendRequest }>('/web-api/auth/sms/send', { config: { badRequestCode: 'invalid_phone' }, schema: { body: smsSendRequestSchema } }, async (request, reply) => {
    const phone = request.body.phone_number.trim();
    if (!isNumberOfCountry(phone, request.body.country_code.trim())) return refuse(reply, 'invalid_phone', 'Not a phone number of that country');
    const realm = realmOf(request);
    const wait = await attempts.takeSend(realm, `sms-send:${phone}`, SMS_SEND_INTERVAL_S);
    if (wait > 0) return sendApiError(reply.header('Retry-After', String(wait)), 429, 'sms_too_soon', 'A code was just sent to this number', { retryAfter: wait });
    const expiresAt = nowSeconds() + SMS_CODE_LIFETIME_S;
    const user = await userOfPhone(request, request.body);
    if (user) {
      await codes.put(realm, 'sms', phone, { userId: user.id, save: false, expiresAt });
      await attempts.clear(realm, `sms-code:${phone}`);
    }
    return { success: true, expiresAt };
  });

  app.post<{ Body: SmsLoginRequest }>('/web-api/auth/login/sms', { config: { ...SIGN_IN_RATE_LIMIT, badRequestCode: 'code_rejected' }, schema: { body: smsLoginRequestSchema } }, async (request, reply) => {
    const phone = request.body.phone_number.trim();
    const realm = realmOf(request);
    const challenge = challenges.signInGate(request, phone);
    if (challenge) return reply.code(400).send({ errors: [challenge] });
    const user = await userOfPhone(request, request.body);
    const sent = await codes.get(realm, 'sms', phone);
    const forget = () => codes.forget(realm, 'sms', phone);
    const guessed = user ? await guessCode(request, `sms-code:${phone}`, sent !== null && sameSecret(request.body.code, SMS_CODE), forget) : 'wrong';
    if (guessed === 'used-up') return codeUsedUp(reply);
    if (!user || guessed !== 'right') {
      challenges.signInFailed(request, phone);
      return codeRejected(reply);
    }
    await forget();
    challenges.signInSucceeded(request, phone);
    return startSession(reply, user.id, request.body.save === true);
  });

  app.post<{ Body: TwoStepRequest }>('/web-api/auth/login/two-step', { config: { ...SIGN_IN_RATE_LIMIT, badRequestCode: 'code_rejected' }, schema: { body: twoStepRequestSchema } }, async (request, reply) => {
    const token = request.body.two_step_token.trim();
    const realm = realmOf(request);
    const awaited = token ? await codes.get(realm, 'two-step', token) : null;
    const user = awaited?.userId ? await players.byId(realm, awaited.userId) : null;
    if (!awaited || !user) return codeRejected(reply);
    const challenge = challenges.signInGate(request, user.login);
    if (challenge) return reply.code(400).send({ errors: [challenge] });
    const forget = () => codes.forget(realm, 'two-step', token);
    const guessed = await guessCode(request, `two-step:${token}`, sameSecret(request.body.code, TWO_STEP_CODE), forget);
    if (guessed === 'used-up') return codeUsedUp(reply);
    if (guessed === 'wrong') {
      challenges.signInFailed(request, user.login);
      return codeRejected(reply);
    }
    await forget();
    challenges.signInSucceeded(request, user.login);
    return startSession(reply, user.id, awaited.save);
  });

  app.get('/web-api/phone/masks', async () => ({ masks: phoneMasks() }));
  app.get<{ Querystring: PhoneCountriesQuery }>('/web-api/phone/countries', { schema: { querystring: phoneCountriesQuerySchema } }, async (request) => ({ countries: phoneCountriesIn(request.query.lang ?? 'en') }));

  /**
   * Password recovery, step 1 (path not shown; ours): always answers success with the code's expiry, so that it
   * cannot tell which logins exist.
   */
  app.post<{ Body: RecoveryRequest }>('/web-api/auth/password/recovery', { config: SIGN_IN_RATE_LIMIT, schema: { body: recoveryRequestSchema } }, async (request) => {
    const login = request.body.login.trim().toLowerCase();
    const realm = realmOf(request);
    const expiresAt = nowSeconds() + RECOVERY_CODE_LIFETIME_S;
    const user = login ? await players.byLogin(realm, login) : null;
    if (user && user.login === login) {
      await codes.put(realm, 'recovery', login, { userId: user.id, save: false, expiresAt });
      // A new code: its tries start again.
      await attempts.clear(realm, `recovery:${login}`);
      // The mail carries the code and a link to the reset page, the office's, which redeems it; the token is in the
      // link's fragment, which no server, log or referrer ever gets.
      const link = await options.mailLinks.issue(realm, user.id, PASSWORD_RESET_LINK, PASSWORD_RESET_LINK_LIFETIME_S);
      await options.mail.send(realm, { to: login, kind: PASSWORD_RESET_LINK, links: { action: `/${request.body.lang ?? 'en'}/user/passwordreset#token=${link.token}` } });
    }
    return { success: true, expiresAt };
  });

  /**
   * Step 2: the code and a new password. A wrong or expired code answers 400 `recovery_code_rejected`, and so does a
   * request its schema refuses (a password too short).
   */
  app.post<{ Body: ResetRequest }>('/web-api/auth/password/reset', { config: { ...SIGN_IN_RATE_LIMIT, badRequestCode: 'recovery_code_rejected' }, schema: { body: resetRequestSchema } }, async (request, reply) => {
    const login = request.body.login.trim().toLowerCase();
    const realm = realmOf(request);
    const rejected = () => refuse(reply, 'recovery_code_rejected', 'The code was not accepted');
    const user = login ? await players.byLogin(realm, login) : null;
    const sent = await codes.get(realm, 'recovery', login);
    const forget = () => codes.forget(realm, 'recovery', login);
    const guessed = user && user.login === login ? await guessCode(request, `recovery:${login}`, sent !== null && sameSecret(request.body.code, RECOVERY_CODE), forget) : 'wrong';
    if (guessed === 'used-up') return codeUsedUp(reply);
    if (!user || guessed !== 'right') return rejected();
    await forget();
    // A reset ends every session of the player (whoever knew the old password is signed out), and the reset links
    // mailed before are for a password that is no longer theirs.
    await changePassword(request, user.id, request.body.password, { keepItsSession: false });
    await options.mailLinks.revoke(realm, user.id, PASSWORD_RESET_LINK);
    return { success: true };
  });
}
