import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller, CredentialsService, SignInService } from '../../../bff/bffServices.ts';
import type { ScenarioState } from '../../../bff/domainStore.ts';
import { CODE_ATTEMPTS, PASSWORD_ATTEMPTS, type AttemptLimits } from '../../../bff/attemptLimits.ts';
import { isUnavailable } from '../../../bff/database/database.ts';
import { BONUS_RULES, LANDINGS, langOf, PROMOTIONS, type Lang } from './officeContent.ts';
import { CONFIRMATION_CODE, OfficeDesk, OfficeError, SECURITY_QUESTIONS, type HistoryKind, type SettingValue } from './officeDesk.ts';
import { otpauthUri } from './totp.ts';

/** The office calls (the spec shows none of their paths: this project's). */
export const OFFICE_API = '/office-api/v1';
/** The promotional content calls, open to visitors. */
export const PROMO_API = '/promo-api/v1';
/** The issuer an authenticator app shows beside the code. */
export const TOTP_ISSUER = 'Northbet';

const BODY_LIMIT = 8 * 1024;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 200): string => {
  if (typeof value !== 'string' || value.length > max) throw new OfficeError(400, 'bad_request');
  return value.trim();
};
const ids = (value: unknown): number[] => {
  if (!Array.isArray(value) || value.length > 300 || !value.every((id) => Number.isInteger(id))) throw new OfficeError(400, 'bad_request');
  return value as number[];
};
const HISTORY_KINDS = new Set<HistoryKind>(['mail', 'clear', 'casinoMail']);
const CASHBACK_PROGRAMS = { regular: 1, vip: 1.5, premium: 2 } as const;
const PASSWORD_MIN_LENGTH = 8;
const LOGIN_PATTERN = /^[a-z0-9_.-]{3,30}$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+\d{7,15}$/;

interface RouteOptions {
  desk: OfficeDesk;
  signIn: SignInService;
  credentials: CredentialsService;
  stateOf(request: FastifyRequest): ScenarioState;
  /** Whose player a call is for (BffContext.realmOf): the wrong tries of a player count on every server. */
  realmOf(request: FastifyRequest): string;
  attempts: AttemptLimits;
  now: () => number;
}

const ok = { success: true } as const;

/**
 * The office calls, per signed-in player (bearer token), under /office-api/v1; and the bonus, promotion and landing
 * content under /promo-api/v1. A refusal is `{ errors: [{ status, code, detail }] }`: the client words it from the
 * code in its own dictionary.
 */
