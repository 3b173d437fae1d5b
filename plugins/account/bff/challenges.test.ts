// @vitest-environment node
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { validate_captchaChallengeReply } from '../src/generated/validate_captchaChallengeReply.js';
import { validate_captchaTimeReply } from '../src/generated/validate_captchaTimeReply.js';
import { validate_captchaValidateReply } from '../src/generated/validate_captchaValidateReply.js';
import { validate_fingerprintReply } from '../src/generated/validate_fingerprintReply.js';
import { createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import {
  CAPTCHA_RESULT_HEADER,
  CAPTCHA_RESULT_LIFETIME_S,
  createChallenges,
  FAILED_LOGINS_BEFORE_CAPTCHA,
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_HEADER,
} from './challenges.ts';
import type { ScenarioState } from '../../../bff/domainStore.ts';

const app = createTestBff();
afterAll(() => app.close());

/** Calls in one test scenario, so that failed sign-ins and switches stay in it. */
function caller() {
  const scenario = uniqueScenario('challenges');
  const headers = (extra: Record<string, string> = {}) => ({ host: 'localhost', cookie: `bff_scenario=${scenario}`, ...extra });
  return {
    scenario,
    get: (url: string) => app.inject({ method: 'GET', url, headers: headers() }),
    post: (url: string, payload: object, extra?: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers: headers(extra) }),
  };
}

const DEMO = { login: 'demo@northbet.example', password: 'demo1234' };
const codeOf = (reply: { json(): { errors: Array<{ code: string }> } }) => reply.json().errors[0].code;

/** The digits a person reads off a challenge's picture (the test-mode call; the reply never carries them). */
const digitsOf = async (id: string) => (await app.inject({ url: `/bff-test/captcha/${id}`, headers: { host: 'localhost' } })).body;

/** Solves a demo challenge the way the front end does: update, then validate with the digits. */
async function solve(call: ReturnType<typeof caller>): Promise<string> {
  const { challenge } = (await call.get('/web-api/captcha/update')).json();
  const { result } = (await call.post('/web-api/captcha/validate', { id: challenge.id, answer: await digitsOf(challenge.id) })).json();
  return result as string;
}

async function failLogins(call: ReturnType<typeof caller>, login = DEMO.login) {
  for (let attempt = 0; attempt < FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1) {
    expect(codeOf(await call.post('/web-api/auth/login', { login, password: 'wrong-password' }))).toBe('wrong_credentials');
  }
}

