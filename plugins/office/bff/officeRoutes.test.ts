// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { caller, signIn, type Caller } from '../../../tests/support/bffCaller.ts';
import type { CompiledValidator } from '@host/sdk';
import { validate_bonusesReply } from '../src/generated/validate_bonusesReply.js';
import { validate_bringFriendReply } from '../src/generated/validate_bringFriendReply.js';
import { validate_cashbackReply } from '../src/generated/validate_cashbackReply.js';
import { validate_casinoPlayReply } from '../src/generated/validate_casinoPlayReply.js';
import { validate_convertAccountReply } from '../src/generated/validate_convertAccountReply.js';
import { validate_landingReply } from '../src/generated/validate_landingReply.js';
import { validate_messagesReply } from '../src/generated/validate_messagesReply.js';
import { validate_officeRefusal } from '../src/generated/validate_officeRefusal.js';
import { validate_officeSettings } from '../src/generated/validate_officeSettings.js';
import { validate_officeSuccessReply } from '../src/generated/validate_officeSuccessReply.js';
import { validate_profileReply } from '../src/generated/validate_profileReply.js';
import { validate_promoBonusesReply } from '../src/generated/validate_promoBonusesReply.js';
import { validate_promoBonusReply } from '../src/generated/validate_promoBonusReply.js';
import { validate_promoCodeHistoryReply } from '../src/generated/validate_promoCodeHistoryReply.js';
import { validate_promoCodeReply } from '../src/generated/validate_promoCodeReply.js';
import { validate_promotionReply } from '../src/generated/validate_promotionReply.js';
import { validate_promotionsReply } from '../src/generated/validate_promotionsReply.js';
import { validate_rewardsReply } from '../src/generated/validate_rewardsReply.js';
import { validate_securityReply } from '../src/generated/validate_securityReply.js';
import { validate_sessionHistoryReply } from '../src/generated/validate_sessionHistoryReply.js';
import { validate_specialOffersReply } from '../src/generated/validate_specialOffersReply.js';
import { validate_twoFactorSetupReply } from '../src/generated/validate_twoFactorSetupReply.js';
import { validate_unreadReply } from '../src/generated/validate_unreadReply.js';
import { validate_verificationReply } from '../src/generated/validate_verificationReply.js';
import { CONFIRMATION_CODE } from './officeCatalogue.ts';
import { OFFICE_API, PROMO_API } from './officeRouteKit.ts';
import { totpAt } from './totp.ts';

const app = createTestBff();
afterAll(() => app.close());

const player = (patch?: Record<string, unknown>) => caller(app, { prefix: 'office', patch });
const guest = () => caller(app, { login: null, prefix: 'office' });

