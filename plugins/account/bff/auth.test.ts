// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { validate_loginReply } from '../src/generated/validate_loginReply.js';
import { validate_sessionCheckReply } from '../src/generated/validate_sessionCheckReply.js';
import { validate_termsStatusReply } from '../src/generated/validate_termsStatusReply.js';
import { validate_tokenReply } from '../src/generated/validate_tokenReply.js';
import { validate_userConfigReply } from '../src/generated/validate_userConfigReply.js';
import { validate_successReply } from '../src/generated/validate_successReply.js';
import { createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { RECOVERY_CODE } from './signInRoutes.ts';
import { TERMS_UPDATED_AT } from './userState.ts';
import { FAILED_LOGINS_BEFORE_CAPTCHA } from './challenges.ts';

const app = createTestBff();
afterAll(() => app.close());

const login = (payload: unknown) => app.inject({ method: 'POST', url: '/web-api/auth/login', payload: payload as object, headers: { host: 'localhost' } });
const withSession = (cookie: string, url: string, method: 'GET' | 'POST' = 'GET') => app.inject({ method, url, headers: { host: 'localhost', cookie } });
const sessionCookie = (reply: Awaited<ReturnType<typeof login>>) => String(reply.headers['set-cookie']).split(';')[0];

describe('reference BFF sign-in', () => {
  it('signs a demo user in with a session cookie, by e-mail or by id', async () => {
    for (const name of ['demo@northbet.example', '100001']) {
      const reply = await login({ login: name, password: 'demo1234', save: false });
      expect(reply.statusCode).toBe(200);
      expect(validate_loginReply(reply.json())).toBe(true);
      expect(reply.headers['set-cookie']).toMatch(/^bff_session=[^;]+; HttpOnly; Path=\/; SameSite=Lax$/);
    }
  });

  it("writes the session's cookie Secure on https, and for a partner's frame where the site's flags ask (SameSite=None, Partitioned)", async () => {
    const behindTls = createTestBff({ trustProxy: 1 });
    try {
      const scenario = uniqueScenario('frame-cookies');
      const signIn = () =>
        behindTls.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: 'demo@northbet.example', password: 'demo1234', save: false }, headers: { host: 'localhost', 'x-forwarded-proto': 'https', cookie: `bff_scenario=${scenario}` } });
      expect((await signIn()).headers['set-cookie']).toMatch(/^bff_session=[^;]+; HttpOnly; Path=\/; SameSite=Lax; Secure$/);
      await patchScenario(behindTls, scenario, { config: { site: { companyName: 'Northbet', notFoundUrls: [], shouldUseCookieIframeParameters: true, shouldPassPartitioned: true } } });
      expect((await signIn()).headers['set-cookie']).toMatch(/^bff_session=[^;]+; HttpOnly; Path=\/; SameSite=None; Secure; Partitioned$/);
    } finally {
      await behindTls.close();
    }
  });

  it("writes a live session's cookie again with the frame's attributes when the session check sends the same-site header, keeping its lifetime", async () => {
    const behindTls = createTestBff({ trustProxy: 1 });
    try {
      const scenario = uniqueScenario('same-site-check');
      const headers = (extra: Record<string, string> = {}) => ({ host: 'localhost', 'x-forwarded-proto': 'https', cookie: `bff_scenario=${scenario}`, ...extra });
      const signIn = async (save: boolean) =>
        String((await behindTls.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: 'demo@northbet.example', password: 'demo1234', save }, headers: headers() })).headers['set-cookie']).split(';')[0];
      const check = (cookie: string, extra: Record<string, string> = {}) =>
        behindTls.inject({ url: '/web-api/session/check', headers: headers({ cookie: `bff_scenario=${scenario}; ${cookie}`, ...extra }) });
      const saved = await signIn(true);
      const unsaved = await signIn(false);
      // The session was opened before the site went into a partner's frame.
      await patchScenario(behindTls, scenario, { config: { site: { companyName: 'Northbet', notFoundUrls: [], shouldUseCookieIframeParameters: true, shouldPassPartitioned: true } } });
      expect((await check(saved)).headers['set-cookie']).toBeUndefined();
      const rewritten = await check(saved, { 'x-same-site': 'None' });
      expect(rewritten.json()).toMatchObject({ user_id: '100001' });
      expect(rewritten.headers['set-cookie']).toBe(`${saved}; HttpOnly; Path=/; SameSite=None; Secure; Partitioned; Max-Age=2592000`);
      expect((await check(unsaved, { 'x-same-site': 'None' })).headers['set-cookie']).toBe(`${unsaved}; HttpOnly; Path=/; SameSite=None; Secure; Partitioned`);
      // A visitor has no session to write; a value the header does not take is refused by the route's schema.
      expect((await check('', { 'x-same-site': 'None' })).headers['set-cookie']).toBeUndefined();
      const refused = await check(saved, { 'x-same-site': 'Strict' });
      expect([refused.statusCode, refused.headers['set-cookie']]).toEqual([400, undefined]);
    } finally {
      await behindTls.close();
    }
  });

  it('answers the session call (GET /web-api/session) without a body and for no cache; it takes no query', async () => {
    const reply = await withSession('', '/web-api/session');
    expect([reply.statusCode, reply.body, reply.headers['cache-control']]).toEqual([204, '', 'no-store']);
    expect((await withSession('', '/web-api/session?x=1')).statusCode).toBe(400);
  });

  it('keeps the session for 30 days when asked to save it', async () => {
    const reply = await login({ login: 'demo@northbet.example', password: 'demo1234', save: true });
    expect(reply.headers['set-cookie']).toContain('Max-Age=2592000');
  });

  it('answers a wrong password with a JSON:API error, then a captcha code after repeated failures', async () => {
    const wrong = { login: 'nobody@northbet.example', password: 'nope' };
    for (let attempt = 0; attempt < FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1) {
      const reply = await login(wrong);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors[0]).toMatchObject({ code: 'wrong_credentials' });
    }
    expect((await login(wrong)).json().errors[0]).toMatchObject({ code: '100' });
  });

  it('checks the session, issues tokens to signed-in users only, and logs out', async () => {
    expect((await withSession('', '/web-api/session/check')).json()).toEqual({ user_id: null });
    expect((await withSession('', '/web-api/user/gettoken?force_refresh=true')).statusCode).toBe(401);

    const cookie = sessionCookie(await login({ login: 'banned@northbet.example', password: 'demo1234' }));
    const check = (await withSession(cookie, '/web-api/session/check')).json();
    expect(validate_sessionCheckReply(check)).toBe(true);
    expect(check).toEqual({ user_id: '100002', ban_level: 20, ban_version: 1 });
    const token = (await withSession(cookie, '/web-api/user/gettoken?force_refresh=true')).json();
    expect(validate_tokenReply(token)).toBe(true);
    // The token call's query is its schema's: a value or a parameter it does not take is a JSON:API 400.
    for (const query of ['force_refresh=yes', 'force_refresh=true&force_refresh=true', 'force_refresh=true&__proto__=1']) {
      const refused = await withSession(cookie, `/web-api/user/gettoken?${query}`);
      expect([query, refused.statusCode, refused.json().errors[0].status]).toEqual([query, 400, '400']);
    }

    await withSession(cookie, '/web-api/auth/logout', 'POST');
    expect((await withSession(cookie, '/web-api/session/check')).json()).toEqual({ user_id: null });
  });

  it('reports changed terms until the user accepts them in that session', async () => {
    expect((await withSession('', '/web-api/api-v3/v2/user/agreement-rules/status')).statusCode).toBe(401);
    const cookie = sessionCookie(await login({ login: 'terms@northbet.example', password: 'demo1234' }));
    const before = (await withSession(cookie, '/web-api/api-v3/v2/user/agreement-rules/status')).json();
    expect(validate_termsStatusReply(before)).toBe(true);
    expect(before).toEqual({ result: true, updatedAt: TERMS_UPDATED_AT });
    expect((await withSession(cookie, '/web-api/api-v3/v2/user/agreement-rules/confirm', 'POST')).statusCode).toBe(200);
    expect((await withSession(cookie, '/web-api/api-v3/v2/user/agreement-rules/status')).json()).toEqual({ result: false, updatedAt: null });
    const otherSession = sessionCookie(await login({ login: 'terms@northbet.example', password: 'demo1234' }));
    expect((await withSession(otherSession, '/web-api/api-v3/v2/user/agreement-rules/status')).json().result).toBe(true);
  });

  it('serves the user config of the signed-in user, verified for the session after identification', async () => {
    expect((await withSession('', '/web-api/user/config')).statusCode).toBe(401);
    const cookie = sessionCookie(await login({ login: 'unverified@northbet.example', password: 'demo1234' }));
    const before = (await withSession(cookie, '/web-api/user/config')).json();
    expect(validate_userConfigReply(before)).toBe(true);
    expect(before.result).toMatchObject({ verification_status: 1, has_deposit: false });
    await withSession(cookie, '/web-api/user/identification', 'POST');
    expect((await withSession(cookie, '/web-api/user/config')).json().result.verification_status).toBe(2);
  });

  it('refuses the identification where the domain does not offer it, and leaves the user unverified', async () => {
    const scenario = uniqueScenario('identification-off');
    await patchScenario(app, scenario, { config: { features: { identification: false } } });
    const cookie = `bff_scenario=${scenario}; ${sessionCookie(await login({ login: 'unverified@northbet.example', password: 'demo1234' }))}`;
    const reply = await withSession(cookie, '/web-api/user/identification', 'POST');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().errors[0].code).toBe('identification_unavailable');
    expect((await withSession(cookie, '/web-api/user/config')).json().result.verification_status).toBe(1);
  });

  it('saves user_hide_balance for the session, and refuses any other setting', async () => {
    const cookie = sessionCookie(await login({ login: 'unverified@northbet.example', password: 'demo1234' }));
    const save = (payload: unknown) => app.inject({ method: 'POST', url: '/web-api/user/config/setting', payload: payload as object, headers: { host: 'localhost', cookie } });
    expect((await withSession(cookie, '/web-api/user/config')).json().result.user_hide_balance).toBeUndefined();
    const saved = await save({ id: 'user_hide_balance', value: false });
    expect(validate_successReply(saved.json())).toBe(true);
    const config = (await withSession(cookie, '/web-api/user/config')).json();
    expect(validate_userConfigReply(config)).toBe(true);
    expect(config.result.user_hide_balance).toBe(false);
    for (const payload of [{ id: 'ban_level', value: false }, { id: 'user_hide_balance', value: 'no' }, { id: 'user_hide_balance' }, [1]]) {
      expect((await save(payload)).json().errors[0].code).toBe('invalid_setting');
    }
    const visitor = await app.inject({ method: 'POST', url: '/web-api/user/config/setting', payload: { id: 'user_hide_balance', value: true }, headers: { host: 'localhost' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('resets a password with the recovery code, and refuses a wrong one', async () => {
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { host: 'localhost' } });
    const asked = (await post('/web-api/auth/password/recovery', { login: 'forgot@northbet.example' })).json();
    expect(asked.success).toBe(true);
    expect(asked.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect((await post('/web-api/auth/password/recovery', { login: 'nobody@northbet.example' })).json().success).toBe(true);
    const wrong = await post('/web-api/auth/password/reset', { login: 'forgot@northbet.example', code: '000000', password: 'another-pass' });
    expect(wrong.json().errors[0].code).toBe('recovery_code_rejected');
    expect((await post('/web-api/auth/password/reset', { login: 'forgot@northbet.example', code: RECOVERY_CODE, password: 'another-pass' })).statusCode).toBe(200);
    expect((await login({ login: 'forgot@northbet.example', password: 'another-pass' })).statusCode).toBe(200);
  });
});


describe('reference BFF account verification', () => {
  const verify = (token: unknown) => app.inject({ method: 'POST', url: '/web-api/user/accountverify', payload: { token }, headers: { host: 'localhost' } });

  it('confirms a well-formed token without a session', async () => {
    const reply = await verify('demo-token-123');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true });
  });

  it.each([['short'], ['<script>alert(1)</script>'], [42], [null]])('refuses %j with a JSON:API error', async (token) => {
    const reply = await verify(token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].code).toBe('verification_token_invalid');
  });
});
