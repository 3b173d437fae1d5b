import { ApiError, type Caller } from '../../../bff/bffModule.ts';
import { CONFIRMATION_CODE, PASSWORD_MIN_LENGTH, SECURITY_QUESTIONS } from './officeCatalogue.ts';
import type { Lang } from './officeContent.ts';
import type { OfficePlayer } from './officePlayers.ts';
import type { registerMailLinkRoutes } from './mailLinkRoutes.ts';
import { ok, OFFICE_API, type OfficeRouteKit } from './officeRouteKit.ts';
import { objectOf, text } from './routeSchemas.ts';
import { otpauthUri } from './totp.ts';

/** The issuer an authenticator app shows beside the code. */
export const TOTP_ISSUER = 'Northbet';

const LOGIN_PATTERN = /^[a-z0-9_.-]{3,30}$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+\d{7,15}$/;

const questionSchemas = { body: objectOf({ questionId: { type: 'integer' }, answer: text(100) }, ['questionId', 'answer']) } as const;
const authByEmailSchemas = { body: objectOf({ enabled: { type: 'boolean' } }, ['enabled']) } as const;
const codeSchemas = { body: objectOf({ code: text(10) }, ['code']) } as const;
const phoneSchemas = { body: objectOf({ phone: text(20) }, ['phone']) } as const;
const passwordSchemas = { body: objectOf({ currentPassword: text(100), newPassword: text(100) }, ['currentPassword', 'newPassword']) } as const;
const loginSchemas = { body: objectOf({ login: text(30) }, ['login']) } as const;
const emailSchemas = { body: objectOf({ email: text(120) }, ['email']) } as const;

