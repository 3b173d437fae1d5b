// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { signIn } from '../../../tests/support/bffCaller.ts';
import { SIGN_INS_PER_MINUTE } from './signInRateLimit.ts';

const app = createTestBff();
afterAll(() => app.close());

/** Each call in a scenario of its own, so that the sign-in rate limit never counts one test's calls in another's. */
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers: { host: 'localhost', 'content-type': 'application/json', cookie: `bff_scenario=${uniqueScenario('requests')}`, ...headers } });

describe('the account calls refuse a malformed request by its schema, with the code its page maps', () => {
  it.each([
    ['/web-api/auth/login', { login: 5, password: 'demo1234' }, 'wrong_credentials'],
    ['/web-api/auth/login', { login: 'demo@northbet.example' }, 'wrong_credentials'],
    ['/web-api/auth/login', { login: 'demo@northbet.example', password: 'x'.repeat(257) }, 'wrong_credentials'],
    ['/web-api/auth/login/phone', { phone_number: '+79001234567', country_code: 'ru', password: ['demo1234'] }, 'wrong_credentials'],
    ['/web-api/auth/sms/send', { phone_number: `+7${'9'.repeat(40)}`, country_code: 'ru' }, 'invalid_phone'],
    ['/web-api/auth/sms/send', { phone_number: '+79001234567' }, 'invalid_phone'],
    ['/web-api/auth/login/sms', { phone_number: '+79001234567', country_code: 'ru', code: 123456 }, 'code_rejected'],
    ['/web-api/auth/login/two-step', { code: '123456' }, 'code_rejected'],
    ['/web-api/auth/password/reset', { login: 'demo@northbet.example', code: '123456', password: 'short' }, 'recovery_code_rejected'],
    ['/web-api/auth/password/recovery', { login: ['demo@northbet.example'] }, 'invalid_request'],
    ['/web-api/captcha/validate', { id: 1, answer: 2 }, 'invalid_request'],
    ['/web-api/fingerprint', { componentsData: {} }, 'invalid_request'],
    ['/web-api/fingerprint', { componentsData: { canvas: 'x'.repeat(5000) } }, 'invalid_request'],
    ['/web-api/user/accountverify', { token: 'short' }, 'verification_token_invalid'],
    ['/web-api/user/accountverify', { token: 'not a link token' }, 'verification_token_invalid'],
  ])('POST %s %j: 400 %s', async (url, body, code) => {
    const reply = await post(url, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: [{ status: '400', code, detail: expect.any(String) }] });
  });

  it('answers a query string its schema refuses with a JSON:API 400', async () => {
    const reply = await app.inject({ url: `/web-api/phone/countries?lang=${'x'.repeat(17)}`, headers: { host: 'localhost' } });
    expect([reply.statusCode, reply.json().errors?.[0]?.code]).toEqual([400, 'invalid_request']);
  });

  it('refuses a user setting its schema does not take (invalid_setting), and a visitor with 401 first', async () => {
    const { cookie } = await signIn(app);
    for (const body of [{ id: 'ban_level', value: true }, { id: 'user_hide_balance', value: 1 }, { id: 'user_hide_balance', value: true, extra: 1 }]) {
      const reply = await post('/web-api/user/config/setting', body, { cookie });
      expect([reply.statusCode, reply.json().errors[0].code], JSON.stringify(body)).toEqual([400, 'invalid_setting']);
    }
    expect((await post('/web-api/user/config/setting', { id: 'ban_level' })).statusCode).toBe(401);
  });
});

describe('the sign-in rate limit', () => {
  it('answers its 429 as a JSON:API error with the seconds to wait', async () => {
    const cookie = `bff_scenario=${uniqueScenario('requests-rate')}`;
    const login = () => post('/web-api/auth/login', { login: 'nobody@northbet.example', password: 'guess' }, { cookie });
    for (let attempt = 1; attempt <= SIGN_INS_PER_MINUTE; attempt++) await login();
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errors: [{ status: '429', code: 'too_many_sign_ins', detail: 'Too many sign-in attempts from this address', meta: { retryAfter: expect.any(Number) } }] });
  });
});