/** The reply, checked to be 200 and to match its schema. */
const valid = <T = Record<string, unknown>>(reply: LightMyRequestResponse, validator: CompiledValidator): T => {
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json();
  expect(validator(body), JSON.stringify(validator.errors)).toBe(true);
  return body as T;
};
/** The refusal's status and code. */
const refusal = (reply: LightMyRequestResponse) => {
  expect(validate_officeRefusal(reply.json())).toBe(true);
  return [reply.statusCode, reply.json().errors[0].code];
};
const remove = (call: Caller, url: string) =>
  app.inject({ method: 'DELETE', url, headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}` } });

describe('the office calls', () => {
  it('answer 401 without a bearer token', async () => {
    const visitor = await guest();
    for (const path of ['settings', 'messages', 'security', 'bonuses', 'profile']) expect((await visitor.get(`${OFFICE_API}/${path}`)).statusCode).toBe(401);
    expect((await visitor.post(`${OFFICE_API}/password`, { currentPassword: 'demo1234', newPassword: 'another-secret' })).statusCode).toBe(401);
  });

  it('read the settings data and save one setting by id and value', async () => {
    const call = await player();
    const settings = valid<{ commonSettings: Array<{ id: string; value: unknown }> }>(await call.get(`${OFFICE_API}/settings`), validate_officeSettings);
    expect(settings.commonSettings.find((setting) => setting.id === 'oneClickBet')?.value).toBe(false);
    valid(await call.post(`${OFFICE_API}/settings`, { id: 'oneClickBet', value: true }), validate_officeSuccessReply);
    valid(await call.post(`${OFFICE_API}/settings`, { id: 'acceptOddsChanges', value: 'any' }), validate_officeSuccessReply);
    const saved = valid<{ commonSettings: Array<{ id: string; value: unknown }> }>(await call.get(`${OFFICE_API}/settings`), validate_officeSettings);
    expect(saved.commonSettings.map((setting) => setting.value)).toEqual([true, 'any', true]);
  });

  it('refuse a value of the wrong kind, outside its choices, an unknown setting, and a locked one', async () => {
    const call = await player({ office: { lockedSettings: ['emailNews'] } });
    expect(refusal(await call.post(`${OFFICE_API}/settings`, { id: 'oneClickBet', value: 'yes' }))).toEqual([400, 'setting_invalid']);
    expect(refusal(await call.post(`${OFFICE_API}/settings`, { id: 'acceptOddsChanges', value: 'sometimes' }))).toEqual([400, 'setting_invalid']);
    expect(refusal(await call.post(`${OFFICE_API}/settings`, { id: 'nope', value: true }))).toEqual([404, 'setting_unknown']);
    expect(refusal(await call.post(`${OFFICE_API}/settings`, { id: 'emailNews', value: false }))).toEqual([403, 'setting_locked']);
  });

  it('save the disallowed sports with both lists at once', async () => {
    const call = await player();
    valid(await call.post(`${OFFICE_API}/settings/disallow-sports`, { line: [3, 5], live: [40] }), validate_officeSuccessReply);
    const settings = valid<{ lineDisallowSports: number[]; liveDisallowSports: number[] }>(await call.get(`${OFFICE_API}/settings`), validate_officeSettings);
    expect([settings.lineDisallowSports, settings.liveDisallowSports]).toEqual([[3, 5], [40]]);
    expect(refusal(await call.post(`${OFFICE_API}/settings/disallow-sports`, { line: [3] }))).toEqual([400, 'bad_request']);
    expect(refusal(await call.post(`${OFFICE_API}/settings/disallow-sports`, { line: [999], live: [] }))).toEqual([400, 'sports_invalid']);
  });

  it('list, read and delete messages with the unread count', async () => {
    const call = await player();
    const inbox = valid<{ messages: Array<{ id: string }>; unread: number }>(await call.get(`${OFFICE_API}/messages`), validate_messagesReply);
    expect(inbox.unread).toBe(2);
    expect(valid<{ unread: number }>(await call.post(`${OFFICE_API}/messages/m1/read`), validate_unreadReply).unread).toBe(1);
    expect(valid<{ unread: number }>(await remove(call, `${OFFICE_API}/messages/m2`), validate_unreadReply).unread).toBe(0);
    expect(valid<{ unread: number }>(await call.get(`${OFFICE_API}/messages/unread`), validate_unreadReply).unread).toBe(0);
    expect(valid<{ messages: Array<{ id: string }> }>(await call.get(`${OFFICE_API}/messages`), validate_messagesReply).messages.map((message) => message.id)).toEqual(['m1', 'm3']);
    expect(refusal(await remove(call, `${OFFICE_API}/messages/m2`))).toEqual([404, 'message_unknown']);
  });

  it('answer the histories and take a history request for an account', async () => {
    const call = await player();
    expect(valid<{ sessions: unknown[] }>(await call.get(`${OFFICE_API}/session-history`), validate_sessionHistoryReply).sessions).toHaveLength(3);
    expect(valid<{ rounds: unknown[] }>(await call.get(`${OFFICE_API}/casino-play?area=slots`), validate_casinoPlayReply).rounds).toHaveLength(2);
    valid(await call.post(`${OFFICE_API}/history-requests`, { kind: 'clear', accountId: '1000011' }), validate_officeSuccessReply);
    expect(refusal(await call.post(`${OFFICE_API}/history-requests`, { kind: 'mail', accountId: 'x' }))).toEqual([400, 'account_unknown']);
  });

  it('answer the cashback of each programme with the levels of additional_data', async () => {
    const call = await player();
    const regular = valid<{ cashbackSetting: { percent: number; additional_data: { promoPoints: unknown[] } } }>(await call.get(`${OFFICE_API}/cashback`), validate_cashbackReply);
    const vip = valid<{ cashbackSetting: { percent: number } }>(await call.get(`${OFFICE_API}/cashback?program=vip`), validate_cashbackReply);
    expect(regular.cashbackSetting.additional_data.promoPoints).toHaveLength(4);
    expect(vip.cashbackSetting.percent).toBeGreaterThan(regular.cashbackSetting.percent);
    valid(await call.get(`${OFFICE_API}/cashback?program=premium`), validate_cashbackReply);
  });

  it('check and activate promo codes, refusing unknown, expired and used ones', async () => {
    const call = await player();
    expect(valid<{ promocode: string }>(await call.get(`${OFFICE_API}/promo-codes/check?promocode=welcome100`), validate_promoCodeReply).promocode).toBe('WELCOME100');
    expect(refusal(await call.get(`${OFFICE_API}/promo-codes/check?promocode=NOPE`))).toEqual([404, 'promocode_unknown']);
    expect(refusal(await call.get(`${OFFICE_API}/promo-codes/check?promocode=SUMMER2020`))).toEqual([410, 'promocode_expired']);
    valid(await call.post(`${OFFICE_API}/promo-codes/activate`, { promocode: 'WELCOME100' }), validate_promoCodeReply);
    expect(refusal(await call.post(`${OFFICE_API}/promo-codes/activate`, { promocode: 'WELCOME100' }))).toEqual([409, 'promocode_used']);
    expect(valid<{ history: Array<{ promocode: string }> }>(await call.get(`${OFFICE_API}/promo-codes/history`), validate_promoCodeHistoryReply).history.map((entry) => entry.promocode)).toEqual(['WELCOME100']);
  });

  it('answer bonuses, offers, bring-a-friend and rewards', async () => {
    const call = await player();
    valid(await call.get(`${OFFICE_API}/bonuses`), validate_bonusesReply);
    valid(await call.get(`${OFFICE_API}/special-offers`), validate_specialOffersReply);
    valid(await call.get(`${OFFICE_API}/bring-friend`), validate_bringFriendReply);
    valid(await call.get(`${OFFICE_API}/rewards`), validate_rewardsReply);
  });

  it('enable two-factor only with a code of the new secret, and disable it only with a code', async () => {
    const call = await player();
    const { secret } = valid<{ secret: string }>(await call.post(`${OFFICE_API}/security/two-factor/setup`), validate_twoFactorSetupReply);
    const wrong = totpAt(secret, Date.now()) === '000000' ? '111111' : '000000';
    expect(refusal(await call.post(`${OFFICE_API}/security/two-factor/enable`, { code: wrong }))).toEqual([400, 'code_wrong']);
    expect(valid<{ twoFactorEnabled: boolean }>(await call.post(`${OFFICE_API}/security/two-factor/enable`, { code: totpAt(secret, Date.now()) }), validate_securityReply).twoFactorEnabled).toBe(true);
    expect(refusal(await call.post(`${OFFICE_API}/security/two-factor/setup`))).toEqual([409, 'two_factor_on']);
    expect(refusal(await call.post(`${OFFICE_API}/security/two-factor/disable`, { code: wrong }))).toEqual([400, 'code_wrong']);
    expect(valid<{ twoFactorEnabled: boolean }>(await call.post(`${OFFICE_API}/security/two-factor/disable`, { code: totpAt(secret, Date.now()) }), validate_securityReply).twoFactorEnabled).toBe(false);
  });

  it('set the security question and sign-in confirmation by e-mail', async () => {
    const call = await player();
    expect(valid<{ securityQuestionId: number }>(await call.post(`${OFFICE_API}/security/question`, { questionId: 2, answer: 'Rex' }), validate_securityReply).securityQuestionId).toBe(2);
    expect(refusal(await call.post(`${OFFICE_API}/security/question`, { questionId: 9, answer: 'Rex' }))).toEqual([400, 'answer_invalid']);
    expect(valid<{ authByEmail: boolean }>(await call.post(`${OFFICE_API}/security/auth-by-email`, { enabled: true }), validate_securityReply).authByEmail).toBe(true);
  });

  it('bind, activate and change the phone with the confirmation code', async () => {
    const call = await player();
    expect(refusal(await call.post(`${OFFICE_API}/phone/change`, { phone: '+4915112345678' }))).toEqual([409, 'phone_not_bound']);
    expect(refusal(await call.post(`${OFFICE_API}/phone/bind`, { phone: '12' }))).toEqual([400, 'phone_invalid']);
    // Another player's confirmed phone (the demo phone player's, plugins/account/bff/users.json) is not bound again.
    expect(refusal(await call.post(`${OFFICE_API}/phone/bind`, { phone: '+7 900 123-45-67' }))).toEqual([409, 'phone_taken']);
    valid(await call.post(`${OFFICE_API}/phone/bind`, { phone: '+49 151 1234 5678' }), validate_securityReply);
    expect(refusal(await call.post(`${OFFICE_API}/phone/activate`, { code: '0000' }))).toEqual([400, 'code_wrong']);
    const bound = valid<{ phone: string; phoneConfirmed: boolean }>(await call.post(`${OFFICE_API}/phone/activate`, { code: CONFIRMATION_CODE }), validate_securityReply);
    expect([bound.phone, bound.phoneConfirmed]).toEqual(['+4915112345678', true]);
    expect(valid<{ phonePending: string }>(await call.post(`${OFFICE_API}/phone/change`, { phone: '+4915100000000' }), validate_securityReply).phonePending).toBe('+4915100000000');
  });

  it('change the password only with the current one (the account module checks it), then with the new one', async () => {
    const call = await player();
    expect(refusal(await call.post(`${OFFICE_API}/password`, { currentPassword: 'wrong-one', newPassword: 'another-secret' }))).toEqual([400, 'password_wrong']);
    expect(refusal(await call.post(`${OFFICE_API}/password`, { currentPassword: 'demo1234', newPassword: 'short' }))).toEqual([400, 'password_weak']);
    valid(await call.post(`${OFFICE_API}/password`, { currentPassword: 'demo1234', newPassword: 'another-secret' }), validate_officeSuccessReply);
    expect(refusal(await call.post(`${OFFICE_API}/password`, { currentPassword: 'demo1234', newPassword: 'third-secret' }))).toEqual([400, 'password_wrong']);
    valid(await call.post(`${OFFICE_API}/password`, { currentPassword: 'another-secret', newPassword: 'third-secret' }), validate_officeSuccessReply);
  });

  it.each([
    ['login/password', 'demo@northbet.example', '100001', (password: string) => ({ url: '/web-api/auth/login', payload: { login: 'demo@northbet.example', password } })],
    ['phone/password', 'phone@northbet.example', '100006', (password: string) => ({ url: '/web-api/auth/login/phone', payload: { phone_number: '+79001234567', country_code: 'ru', password } })],
  ])('change the password %s sign-in takes in that scenario, not in another', async (_, login, userId, signInWith) => {
    const call = await caller(app, { login, prefix: 'office' });
    valid(await call.post(`${OFFICE_API}/password`, { currentPassword: 'demo1234', newPassword: 'another-secret' }), validate_officeSuccessReply);
    const signIn = (scenario: string, password: string) =>
      app.inject({ method: 'POST', ...signInWith(password), headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
    const wrongCredentials = [400, 'wrong_credentials'];
    const outcome = async (reply: Promise<LightMyRequestResponse>) => {
      const answered = await reply;
      return answered.statusCode === 200 ? answered.json() : [answered.statusCode, answered.json().errors[0].code];
    };

    expect(await outcome(signIn(call.scenario, 'another-secret'))).toEqual({ success: true, user_id: userId });
    expect(await outcome(signIn(call.scenario, 'demo1234'))).toEqual(wrongCredentials);
    const another = uniqueScenario('office');
    expect(await outcome(signIn(another, 'demo1234'))).toEqual({ success: true, user_id: userId });
    expect(await outcome(signIn(another, 'another-secret'))).toEqual(wrongCredentials);
  });

  it('change the login, refusing a taken or malformed one', async () => {
    const call = await player();
    expect(valid<{ login: string }>(await call.post(`${OFFICE_API}/login`, { login: 'lucky_player' }), validate_securityReply).login).toBe('lucky_player');
    expect(refusal(await call.post(`${OFFICE_API}/login`, { login: 'admin' }))).toEqual([409, 'login_taken']);
    expect(refusal(await call.post(`${OFFICE_API}/login`, { login: 'a b' }))).toEqual([400, 'login_invalid']);
  });

  it('refuse to confirm a phone another player confirmed after the code was sent', async () => {
    const scenario = uniqueScenario('office-phone-race');
    const sessions = [await signIn(app), await signIn(app, 'forgot@northbet.example')];
    const post = (session: { token: string }, url: string, body: unknown) =>
      app.inject({ method: 'POST', url, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, authorization: `Bearer ${session.token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    for (const session of sessions) expect((await post(session, `${OFFICE_API}/phone/bind`, { phone: '+447700900555' })).statusCode).toBe(200);
    expect((await post(sessions[1], `${OFFICE_API}/phone/activate`, { code: CONFIRMATION_CODE })).statusCode).toBe(200);
    expect(refusal(await post(sessions[0], `${OFFICE_API}/phone/activate`, { code: CONFIRMATION_CODE }))).toEqual([409, 'phone_taken']);
  });

  it('save the profile, take verification documents, confirm and change the e-mail, clarify data and convert the account', async () => {
    const call = await player();
    valid(await call.get(`${OFFICE_API}/profile`), validate_profileReply);
    const profile = { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-12-10', city: 'London', address: '1 Main St' };
    expect(valid(await call.post(`${OFFICE_API}/profile`, profile), validate_profileReply)).toEqual(profile);
    expect(refusal(await call.post(`${OFFICE_API}/profile`, { ...profile, birthDate: '10.12.1990' }))).toEqual([400, 'profile_invalid']);
    valid(await call.get(`${OFFICE_API}/verification`), validate_verificationReply);
    expect(valid<{ status: string }>(await call.post(`${OFFICE_API}/verification`, { document: 'passport' }), validate_verificationReply).status).toBe('pending');
    valid(await call.post(`${OFFICE_API}/email/change`, { email: 'ada@example.com' }), validate_securityReply);
    // The change sent its mail; asking for another at once floods no one's inbox.
    expect(refusal(await call.post(`${OFFICE_API}/email/activation`))).toEqual([429, 'mail_too_soon']);
    const confirmed = valid<{ email: string; emailConfirmed: boolean }>(await call.post(`${OFFICE_API}/email/activation/confirm`, { code: CONFIRMATION_CODE }), validate_securityReply);
    expect([confirmed.email, confirmed.emailConfirmed]).toEqual(['ada@example.com', true]);
    expect(refusal(await call.post(`${OFFICE_API}/email/change`, { email: 'not-an-email' }))).toEqual([400, 'email_invalid']);
    valid(await call.post(`${OFFICE_API}/clarify-data`, { citizenship: 'GB', occupation: 'Engineer' }), validate_officeSuccessReply);
    valid(await call.post(`${OFFICE_API}/convert-account`, { currency: 'USD' }), validate_convertAccountReply);
    expect(refusal(await call.post(`${OFFICE_API}/convert-account`, { currency: 'XYZ' }))).toEqual([400, 'currency_invalid']);
  });
});

