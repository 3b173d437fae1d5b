// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { CAPTCHA_RESULT_HEADER } from './challenges.ts';
import { SIGN_INS_PER_MINUTE } from './signInRateLimit.ts';
import { RECOVERY_CODE, SMS_CODE, TWO_STEP_CODE } from './signInRoutes.ts';

const app = createTestBff();
afterAll(() => app.close());

const OFFICE_API = '/office-api/v1';
const codeOf = (reply: { json(): unknown }) => (reply.json() as { errors?: Array<{ code?: string }> }).errors?.[0]?.code;
const withToken = (call: Caller, url: string) => app.inject({ url, headers: { host: 'localhost', authorization: `Bearer ${call.token}`, cookie: `bff_scenario=${call.scenario}` } });
const withCookie = (call: Caller, url: string) => app.inject({ url, headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}` } });
/** A signed-in caller of `login` whose session is opened in `scenario` (the realm its sessions belong to). */
async function signInIn(scenario: string, login: string): Promise<Caller> {
  const signedIn = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login, password: 'demo1234' }, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
  const cookie = String(signedIn.headers['set-cookie']).split(';')[0];
  const token = (await app.inject({ url: '/web-api/user/gettoken', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}; ${cookie}` } })).json().data.token as string;
  const headers = { host: 'localhost', cookie: `bff_scenario=${scenario}; ${cookie}`, authorization: `Bearer ${token}` };
  return {
    scenario,
    cookie,
    token,
    get: (url) => app.inject({ url, headers }),
    post: (url, payload) => app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload ?? {}) }),
  };
}

const post = (scenario: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, ...headers } });

/**
 * A solved captcha, as a script that reads the picture would have it: after three failed sign-ins every try needs
 * one, and the attempt limit must hold for an attacker who solves them all.
 */
async function solvedCaptcha(scenario: string): Promise<Record<string, string>> {
  const headers = { host: 'localhost', cookie: `bff_scenario=${scenario}` };
  const { challenge } = (await app.inject({ url: '/web-api/captcha/update', headers })).json();
  const answer = (await app.inject({ url: `/bff-test/captcha/${challenge.id}`, headers })).body;
  const { result } = (await post(scenario, '/web-api/captcha/validate', { id: challenge.id, answer })).json();
  return { [CAPTCHA_RESULT_HEADER]: result };
}

/** Five wrong guesses at a sign-in code, each with a solved captcha: four are wrong, the fifth uses the code up. */
async function guessFiveWrong(scenario: string, url: string, body: Record<string, unknown>) {
  for (let attempt = 1; attempt <= 4; attempt++) expect(codeOf(await post(scenario, url, { ...body, code: `00000${attempt}` }, await solvedCaptcha(scenario)))).toBe('code_rejected');
  const fifth = await post(scenario, url, { ...body, code: '000005' }, await solvedCaptcha(scenario));
  expect([fifth.statusCode, codeOf(fifth)]).toEqual([429, 'code_used_up']);
}

describe('sessions end when they should', () => {
  it('logout revokes the session cookie and every token of the session at once', async () => {
    const call = await caller(app, { prefix: 'sessions' });
    expect((await withToken(call, '/web-api/user/accounts')).statusCode).toBe(200);
    expect((await call.post('/web-api/auth/logout')).statusCode).toBe(200);
    expect((await withToken(call, '/web-api/user/accounts')).statusCode).toBe(401);
    expect((await withToken(call, '/limit-service-api/api/external/web/v3/limits')).statusCode).toBe(401);
    expect((await withCookie(call, '/web-api/user/gettoken')).statusCode).toBe(401);
  });

  it('logout with a bearer token alone ends its session too', async () => {
    const call = await caller(app, { prefix: 'sessions' });
    const logout = await app.inject({ method: 'POST', url: '/web-api/auth/logout', headers: { host: 'localhost', authorization: `Bearer ${call.token}` } });
    expect(logout.statusCode).toBe(200);
    expect((await withToken(call, '/web-api/user/accounts')).statusCode).toBe(401);
    expect((await withCookie(call, '/web-api/user/gettoken')).statusCode).toBe(401);
  });

  it('a password change ends every other session of the player in its realm, keeps its own, and ends none of another realm', async () => {
    const login = 'forgot@northbet.example';
    const scenario = uniqueScenario('sessions');
    const [changing, other] = [await signInIn(scenario, login), await signInIn(scenario, login)];
    const elsewhere = await signInIn(uniqueScenario('sessions'), login);
    expect((await changing.post(`${OFFICE_API}/password`, { currentPassword: 'demo1234', newPassword: 'a-new-secret' })).statusCode).toBe(200);
    expect((await withToken(other, '/web-api/user/accounts')).statusCode).toBe(401);
    expect((await withCookie(other, '/web-api/user/gettoken')).statusCode).toBe(401);
    expect((await withToken(changing, '/web-api/user/accounts')).statusCode).toBe(200);
    expect((await withToken(elsewhere, '/web-api/user/accounts')).statusCode).toBe(200);
  });
});

