import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../../bff/bffModule.ts';
import { CONFIRMATION_CODE, SECURITY_QUESTIONS } from './officeCatalogue.ts';
import type { Lang } from './officeContent.ts';
import { OfficeError } from './officeDesk.ts';
import type { OfficePlayer } from './officePlayers.ts';
import { body, ok, OFFICE_API, text, type OfficeRouteKit } from './officeRouteKit.ts';
import { otpauthUri } from './totp.ts';

/** The issuer an authenticator app shows beside the code. */
export const TOTP_ISSUER = 'Northbet';

const PASSWORD_MIN_LENGTH = 8;
const LOGIN_PATTERN = /^[a-z0-9_.-]{3,30}$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+\d{7,15}$/;

/** The security data (schema `securityReply`). */
const securityOf = (player: OfficePlayer, lang: Lang) => ({
  twoFactorEnabled: player.twoFactor.secret !== null,
  securityQuestionId: player.securityQuestionId,
  questions: SECURITY_QUESTIONS.map((question) => ({ id: question.id, text: question.text[lang] })),
  authByEmail: player.authByEmail,
  phone: player.phone.number,
  phoneConfirmed: player.phone.confirmed,
  phonePending: player.phone.pending,
  login: player.login,
  email: player.email.address,
  emailConfirmed: player.email.confirmed,
  emailPending: player.email.pending,
});

