// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { validate_accountsReply } from '../src/generated/validate_accountsReply.js';
import { validate_registrationReply } from '../src/generated/validate_registrationReply.js';
import { validate_userConfigReply } from '../src/generated/validate_userConfigReply.js';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';

const app = createTestBff();
afterAll(() => app.close());

const register = (payload: unknown) => app.inject({ method: 'POST', url: '/web-api/auth/registration', payload: payload as object, headers: { host: 'localhost' } });
const withSession = (cookie: string, url: string, authorization?: string) =>
  app.inject({ url, headers: { host: 'localhost', cookie, ...(authorization ? { authorization } : {}) } });
const newEmail = () => `player-${randomUUID()}@northbet.example`;
/** A date of birth `years` years and `days` days before today (UTC). */
const bornYearsAgo = (years: number, days = 0) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
};
const valid = (email = newEmail()) => ({
  type: 'full_reg',
  email,
  password: 'secret123',
  currencyId: 840,
  bonusChoice: 1,
  birthDate: bornYearsAgo(30),
  termsAccepted: true,
  privacyAccepted: true,
  marketingConsent: false,
});
const refusal = (reply: { statusCode: number; json(): { errors: Array<{ code: string }> } }) => [reply.statusCode, reply.json().errors[0].code];
/** A registration on a test scenario's copy of the demo domain, run under another jurisdiction profile. */
async function registerUnder(jurisdiction: string, payload: unknown) {
  const scenario = `registration-${randomUUID()}`;
  await app.inject({ method: 'POST', url: `/bff-test/scenario/${scenario}`, payload: { jurisdiction }, headers: { host: 'localhost' } });
  return app.inject({ method: 'POST', url: '/web-api/auth/registration', payload: payload as object, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
}

describe('reference BFF registration', () => {
  it('keeps the player in the database with a scrypt hash of the password, and the session by a hash of its cookie only', async () => {
    const email = newEmail();
    const reply = await register(valid(email));
    const userId = reply.json().user_id as string;
    const cookieValue = String(reply.headers['set-cookie']).split(';')[0].split('=')[1];
    const database = await openTestDatabase();
    const [player] = await database.query<{ login: string; password_hash: string }>('SELECT login, password_hash FROM account_player WHERE user_id = $1', [userId]);
    expect(player.login).toBe(email);
    expect(player.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(player.password_hash).not.toContain('secret123');
    const sessions = await database.query<{ cookie_hash: string }>('SELECT cookie_hash FROM account_session WHERE user_id = $1', [userId]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].cookie_hash).not.toBe(cookieValue);
    // A second registration of the same e-mail, even at the same moment, is refused.
    const twice = await Promise.all([register(valid(email)), register(valid(email))]);
    expect(twice.map((again) => again.json().errors[0].code)).toEqual(['email_taken', 'email_taken']);
  });

  it('creates the player and signs them in, with accounts in the chosen currency', async () => {
    const email = newEmail();
    const reply = await register(valid(email));
    expect(reply.statusCode).toBe(200);
    expect(validate_registrationReply(reply.json())).toBe(true);
    expect(reply.headers['set-cookie']).toMatch(/^bff_session=[^;]+; HttpOnly; Path=\/; SameSite=Lax$/);
    const cookie = String(reply.headers['set-cookie']).split(';')[0];
    const userId = reply.json().user_id as string;

    expect((await withSession(cookie, '/web-api/session/check')).json()).toEqual({ user_id: userId, ban_level: 0, ban_version: 0 });
    const config = (await withSession(cookie, '/web-api/user/config')).json();
    expect(validate_userConfigReply(config)).toBe(true);
    // A new player: not verified, no deposit, e-mail not activated yet.
    expect(config.result).toMatchObject({ verification_status: 1, has_deposit: false, activation_type: 0, user_email: email });

    const token = (await withSession(cookie, '/web-api/user/gettoken?force_refresh=true')).json().data.token as string;
    const accounts = (await withSession(cookie, '/web-api/user/accounts', `Bearer ${token}`)).json();
    expect(validate_accountsReply(accounts)).toBe(true);
    expect(accounts.accounts).toMatchObject([
      { id: `${userId}1`, type: 0, iso: 'USD', currencyId: 840, money: 0, isActive: true },
      { id: `${userId}2`, type: 4, iso: 'USD', currencyId: 840, money: 0, isActive: false },
    ]);
  });

  it('lets the new player log in again with the password they chose', async () => {
    const email = newEmail();
    await register(valid(email));
    const login = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: email, password: 'secret123' }, headers: { host: 'localhost' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an e-mail that is already registered', async () => {
    const reply = await register(valid('demo@northbet.example'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0]).toEqual({ status: '400', code: 'email_taken', detail: 'This e-mail is already registered' });
  });

  it.each([
    [{ ...valid(), email: 'not-an-address' }, 'body/email must match pattern'],
    [{ ...valid(), email: `${'x'.repeat(65)}@northbet.example` }, 'body/email must match pattern'],
    [{ ...valid(), password: 'short' }, 'body/password must NOT have fewer than 8 characters'],
    [{ ...valid(), password: 'x'.repeat(129) }, 'body/password must NOT have more than 128 characters'],
    [{ ...valid(), currencyId: 1 }, 'body/currencyId must be equal to one of the allowed values'],
    [{ ...valid(), currencyId: '840' }, 'body/currencyId must be equal to one of the allowed values'],
    [{ ...valid(), currencyId: '__proto__' }, 'body/currencyId must be equal to one of the allowed values'],
    [{ ...valid(), currencyId: 'constructor' }, 'body/currencyId must be equal to one of the allowed values'],
    [{ ...valid(), bonusChoice: 3 }, 'body/bonusChoice must be equal to one of the allowed values'],
    [{ ...valid(), type: 'fast_reg' }, 'body/type must be equal to constant'],
    [{ ...valid(), admin: true }, 'body must NOT have additional properties'],
    [{ ...valid(), bonusChoice: undefined }, "body must have required property 'bonusChoice'"],
    [{ ...valid(), birthDate: undefined }, "body must have required property 'birthDate'"],
    [{ ...valid(), birthDate: '1.2.1990' }, 'body/birthDate must match pattern'],
    [{ ...valid(), termsAccepted: undefined }, "body must have required property 'termsAccepted'"],
    [{ ...valid(), marketingConsent: undefined }, "body must have required property 'marketingConsent'"],
    [['x'], 'body must be object'],
  ])('refuses %j by its schema: %s', async (payload, detail) => {
    const reply = await register(payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0]).toMatchObject({ status: '400', code: 'invalid_registration', detail: expect.stringContaining(detail) });
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a player younger than the profile\'s minimum age, and takes one on their birthday', async () => {
    const young = await register({ ...valid(), birthDate: bornYearsAgo(18, -1) });
    expect(refusal(young)).toEqual([400, 'under_age']);
    expect(young.json().errors[0]).toMatchObject({ detail: 'Players must be at least 18 years old', meta: { minimumAge: 18 } });
    expect(young.headers['set-cookie']).toBeUndefined();
    expect((await register({ ...valid(), birthDate: bornYearsAgo(18) })).statusCode).toBe(200);
  });

  it('refuses a date of birth that is no past day', async () => {
    expect(refusal(await register({ ...valid(), birthDate: '1990-02-30' }))).toEqual([400, 'invalid_birth_date']);
    expect(refusal(await register({ ...valid(), birthDate: bornYearsAgo(-1) }))).toEqual([400, 'invalid_birth_date']);
  });

  it.each([
    ['the terms', { termsAccepted: false }],
    ['the privacy policy', { privacyAccepted: false }],
  ])('refuses a registration without the acceptance of %s', async (_what, declined) => {
    const reply = await register({ ...valid(), ...declined });
    expect(refusal(reply)).toEqual([400, 'terms_not_accepted']);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('stores the date of birth, both acceptances and the marketing consent with the player', async () => {
    const reply = await register({ ...valid(), birthDate: '1990-05-17', marketingConsent: true });
    const database = await openTestDatabase();
    const [player] = await database.query<{ birth_date: unknown; terms_accepted_at: unknown; privacy_accepted_at: unknown; marketing_consent: boolean }>(
      "SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth_date, terms_accepted_at, privacy_accepted_at, marketing_consent FROM account_player WHERE user_id = $1",
      [reply.json().user_id],
    );
    expect(player).toMatchObject({ birth_date: '1990-05-17', marketing_consent: true });
    expect(player.terms_accepted_at).not.toBeNull();
    expect(player.privacy_accepted_at).not.toBeNull();
  });

  it('takes the minimum age from the domain\'s jurisdiction profile, whatever its name', async () => {
    const profiles = ['none', 'ukgc', 'mga', 'se', 'de', 'nl'];
    for (const jurisdiction of profiles) {
      const young = await registerUnder(jurisdiction, { ...valid(), birthDate: bornYearsAgo(17) });
      expect([jurisdiction, ...refusal(young)]).toEqual([jurisdiction, 400, 'under_age']);
    }
  });
});

describe('marketing consent given at registration', () => {
  const notificationSettings = async (reply: { headers: Record<string, unknown>; json(): { user_id: string } }) => {
    const cookie = String(reply.headers['set-cookie']).split(';')[0];
    const token = (await withSession(cookie, '/web-api/user/gettoken?force_refresh=true')).json().data.token as string;
    const settings = (await withSession(cookie, '/office-api/v1/settings', `Bearer ${token}`)).json();
    return Object.fromEntries(settings.notificationSettings.map(({ id, value }: { id: string; value: unknown }) => [id, value]));
  };

  it('leaves news by e-mail and SMS off for a player who did not opt in', async () => {
    expect(await notificationSettings(await register(valid()))).toMatchObject({ emailNews: false, smsNews: false });
  });

  it('switches them on for a player who opted in', async () => {
    expect(await notificationSettings(await register({ ...valid(), marketingConsent: true }))).toMatchObject({ emailNews: true, smsNews: true });
  });
});