describe('guessable secrets take five wrong tries', () => {
  it('a reset code is used up by the fifth wrong one: the right code is refused after it, and the password stays', async () => {
    const scenario = uniqueScenario('guessing');
    const login = 'forgot@northbet.example';
    expect((await post(scenario, '/web-api/auth/password/recovery', { login })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect(codeOf(await post(scenario, '/web-api/auth/password/reset', { login, code: `00000${attempt}`, password: 'attacker-pass' }))).toBe('recovery_code_rejected');
    const fifth = await post(scenario, '/web-api/auth/password/reset', { login, code: '000005', password: 'attacker-pass' });
    expect([fifth.statusCode, codeOf(fifth)]).toEqual([429, 'code_used_up']);
    expect(codeOf(await post(scenario, '/web-api/auth/password/reset', { login, code: RECOVERY_CODE, password: 'attacker-pass' }))).toBe('code_used_up');
    expect((await post(scenario, '/web-api/auth/login', { login, password: 'attacker-pass' })).statusCode).toBe(400);
    // A new code starts the tries again.
    await post(scenario, '/web-api/auth/password/recovery', { login });
    expect((await post(scenario, '/web-api/auth/password/reset', { login, code: RECOVERY_CODE, password: 'owner-pass-2' })).statusCode).toBe(200);
  });

  it('judges no more than five of eight wrong reset codes sent at once', async () => {
    const scenario = uniqueScenario('guessing');
    const login = 'forgot@northbet.example';
    await post(scenario, '/web-api/auth/password/recovery', { login });
    const burst = await Promise.all(Array.from({ length: 8 }, (_, index) => post(scenario, '/web-api/auth/password/reset', { login, code: `10000${index}`, password: 'attacker-pass' })));
    expect(burst.filter((reply) => codeOf(reply) === 'recovery_code_rejected').length).toBeLessThanOrEqual(4);
    expect(codeOf(await post(scenario, '/web-api/auth/password/reset', { login, code: RECOVERY_CODE, password: 'attacker-pass' }))).toBe('code_used_up');
  });

  it('an SMS sign-in code is used up by the fifth wrong one: the right code then signs nobody in', async () => {
    const scenario = uniqueScenario('guessing');
    const phone = { phone_number: '+79001234567', country_code: 'ru' };
    expect((await post(scenario, '/web-api/auth/sms/send', phone)).statusCode).toBe(200);
    await guessFiveWrong(scenario, '/web-api/auth/login/sms', phone);
    const right = await post(scenario, '/web-api/auth/login/sms', { ...phone, code: SMS_CODE }, await solvedCaptcha(scenario));
    expect([right.statusCode, codeOf(right), right.headers['set-cookie']]).toEqual([429, 'code_used_up', undefined]);
  });

  it('a two-step code is used up by the fifth wrong one: the right code then signs nobody in', async () => {
    const scenario = uniqueScenario('guessing');
    const { two_step_token } = (await post(scenario, '/web-api/auth/login', { login: 'twostep@northbet.example', password: 'demo1234' })).json();
    await guessFiveWrong(scenario, '/web-api/auth/login/two-step', { two_step_token });
    const right = await post(scenario, '/web-api/auth/login/two-step', { two_step_token, code: TWO_STEP_CODE }, await solvedCaptcha(scenario));
    // The used-up code was forgotten with its token: the second step is gone.
    expect([right.statusCode, codeOf(right), right.headers['set-cookie']]).toEqual([400, 'code_rejected', undefined]);
  });

});

describe('sign-ins and SMS are rate limited', () => {
  it(`one address gets ${SIGN_INS_PER_MINUTE} sign-ins a minute across accounts, then 429 with Retry-After`, async () => {
    const scenario = uniqueScenario('rate');
    for (let attempt = 1; attempt <= SIGN_INS_PER_MINUTE; attempt++) {
      expect((await post(scenario, '/web-api/auth/login', { login: `nobody${attempt}@northbet.example`, password: 'guess' })).statusCode).toBe(400);
    }
    const limited = await post(scenario, '/web-api/auth/login', { login: 'demo@northbet.example', password: 'demo1234' });
    expect(limited.statusCode).toBe(429);
    expect(codeOf(limited)).toBe('too_many_sign_ins');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends one SMS per number per minute, also when 30 sends arrive at once', async () => {
    const scenario = uniqueScenario('rate');
    const sends = await Promise.all(Array.from({ length: 30 }, () => post(scenario, '/web-api/auth/sms/send', { phone_number: '+79001234567', country_code: 'ru' })));
    expect(sends.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    const refused = sends.find((reply) => reply.statusCode === 429)!;
    expect(codeOf(refused)).toBe('sms_too_soon');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