describe('the promotional content calls', () => {
  it('answer visitors the bonus programme, promotions and landings in their language', async () => {
    const visitor = await guest();
    expect(valid<{ bonuses: Array<{ id: string }> }>(await visitor.get(`${PROMO_API}/bonuses?kind=rules`), validate_promoBonusesReply).bonuses.map((bonus) => bonus.id)).toContain('slot_first_deposit');
    valid(await visitor.get(`${PROMO_API}/bonuses?kind=games`), validate_promoBonusesReply);
    valid(await visitor.get(`${PROMO_API}/bonuses/slot_first_deposit`), validate_promoBonusReply);
    valid(await visitor.get(`${PROMO_API}/bonuses/poker-room`), validate_promoBonusReply);
    valid(await visitor.get(`${PROMO_API}/promotions`), validate_promotionsReply);
    const ru = await app.inject({ url: `${PROMO_API}/promotions/welcome-bonus`, headers: { host: 'localhost', 'x-language': 'ru' } });
    expect(valid<{ title: string }>(ru, validate_promotionReply).title).toBe('Приветственный бонус 100%');
    valid(await visitor.get(`${PROMO_API}/landings/champions`), validate_landingReply);
    expect(refusal(await visitor.get(`${PROMO_API}/promotions/unknown`))).toEqual([404, 'not_found']);
  });
});