export function registerOfficeRoutes(app: FastifyInstance, { desk, signIn, credentials, stateOf, realmOf, attempts, now }: RouteOptions): void {
  app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof OfficeError) return reply.code(error.status).send({ errors: [{ status: error.status, code: error.code, detail: error.code }] });
      // The server's 503 for a database that is down.
      if (isUnavailable(error)) throw error;
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error(error);
      return reply.code(status).send({ errors: [{ status, code: status === 500 ? 'server_error' : 'bad_request', detail: 'refused' }] });
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    type Handler<Route extends { Params?: unknown; Querystring?: unknown; Body?: unknown }> = (
      request: FastifyRequest<Route>,
      caller: Caller,
      scenario: ScenarioState,
      lang: Lang,
    ) => unknown;
    const player =
      <Route extends { Params?: unknown; Querystring?: unknown; Body?: unknown }>(handler: Handler<Route>) =>
      async (request: FastifyRequest<Route>, reply: FastifyReply) => {
        const caller = await signIn.fromBearer(request);
        if (!caller) return signIn.unauthorized(reply);
        return handler(request, caller, stateOf(request), langOf(request.headers['x-language']));
      };
    const body = (request: FastifyRequest): Record<string, unknown> => {
      if (!isRecord(request.body)) throw new OfficeError(400, 'bad_request');
      return request.body;
    };
    const post = { bodyLimit: BODY_LIMIT };

    /**
     * A guess at a confirmation code or the current password, counted in the database: `right` clears the count; the
     * fifth wrong one uses the code up (`code_used_up`: a new one must be sent) or locks the password check for 15
     * minutes (`too_many_attempts`); while locked, even the right answer is refused.
     */
    const guess = async (request: FastifyRequest, key: string, right: boolean, wrong: OfficeError, onUsedUp?: () => void) => {
      const outcome = await attempts.guess(realmOf(request), key, onUsedUp ? CODE_ATTEMPTS : PASSWORD_ATTEMPTS, right);
      if (outcome === 'right') return;
      if (outcome === 'wrong') throw wrong;
      onUsedUp?.();
      throw new OfficeError(429, onUsedUp ? 'code_used_up' : 'too_many_attempts');
    };

    // Settings (first document 3.7; 7: get settings, save one by id and value, save disallow sports with both lists).
    scope.get(`${OFFICE_API}/settings`, player((_request, caller, scenario, lang) => desk.settingsOf(scenario, caller.userId, lang)));
    scope.post(
      `${OFFICE_API}/settings`,
      post,
      player((request, caller, scenario) => {
        const { id, value } = body(request);
        if (typeof value !== 'boolean' && typeof value !== 'string' && typeof value !== 'number') throw new OfficeError(400, 'setting_invalid');
        desk.saveSetting(scenario, caller.userId, text(id, 64), value as SettingValue);
        return ok;
      }),
    );
    scope.post(
      `${OFFICE_API}/settings/disallow-sports`,
      post,
      player((request, caller, scenario) => {
        const { line, live } = body(request);
        desk.saveDisallowSports(scenario, caller.userId, ids(line), ids(live));
        return ok;
      }),
    );

    // Messages.
    scope.get(`${OFFICE_API}/messages`, player((_request, caller, scenario, lang) => desk.messagesOf(scenario, caller.userId, lang)));
    scope.get(`${OFFICE_API}/messages/unread`, player((_request, caller, scenario) => ({ unread: desk.unreadOf(scenario, caller.userId) })));
    scope.post<{ Params: { id: string } }>(
      `${OFFICE_API}/messages/:id/read`,
      post,
      player<{ Params: { id: string } }>((request, caller, scenario) => {
        desk.readMessage(scenario, caller.userId, request.params.id);
        return { success: true, unread: desk.unreadOf(scenario, caller.userId) };
      }),
    );
    scope.delete<{ Params: { id: string } }>(
      `${OFFICE_API}/messages/:id`,
      player<{ Params: { id: string } }>((request, caller, scenario) => {
        desk.deleteMessage(scenario, caller.userId, request.params.id);
        return { success: true, unread: desk.unreadOf(scenario, caller.userId) };
      }),
    );

    // Histories.
    scope.get(
      `${OFFICE_API}/session-history`,
      player(() => {
        const hour = 3_600_000;
        const start = now();
        return {
          sessions: [
            { id: 's3', startedAt: Math.floor(start / 1000), endedAt: null, ip: '203.0.113.24', device: 'Chrome, Windows' },
            { id: 's2', startedAt: Math.floor((start - 26 * hour) / 1000), endedAt: Math.floor((start - 25 * hour) / 1000), ip: '203.0.113.24', device: 'Safari, iOS' },
            { id: 's1', startedAt: Math.floor((start - 75 * hour) / 1000), endedAt: Math.floor((start - 73 * hour) / 1000), ip: '198.51.100.7', device: 'Chrome, Android' },
          ],
        };
      }),
    );
    scope.post(
      `${OFFICE_API}/history-requests`,
      post,
      player((request, caller, scenario) => {
        const { kind, accountId } = body(request);
        if (typeof kind !== 'string' || !HISTORY_KINDS.has(kind as HistoryKind)) throw new OfficeError(400, 'bad_request');
        const account = text(accountId, 40);
        if (!/^\d{1,20}$/.test(account)) throw new OfficeError(400, 'account_unknown');
        desk.requestHistory(scenario, caller.userId, kind as HistoryKind, account);
        return ok;
      }),
    );
    scope.get<{ Querystring: { area?: string } }>(
      `${OFFICE_API}/casino-play`,
      player<{ Querystring: { area?: string } }>((request) => {
        const slots = request.query.area === 'slots';
        const at = Math.floor(now() / 1000);
        const rounds = slots
          ? [
              { id: 'r3', game: 'Book of Northbet', stake: 1, win: 0, currency: 'EUR', playedAt: at - 600 },
              { id: 'r2', game: 'Fruit Machine', stake: 2, win: 5.4, currency: 'EUR', playedAt: at - 1200 },
            ]
          : [{ id: 'r1', game: 'European Roulette', stake: 5, win: 10, currency: 'EUR', playedAt: at - 3600 }];
        return { rounds };
      }),
    );

    // Cashback (the programme's points and levels come from the cashback setting's additional_data).
    scope.get<{ Querystring: { program?: string } }>(
      `${OFFICE_API}/cashback`,
      player<{ Querystring: { program?: string } }>((request, caller, scenario, lang) => {
        const program = (request.query.program ?? 'regular') as keyof typeof CASHBACK_PROGRAMS;
        const factor = CASHBACK_PROGRAMS[program];
        if (factor === undefined) throw new OfficeError(400, 'bad_request');
        const settings = desk.settingsOf(scenario, caller.userId, lang);
        return { program, points: settings.pointsAccumulated, clubPoints: settings.clubPoints, showClubPoints: settings.showClubPoints, cashbackSetting: { ...settings.cashbackSetting, percent: settings.cashbackSetting.percent * factor } };
      }),
    );

    // Promo codes.
    scope.get<{ Querystring: { promocode?: string } }>(
      `${OFFICE_API}/promo-codes/check`,
      player<{ Querystring: { promocode?: string } }>((request, _caller, _scenario, lang) => {
        const known = desk.checkPromoCode(text(request.query.promocode ?? '', 40));
        return { promocode: known.code, title: known.title[lang], amount: known.amountMinor / 100, currency: known.currency };
      }),
    );
    scope.post(
      `${OFFICE_API}/promo-codes/activate`,
      post,
      player((request, caller, scenario, lang) => {
        const known = desk.activatePromoCode(scenario, caller.userId, text(body(request).promocode, 40));
        return { promocode: known.code, title: known.title[lang], amount: known.amountMinor / 100, currency: known.currency };
      }),
    );
    scope.get(
      `${OFFICE_API}/promo-codes/history`,
      player((_request, caller, scenario, lang) => ({
        history: desk.playerOf(scenario, caller.userId).promoHistory.map((entry) => {
          const known = desk.checkPromoCode(entry.code);
          return { promocode: entry.code, title: known.title[lang], activatedAt: entry.activatedAt };
        }),
      })),
    );

    // Bonuses, offers, bring a friend, rewards.
    scope.get(
      `${OFFICE_API}/bonuses`,
      player((_request, _caller, _scenario, lang) => ({
        bonuses: [
          { id: 'b1', kind: 'deposit', title: lang === 'ru' ? 'Бонус на первый депозит' : 'First deposit bonus', amount: 50, currency: 'EUR', wagerRequired: 250, wagered: 90, expiresAt: '2026-12-31', status: 'active' },
          { id: 'b2', kind: 'sport', title: lang === 'ru' ? 'Фрибет 5 EUR' : 'Free bet 5 EUR', amount: 5, currency: 'EUR', wagerRequired: 0, wagered: 0, expiresAt: '2026-11-29', status: 'active' },
          { id: 'b3', kind: 'casino', title: lang === 'ru' ? '50 фриспинов' : '50 free spins', amount: 10, currency: 'EUR', wagerRequired: 350, wagered: 350, expiresAt: '2026-11-01', status: 'completed' },
        ],
      })),
    );
    scope.get(
      `${OFFICE_API}/special-offers`,
      player((_request, _caller, _scenario, lang) => ({
        offers: PROMOTIONS.map((promotion) => ({ id: promotion.id, title: promotion.title[lang], summary: promotion.summary[lang], endsAt: promotion.endsAt })),
      })),
    );
    scope.get(
      `${OFFICE_API}/bring-friend`,
      player((_request, caller) => ({
        link: `https://demo.northbet.example/?bf=${caller.userId}`,
        invited: 2,
        qualified: 1,
        earned: 10,
        currency: 'EUR',
        banners: [
          { id: 'banner-300x250', width: 300, height: 250 },
          { id: 'banner-728x90', width: 728, height: 90 },
        ],
      })),
    );
    scope.get(
      `${OFFICE_API}/rewards`,
      player((_request, _caller, _scenario, lang) => ({
        rewards: [
          { id: 'w1', title: lang === 'ru' ? 'Первая ставка' : 'First bet', earned: true, points: 50 },
          { id: 'w2', title: lang === 'ru' ? '10 выигранных экспрессов' : '10 accumulators won', earned: false, points: 300 },
        ],
      })),
    );

    // Security.
    const securityOf = (caller: Caller, scenario: ScenarioState, lang: Lang) => {
      const state = desk.playerOf(scenario, caller.userId);
      return {
        twoFactorEnabled: state.twoFactor.secret !== null,
        securityQuestionId: state.securityQuestion?.questionId ?? null,
        questions: SECURITY_QUESTIONS.map((question) => ({ id: question.id, text: question.text[lang] })),
        authByEmail: state.authByEmail,
        phone: state.phone.number,
        phoneConfirmed: state.phone.confirmed,
        phonePending: state.phone.pending,
        login: state.login,
        email: state.email.address,
        emailConfirmed: state.email.confirmed,
        emailPending: state.email.pending,
      };
    };
    scope.get(`${OFFICE_API}/security`, player((_request, caller, scenario, lang) => securityOf(caller, scenario, lang)));
    scope.post(
      `${OFFICE_API}/security/question`,
      post,
      player((request, caller, scenario, lang) => {
        const { questionId, answer } = body(request);
        if (!SECURITY_QUESTIONS.some((question) => question.id === questionId) || text(answer, 100).length < 2) throw new OfficeError(400, 'answer_invalid');
        desk.playerOf(scenario, caller.userId).securityQuestion = { questionId: questionId as number };
        return securityOf(caller, scenario, lang);
      }),
    );
    scope.post(
      `${OFFICE_API}/security/auth-by-email`,
      post,
      player((request, caller, scenario, lang) => {
        const { enabled } = body(request);
        if (typeof enabled !== 'boolean') throw new OfficeError(400, 'bad_request');
        desk.playerOf(scenario, caller.userId).authByEmail = enabled;
        return securityOf(caller, scenario, lang);
      }),
    );
    scope.post(
      `${OFFICE_API}/security/two-factor/setup`,
      post,
      player((_request, caller, scenario) => {
        const secret = desk.startTwoFactor(scenario, caller.userId);
        return { secret, otpauthUri: otpauthUri(TOTP_ISSUER, caller.userId, secret) };
      }),
    );
    scope.post(
      `${OFFICE_API}/security/two-factor/enable`,
      post,
      player((request, caller, scenario, lang) => {
        desk.enableTwoFactor(scenario, caller.userId, text(body(request).code, 10));
        return securityOf(caller, scenario, lang);
      }),
    );
    scope.post(
      `${OFFICE_API}/security/two-factor/disable`,
      post,
      player((request, caller, scenario, lang) => {
        desk.disableTwoFactor(scenario, caller.userId, text(body(request).code, 10));
        return securityOf(caller, scenario, lang);
      }),
    );

    // Phone: binding or changing sends a code; activation confirms it.
    const sendPhoneCode = async (request: FastifyRequest, caller: Caller, scenario: ScenarioState, lang: Lang, change: boolean) => {
      const phone = text(body(request).phone, 20).replace(/[\s()-]/g, '');
      if (!PHONE_PATTERN.test(phone)) throw new OfficeError(400, 'phone_invalid');
      const state = desk.playerOf(scenario, caller.userId).phone;
      if (change !== (state.number !== null)) throw new OfficeError(409, change ? 'phone_not_bound' : 'phone_bound');
      state.pending = phone;
      // A new code: the tries start again.
      await attempts.clear(realmOf(request), `phone-code:${caller.userId}`);
      return securityOf(caller, scenario, lang);
    };
    scope.post(`${OFFICE_API}/phone/bind`, post, player((request, caller, scenario, lang) => sendPhoneCode(request, caller, scenario, lang, false)));
    scope.post(`${OFFICE_API}/phone/change`, post, player((request, caller, scenario, lang) => sendPhoneCode(request, caller, scenario, lang, true)));
    scope.post(
      `${OFFICE_API}/phone/activate`,
      post,
      player(async (request, caller, scenario, lang) => {
        const state = desk.playerOf(scenario, caller.userId).phone;
        if (!state.pending) throw new OfficeError(409, 'phone_no_code');
        await guess(request, `phone-code:${caller.userId}`, text(body(request).code, 10) === CONFIRMATION_CODE, new OfficeError(400, 'code_wrong'), () => (state.pending = null));
        Object.assign(state, { number: state.pending, pending: null, confirmed: true });
        return securityOf(caller, scenario, lang);
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
      player((request, caller, scenario, lang) => {
        const login = text(body(request).login, 30);
        if (!LOGIN_PATTERN.test(login)) throw new OfficeError(400, 'login_invalid');
        if (login.toLowerCase() === 'admin') throw new OfficeError(409, 'login_taken');
        desk.playerOf(scenario, caller.userId).login = login;
        return securityOf(caller, scenario, lang);
      }),
    );

    // Profile, verification, e-mail, clarification, conversion.
    scope.get(`${OFFICE_API}/profile`, player((_request, caller, scenario) => desk.playerOf(scenario, caller.userId).profile));
    scope.post(
      `${OFFICE_API}/profile`,
      post,
      player((request, caller, scenario) => {
        const fields = body(request);
        const profile = {
          firstName: text(fields.firstName, 60),
          lastName: text(fields.lastName, 60),
          birthDate: text(fields.birthDate, 10),
          city: text(fields.city, 60),
          address: text(fields.address, 120),
        };
        if (profile.birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(profile.birthDate)) throw new OfficeError(400, 'profile_invalid');
        desk.playerOf(scenario, caller.userId).profile = profile;
        return profile;
      }),
    );
    scope.get(`${OFFICE_API}/verification`, player((_request, caller, scenario) => desk.playerOf(scenario, caller.userId).verification));
    scope.post(
      `${OFFICE_API}/verification`,
      post,
      player((request, caller, scenario) => {
        const document = text(body(request).document, 20);
        if (!['passport', 'idCard', 'driverLicence', 'utilityBill'].includes(document)) throw new OfficeError(400, 'document_invalid');
        const verification = desk.playerOf(scenario, caller.userId).verification;
        if (!verification.documents.includes(document)) verification.documents.push(document);
        verification.status = 'pending';
        return verification;
      }),
    );
    scope.post(
      `${OFFICE_API}/email/activation`,
      post,
      player((_request, caller, scenario, lang) => {
        const email = desk.playerOf(scenario, caller.userId).email;
        if (email.confirmed) throw new OfficeError(409, 'email_confirmed');
        return securityOf(caller, scenario, lang);
      }),
    );
    scope.post(
      `${OFFICE_API}/email/activation/confirm`,
      post,
      player(async (request, caller, scenario, lang) => {
        const email = desk.playerOf(scenario, caller.userId).email;
        await guess(request, `email-code:${caller.userId}`, text(body(request).code, 10) === CONFIRMATION_CODE, new OfficeError(400, 'code_wrong'), () => (email.pending = null));
        Object.assign(email, email.pending ? { address: email.pending, pending: null, confirmed: true } : { confirmed: true });
        return securityOf(caller, scenario, lang);
      }),
    );
    scope.post(
      `${OFFICE_API}/email/change`,
      post,
      player((request, caller, scenario, lang) => {
        const address = text(body(request).email, 120);
        if (!EMAIL_PATTERN.test(address)) throw new OfficeError(400, 'email_invalid');
        desk.playerOf(scenario, caller.userId).email.pending = address;
        return securityOf(caller, scenario, lang);
      }),
    );
    scope.post(
      `${OFFICE_API}/clarify-data`,
      post,
      player((request, caller, scenario) => {
        const fields = body(request);
        if (!text(fields.citizenship, 60) || !text(fields.occupation, 60)) throw new OfficeError(400, 'profile_invalid');
        desk.playerOf(scenario, caller.userId).clarified = true;
        return ok;
      }),
    );
    scope.post(
      `${OFFICE_API}/convert-account`,
      post,
      player((request, caller, scenario, lang) => {
        const currency = text(body(request).currency, 3);
        if (!desk.settingsOf(scenario, caller.userId, lang).availableCurrencies.includes(currency)) throw new OfficeError(400, 'currency_invalid');
        desk.playerOf(scenario, caller.userId).convertedTo = currency;
        return { success: true, currency };
      }),
    );

    // Bonus programme, promotions and landings (public content).
    scope.get<{ Querystring: { kind?: string } }>(`${PROMO_API}/bonuses`, async (request) => {
      const lang = langOf(request.headers['x-language']);
      const kind = request.query.kind === 'games' ? 'games' : 'rules';
      return { bonuses: BONUS_RULES.filter((bonus) => bonus.kind === kind && bonus.partner === null).map((bonus) => ({ id: bonus.id, title: bonus.title[lang], body: bonus.body[lang] })) };
    });
    scope.get<{ Params: { id: string } }>(`${PROMO_API}/bonuses/:id`, async (request) => {
      const lang = langOf(request.headers['x-language']);
      const bonus = BONUS_RULES.find((candidate) => candidate.id === request.params.id || candidate.partner === request.params.id);
      if (!bonus) throw new OfficeError(404, 'not_found');
      return { id: bonus.id, title: bonus.title[lang], body: bonus.body[lang] };
    });
    scope.get(`${PROMO_API}/promotions`, async (request) => {
      const lang = langOf(request.headers['x-language']);
      return { promotions: PROMOTIONS.map((promotion) => ({ id: promotion.id, title: promotion.title[lang], summary: promotion.summary[lang], body: promotion.body[lang], endsAt: promotion.endsAt })) };
    });
    scope.get<{ Params: { id: string } }>(`${PROMO_API}/promotions/:id`, async (request) => {
      const lang = langOf(request.headers['x-language']);
      const promotion = PROMOTIONS.find((candidate) => candidate.id === request.params.id);
      if (!promotion) throw new OfficeError(404, 'not_found');
      return { id: promotion.id, title: promotion.title[lang], summary: promotion.summary[lang], body: promotion.body[lang], endsAt: promotion.endsAt };
    });
    scope.get<{ Params: { id: string } }>(`${PROMO_API}/landings/:id`, async (request) => {
      const lang = langOf(request.headers['x-language']);
      const landing = LANDINGS.find((candidate) => candidate.id === request.params.id);
      if (!landing) throw new OfficeError(404, 'not_found');
      return { id: landing.id, title: landing.title[lang], body: landing.body[lang], promotionId: landing.promotionId };
    });
  });
}
