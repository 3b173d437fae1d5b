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
const valid = (email = newEmail()) => ({ type: 'full_reg', email, password: 'secret123', currencyId: 840, bonusChoice: 1 });

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
    expect(reply.headers['set-cookie']).toMatch(/^bff_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
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
    [['x'], 'body must be object'],
  ])('refuses %j by its schema: %s', async (payload, detail) => {
    const reply = await register(payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0]).toMatchObject({ status: '400', code: 'invalid_registration', detail: expect.stringContaining(detail) });
    expect(reply.headers['set-cookie']).toBeUndefined();
  });
});