/** Security (question, sign-in by e-mail, two-factor by TOTP), the phone, the password, the login and the e-mail. */
export function registerSecurityRoutes({ scope, player, post, desk, credentials, attempts, guess }: OfficeRouteKit): void {
  /** Changes the player's state and answers the security data as it is then. */
  const changeSecurity = (realm: string, caller: Caller, lang: Lang, work: (state: OfficePlayer) => void) =>
    desk.change(realm, caller.userId, (state) => {
      work(state);
      return securityOf(state, lang);
    });

  scope.get(`${OFFICE_API}/security`, player(async (_request, caller, realm, lang) => securityOf(await desk.read(realm, caller.userId), lang)));
  scope.post(
    `${OFFICE_API}/security/question`,
    post,
    player((request, caller, realm, lang) => {
      const { questionId, answer } = body(request);
      if (!SECURITY_QUESTIONS.some((question) => question.id === questionId) || text(answer, 100).length < 2) throw new OfficeError(400, 'answer_invalid');
      return changeSecurity(realm, caller, lang, (state) => (state.securityQuestionId = questionId as number));
    }),
  );
  scope.post(
    `${OFFICE_API}/security/auth-by-email`,
    post,
    player((request, caller, realm, lang) => {
      const { enabled } = body(request);
      if (typeof enabled !== 'boolean') throw new OfficeError(400, 'bad_request');
      return changeSecurity(realm, caller, lang, (state) => (state.authByEmail = enabled));
    }),
  );
  scope.post(
    `${OFFICE_API}/security/two-factor/setup`,
    post,
    player(async (_request, caller, realm) => {
      const secret = await desk.startTwoFactor(realm, caller.userId);
      return { secret, otpauthUri: otpauthUri(TOTP_ISSUER, caller.userId, secret) };
    }),
  );
  scope.post(
    `${OFFICE_API}/security/two-factor/enable`,
    post,
    player(async (request, caller, realm, lang) => {
      await desk.enableTwoFactor(realm, caller.userId, text(body(request).code, 10));
      return securityOf(await desk.read(realm, caller.userId), lang);
    }),
  );
  scope.post(
    `${OFFICE_API}/security/two-factor/disable`,
    post,
    player(async (request, caller, realm, lang) => {
      await desk.disableTwoFactor(realm, caller.userId, text(body(request).code, 10));
      return securityOf(await desk.read(realm, caller.userId), lang);
    }),
  );

  // Phone: binding or changing sends a code; activation confirms it.
  const sendPhoneCode = async (request: FastifyRequest, caller: Caller, realm: string, lang: Lang, change: boolean) => {
    const phone = text(body(request).phone, 20).replace(/[\s()-]/g, '');
    if (!PHONE_PATTERN.test(phone)) throw new OfficeError(400, 'phone_invalid');
    const security = await changeSecurity(realm, caller, lang, (state) => {
      if (change !== (state.phone.number !== null)) throw new OfficeError(409, change ? 'phone_not_bound' : 'phone_bound');
      state.phone.pending = phone;
    });
    // A new code: the tries start again.
    await attempts.clear(realm, `phone-code:${caller.userId}`);
    return security;
  };
  scope.post(`${OFFICE_API}/phone/bind`, post, player((request, caller, realm, lang) => sendPhoneCode(request, caller, realm, lang, false)));
  scope.post(`${OFFICE_API}/phone/change`, post, player((request, caller, realm, lang) => sendPhoneCode(request, caller, realm, lang, true)));
  scope.post(
    `${OFFICE_API}/phone/activate`,
    post,
    player(async (request, caller, realm, lang) => {
      if (!(await desk.read(realm, caller.userId)).phone.pending) throw new OfficeError(409, 'phone_no_code');
      const forgetCode = () => desk.change(realm, caller.userId, (state) => (state.phone.pending = null));
      await guess(request, `phone-code:${caller.userId}`, text(body(request).code, 10) === CONFIRMATION_CODE, new OfficeError(400, 'code_wrong'), forgetCode);
      return changeSecurity(realm, caller, lang, ({ phone }) => {
        // Another call may have used the code up meanwhile.
        if (!phone.pending) throw new OfficeError(409, 'phone_no_code');
        Object.assign(phone, { number: phone.pending, pending: null, confirmed: true });
      });
    }),
  );

  // Password and login.
  scope.post(
    `${OFFICE_API}/password`,
    post,
    player(async (request, caller) => {
      const { currentPassword, newPassword } = body(request);
      const next = text(newPassword, 100);
      if (next.length < PASSWORD_MIN_LENGTH) throw new OfficeError(400, 'password_weak');
      const current = text(currentPassword, 100);
      // The account module keeps the password, so that sign-in takes the new one.
      await guess(request, `current-password:${caller.userId}`, await credentials.passwordMatches(request, caller.userId, current), new OfficeError(400, 'password_wrong'));
      if (next === current) throw new OfficeError(400, 'password_same');
      await credentials.changePassword(request, caller.userId, next, { keepItsSession: true });
      return ok;
    }),
  );
  scope.post(
    `${OFFICE_API}/login`,
    post,
    player((request, caller, realm, lang) => {
      const login = text(body(request).login, 30);
      if (!LOGIN_PATTERN.test(login)) throw new OfficeError(400, 'login_invalid');
      if (login.toLowerCase() === 'admin') throw new OfficeError(409, 'login_taken');
      return changeSecurity(realm, caller, lang, (state) => (state.login = login));
    }),
  );

  // E-mail: a change waits for its confirmation code.
  scope.post(
    `${OFFICE_API}/email/activation`,
    post,
    player(async (_request, caller, realm, lang) => {
      const state = await desk.read(realm, caller.userId);
      if (state.email.confirmed) throw new OfficeError(409, 'email_confirmed');
      return securityOf(state, lang);
    }),
  );
  scope.post(
    `${OFFICE_API}/email/activation/confirm`,
    post,
    player(async (request, caller, realm, lang) => {
      const forgetCode = () => desk.change(realm, caller.userId, (state) => (state.email.pending = null));
      await guess(request, `email-code:${caller.userId}`, text(body(request).code, 10) === CONFIRMATION_CODE, new OfficeError(400, 'code_wrong'), forgetCode);
      return changeSecurity(realm, caller, lang, ({ email }) => Object.assign(email, email.pending ? { address: email.pending, pending: null, confirmed: true } : { confirmed: true }));
    }),
  );
  scope.post(
    `${OFFICE_API}/email/change`,
    post,
    player((request, caller, realm, lang) => {
      const address = text(body(request).email, 120);
      if (!EMAIL_PATTERN.test(address)) throw new OfficeError(400, 'email_invalid');
      return changeSecurity(realm, caller, lang, (state) => (state.email.pending = address));
    }),
  );
}