const codeWrong = () => new ApiError(400, 'code_wrong', 'the confirmation code is wrong');
const noPhoneCode = () => new ApiError(409, 'phone_no_code', 'no code was sent to a phone: bind or change the phone first');
/** A phone signs one player in: another player's confirmed phone is not bound again. */
const phoneTaken = () => new ApiError(409, 'phone_taken', 'this phone belongs to another account');

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
export function registerSecurityRoutes({ scope, player, checked, post, desk, credentials, attempts, guess, playerRecord, mailLinks }: OfficeRouteKit, { reserveMail, sendMail }: ReturnType<typeof registerMailLinkRoutes>): void {
  /** Changes the player's state and answers the security data as it is then. */
  const changeSecurity = (realm: string, caller: Caller, lang: Lang, work: (state: OfficePlayer) => void) =>
    desk.change(realm, caller.userId, (state) => {
      work(state);
      return securityOf(state, lang);
    });

  scope.get(`${OFFICE_API}/security`, player(async (_request, caller, realm, lang) => securityOf(await desk.read(realm, caller.userId), lang)));
  // A question the catalogue lacks or an answer too short or too long: the page's `answer_invalid`.
  checked(
    'POST',
    `${OFFICE_API}/security/question`,
    questionSchemas,
    (request, caller, realm, lang) => {
      const { questionId, answer } = request.body;
      if (!SECURITY_QUESTIONS.some((question) => question.id === questionId) || answer.trim().length < 2) throw new ApiError(400, 'answer_invalid', 'a known question and an answer of 2 to 100 characters');
      return changeSecurity(realm, caller, lang, (state) => (state.securityQuestionId = questionId));
    },
    'answer_invalid',
  );
  checked('POST', `${OFFICE_API}/security/auth-by-email`, authByEmailSchemas, (request, caller, realm, lang) =>
    changeSecurity(realm, caller, lang, (state) => (state.authByEmail = request.body.enabled)),
  );
  scope.post(
    `${OFFICE_API}/security/two-factor/setup`,
    post,
    player(async (_request, caller, realm) => {
      const secret = await desk.startTwoFactor(realm, caller.userId);
      return { secret, otpauthUri: otpauthUri(TOTP_ISSUER, caller.userId, secret) };
    }),
  );
  checked('POST', `${OFFICE_API}/security/two-factor/enable`, codeSchemas, async (request, caller, realm, lang) => {
    await desk.enableTwoFactor(realm, caller.userId, request.body.code.trim());
    return securityOf(await desk.read(realm, caller.userId), lang);
  });
  checked('POST', `${OFFICE_API}/security/two-factor/disable`, codeSchemas, async (request, caller, realm, lang) => {
    await desk.disableTwoFactor(realm, caller.userId, request.body.code.trim());
    return securityOf(await desk.read(realm, caller.userId), lang);
  });

  const phoneIsFree = async (realm: string, phone: string, caller: Caller) => {
    const owner = await playerRecord.phoneOwner(realm, phone);
    return owner === null || owner === caller.userId;
  };

  // Phone: binding or changing sends a code; activation confirms it.
  const sendPhoneCode = async (typed: string, caller: Caller, realm: string, lang: Lang, change: boolean) => {
    const phone = typed.trim().replace(/[\s()-]/g, '');
    if (!PHONE_PATTERN.test(phone)) throw new ApiError(400, 'phone_invalid', 'a phone number is + and 7 to 15 digits');
    if (!(await phoneIsFree(realm, phone, caller))) throw phoneTaken();
    const security = await changeSecurity(realm, caller, lang, (state) => {
      if (change !== (state.phone.number !== null)) {
        throw change ? new ApiError(409, 'phone_not_bound', 'no phone is bound yet: bind one') : new ApiError(409, 'phone_bound', 'a phone is bound already: change it');
      }
      state.phone.pending = phone;
    });
    // A new code: the tries start again.
    await attempts.clear(realm, `phone-code:${caller.userId}`);
    return security;
  };
  checked('POST', `${OFFICE_API}/phone/bind`, phoneSchemas, (request, caller, realm, lang) => sendPhoneCode(request.body.phone, caller, realm, lang, false));
  checked('POST', `${OFFICE_API}/phone/change`, phoneSchemas, (request, caller, realm, lang) => sendPhoneCode(request.body.phone, caller, realm, lang, true));
  checked('POST', `${OFFICE_API}/phone/activate`, codeSchemas, async (request, caller, realm, lang) => {
    const pending = (await desk.read(realm, caller.userId)).phone.pending;
    if (!pending) throw noPhoneCode();
    // Another player may have confirmed the number since the code was sent.
    if (!(await phoneIsFree(realm, pending, caller))) throw phoneTaken();
    const forgetCode = () => desk.change(realm, caller.userId, (state) => (state.phone.pending = null));
    await guess(request, `phone-code:${caller.userId}`, request.body.code.trim() === CONFIRMATION_CODE, codeWrong(), forgetCode);
    let confirmed = '';
    const security = await changeSecurity(realm, caller, lang, ({ phone }) => {
      // Another call may have used the code up meanwhile.
      if (!phone.pending) throw noPhoneCode();
      confirmed = phone.pending;
      Object.assign(phone, { number: phone.pending, pending: null, confirmed: true });
    });
    // The player's record has it too: the user config's activation and the phone sign-ins.
    await playerRecord.phoneConfirmed(realm, caller.userId, confirmed);
    return security;
  });

  // Password and login.
  checked('POST', `${OFFICE_API}/password`, passwordSchemas, async (request, caller, realm) => {
    const next = request.body.newPassword.trim();
    if (next.length < PASSWORD_MIN_LENGTH) throw new ApiError(400, 'password_weak', `a password has at least ${PASSWORD_MIN_LENGTH} characters`);
    const current = request.body.currentPassword.trim();
    // The account module keeps the password, so that sign-in takes the new one.
    await guess(request, `current-password:${caller.userId}`, await credentials.passwordMatches(request, caller.userId, current), new ApiError(400, 'password_wrong', 'the current password is wrong'));
    if (next === current) throw new ApiError(400, 'password_same', 'the new password is the current one');
    await credentials.changePassword(request, caller.userId, next, { keepItsSession: true });
    // A reset link sent before is for a password that is no longer the player's.
    await mailLinks.revoke(realm, caller.userId, 'passwordreset');
    return ok;
  });
  checked('POST', `${OFFICE_API}/login`, loginSchemas, (request, caller, realm, lang) => {
    const login = request.body.login.trim();
    if (!LOGIN_PATTERN.test(login)) throw new ApiError(400, 'login_invalid', 'a login is 3 to 30 letters, digits, _ . or -');
    if (login.toLowerCase() === 'admin') throw new ApiError(409, 'login_taken', 'this login is taken');
    return changeSecurity(realm, caller, lang, (state) => (state.login = login));
  });

  // E-mail: an address (or a change of it) waits for its confirmation code, or the link of the mail that carries it.
  scope.post(
    `${OFFICE_API}/email/activation`,
    post,
    player(async (_request, caller, realm, lang) => {
      const state = await desk.read(realm, caller.userId);
      if (state.email.confirmed && !state.email.pending) throw new ApiError(409, 'email_confirmed', 'the e-mail is confirmed already');
      if (!state.email.address && !state.email.pending) throw new ApiError(409, 'email_missing', 'there is no e-mail to confirm: add one first');
      await reserveMail(realm, caller.userId);
      if (state.email.pending) await sendMail(realm, caller.userId, state.email.pending, 'confirm', lang);
      else await sendMail(realm, caller.userId, state.email.address, 'activate', lang);
      return securityOf(state, lang);
    }),
  );
  checked('POST', `${OFFICE_API}/email/activation/confirm`, codeSchemas, async (request, caller, realm, lang) => {
    const forgetCode = () => desk.change(realm, caller.userId, (state) => (state.email.pending = null));
    await guess(request, `email-code:${caller.userId}`, request.body.code.trim() === CONFIRMATION_CODE, codeWrong(), forgetCode);
    return changeSecurity(realm, caller, lang, ({ email }) => Object.assign(email, email.pending ? { address: email.pending, pending: null, confirmed: true } : { confirmed: true }));
  });
  checked('POST', `${OFFICE_API}/email/change`, emailSchemas, async (request, caller, realm, lang) => {
    const address = request.body.email.trim();
    if (!EMAIL_PATTERN.test(address)) throw new ApiError(400, 'email_invalid', 'the e-mail address is not valid');
    await reserveMail(realm, caller.userId);
    // No link sent for the address asked before may confirm this one, not even in the moment before the new mail.
    await mailLinks.revoke(realm, caller.userId, 'confirm');
    const security = await changeSecurity(realm, caller, lang, (state) => (state.email.pending = address));
    await sendMail(realm, caller.userId, address, 'confirm', lang);
    return security;
  });
}