describe('captcha service', () => {
  it('answers time and error on every call; gettime type 0 unless the scenario says otherwise', async () => {
    const call = caller();
    const time = (await call.get('/web-api/captcha/gettime')).json();
    expect(validate_captchaTimeReply(time)).toBe(true);
    expect(time).toMatchObject({ error: null, type: 0 });
    expect(Math.abs(time.time - Date.now() / 1000)).toBeLessThan(5);
    await patchScenario(app, call.scenario, { auth: { captchaTimeType: 2 } });
    expect((await call.get('/web-api/captcha/gettime')).json().type).toBe(2);
    expect((await caller().get('/web-api/captcha/gettime')).json().type).toBe(0);
  });

  it('gives a challenge of digits, and a result for the right answer only, one answer per challenge', async () => {
    const call = caller();
    const update = (await call.get('/web-api/captcha/update')).json();
    expect(validate_captchaChallengeReply(update)).toBe(true);
    const digits = await digitsOf(update.challenge.id);
    expect(digits).toMatch(/^[0-9]{5}$/);
    // The reply holds a picture of pixels (a PNG), never the digits: not as a field, not as text or shapes to parse.
    expect(Object.keys(update.challenge)).toEqual(['id', 'image']);
    const picture = Buffer.from(update.challenge.image.split(',')[1], 'base64');
    expect([...picture.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(picture.toString('latin1')).not.toContain(digits);
    const wrong = (await call.post('/web-api/captcha/validate', { id: update.challenge.id, answer: 'nope' })).json();
    expect(validate_captchaValidateReply(wrong)).toBe(true);
    expect(wrong).toMatchObject({ result: null, error: 'The digits do not match.' });
    const late = (await call.post('/web-api/captcha/validate', { id: update.challenge.id, answer: digits })).json();
    expect(late).toMatchObject({ result: null, error: 'The check has expired. Please try a new one.' });
    const result = await solve(call);
    expect(result).toEqual(expect.any(String));
    expect((await call.post('/web-api/captcha/validate', { id: 1, answer: 2 })).statusCode).toBe(400);
  });
});

describe('captcha on sign-in', () => {
  it(`asks for a captcha (100) after ${FAILED_LOGINS_BEFORE_CAPTCHA} failed sign-ins, and takes the sign-in again with a result`, async () => {
    const call = caller();
    await failLogins(call);
    expect(codeOf(await call.post('/web-api/auth/login', DEMO))).toBe('100');
    const result = await solve(call);
    const signedIn = await call.post('/web-api/auth/login', DEMO, { [CAPTCHA_RESULT_HEADER]: result });
    expect(signedIn.json()).toEqual({ success: true, user_id: '100001' });
    // A success forgets the failures: the next sign-in needs no captcha.
    expect((await call.post('/web-api/auth/login', DEMO)).statusCode).toBe(200);
  });

  it('keeps asking after a wrong password with a solved captcha, and refuses a used (111) or made-up (111) result', async () => {
    const call = caller();
    await failLogins(call);
    const result = await solve(call);
    expect(codeOf(await call.post('/web-api/auth/login', { ...DEMO, password: 'wrong-again' }, { [CAPTCHA_RESULT_HEADER]: result }))).toBe('wrong_credentials');
    expect(codeOf(await call.post('/web-api/auth/login', DEMO, { [CAPTCHA_RESULT_HEADER]: result }))).toBe('111');
    expect(codeOf(await call.post('/web-api/auth/login', DEMO, { [CAPTCHA_RESULT_HEADER]: 'e30.forged' }))).toBe('111');
    expect(codeOf(await call.post('/web-api/auth/login', DEMO))).toBe('100');
  });

  it('counts failed sign-ins per scenario and per login', async () => {
    const call = caller();
    await failLogins(call);
    expect((await caller().post('/web-api/auth/login', DEMO)).statusCode).toBe(200);
    expect((await call.post('/web-api/auth/login', { login: 'terms@northbet.example', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('asks the phone, SMS and two-step sign-ins for a captcha too after repeated failures', async () => {
    const call = caller();
    const phone = { phone_number: '+79001234567', country_code: 'ru' };
    for (let attempt = 0; attempt < FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1) await call.post('/web-api/auth/login/phone', { ...phone, password: 'nope' });
    expect(codeOf(await call.post('/web-api/auth/login/phone', { ...phone, password: 'demo1234' }))).toBe('100');
    expect(codeOf(await call.post('/web-api/auth/login/sms', { ...phone, code: '123456' }))).toBe('100');

    const { two_step_token } = (await call.post('/web-api/auth/login', { login: 'twostep@northbet.example', password: 'demo1234' })).json();
    for (let attempt = 0; attempt < FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1) await call.post('/web-api/auth/login/two-step', { two_step_token, code: '000000' });
    expect(codeOf(await call.post('/web-api/auth/login/two-step', { two_step_token, code: '123456' }))).toBe('100');
  });

  it('refuses an expired result with 112', () => {
    let clock = Date.now();
    const scenario = { domain: {} } as ScenarioState;
    const challenges = createChallenges({ stateOf: () => scenario, now: () => clock });
    const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as FastifyRequest;
    for (let attempt = 0; attempt < FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1) challenges.signInFailed(request(), 'someone');
    const { id } = challenges.newChallenge();
    const outcome = challenges.validate(id, challenges.answerOf(id)!);
    if (!('result' in outcome)) throw new Error('expected a result');
    clock += CAPTCHA_RESULT_LIFETIME_S * 1000;
    expect(challenges.signInGate(request({ [CAPTCHA_RESULT_HEADER]: outcome.result }), 'someone')).toMatchObject({ code: '112' });
    expect(challenges.signInGate(request(), 'someone else')).toBeNull();
  });
});

describe('fingerprint', () => {
  it('issues a fingerprint for the browser components, and refuses an empty set', async () => {
    const call = caller();
    const reply = (await call.post('/web-api/fingerprint', { componentsData: { timeZone: 'Europe/Moscow', screen: '412x915x24' } })).json();
    expect(validate_fingerprintReply(reply)).toBe(true);
    expect(reply.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect((await call.post('/web-api/fingerprint', { componentsData: {} })).statusCode).toBe(400);
    expect((await call.post('/web-api/fingerprint', {})).statusCode).toBe(400);
  });

  it('refuses the sign-in after the scenario switch until one carries a fingerprint issued since, once', async () => {
    const call = caller();
    const before = (await call.post('/web-api/fingerprint', { componentsData: { a: 1 } })).json().token;
    await patchScenario(app, call.scenario, { auth: { fingerprintError: true } });
    expect(codeOf(await call.post('/web-api/auth/login', DEMO, { [FINGERPRINT_HEADER]: before }))).toBe(FINGERPRINT_ERROR_CODE);
    expect(codeOf(await call.post('/web-api/auth/login', DEMO, { [FINGERPRINT_HEADER]: before }))).toBe(FINGERPRINT_ERROR_CODE);
    expect(codeOf(await call.post('/web-api/auth/login', DEMO))).toBe(FINGERPRINT_ERROR_CODE);
    const fresh = (await call.post('/web-api/fingerprint', { componentsData: { a: 1 } })).json().token;
    expect((await call.post('/web-api/auth/login', DEMO, { [FINGERPRINT_HEADER]: fresh })).statusCode).toBe(200);
    expect((await call.post('/web-api/auth/login', DEMO)).statusCode).toBe(200);
  });

  it('leaves other scenarios alone, and can be switched off', async () => {
    const call = caller();
    await patchScenario(app, call.scenario, { auth: { fingerprintError: true } });
    expect((await caller().post('/web-api/auth/login', DEMO)).statusCode).toBe(200);
    await patchScenario(app, call.scenario, { auth: { fingerprintError: false } });
    expect((await call.post('/web-api/auth/login', DEMO)).statusCode).toBe(200);
  });
});

describe('test control of the sign-in challenges', () => {
  it.each([[[]], [{ fingerprintError: 'yes' }], [{ captchaTimeType: 1.5 }], [{ unknownSwitch: true }]])('refuses the malformed switch %j', async (auth) => {
    const reply = await app.inject({ method: 'POST', url: `/bff-test/scenario/${uniqueScenario('challenges')}`, payload: { auth }, headers: { host: 'localhost' } });
    expect(reply.statusCode).toBe(400);
  });
});
