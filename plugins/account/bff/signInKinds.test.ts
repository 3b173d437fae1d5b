// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { validate_loginReply } from '../src/generated/validate_loginReply.js';
import { validate_phoneCountriesReply } from '../src/generated/validate_phoneCountriesReply.js';
import { validate_phoneMasksReply } from '../src/generated/validate_phoneMasksReply.js';
import { validate_smsSentReply } from '../src/generated/validate_smsSentReply.js';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { SMS_CODE, SMS_CODE_LIFETIME_S, TWO_STEP_CODE, TWO_STEP_CODE_LIFETIME_S } from './signInRoutes.ts';

const app = createTestBff();
afterAll(() => app.close());

const PHONE = { phone_number: '+79001234567', country_code: 'ru' };
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { host: 'localhost' } });
const get = (url: string, cookie = '') => app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie } });
const sessionCookie = (reply: Awaited<ReturnType<typeof post>>) => String(reply.headers['set-cookie']).split(';')[0];
const errorCode = (reply: Awaited<ReturnType<typeof post>>) => reply.json().errors[0].code;

describe('phone countries', () => {
  it('answers the countries in the language asked for, English by default', async () => {
    const english = (await get('/web-api/phone/countries?lang=en')).json();
    expect(validate_phoneCountriesReply(english)).toBe(true);
    expect(english.countries.slice(0, 2)).toEqual([
      { id: 1, code: 'ru', phoneCode: '+7', name: 'Russia' },
      { id: 2, code: 'kz', phoneCode: '+7', name: 'Kazakhstan' },
    ]);
    expect((await get('/web-api/phone/countries?lang=ru')).json().countries[0].name).toBe('Россия');
    expect((await get('/web-api/phone/countries')).json()).toEqual(english);
  });

  it('answers the masks of their numbers, which the sign-in calls hold numbers to', async () => {
    const masks = (await get('/web-api/phone/masks')).json();
    expect(validate_phoneMasksReply(masks)).toBe(true);
    expect(masks.masks[0]).toEqual({ CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 });
    // A Russian number one digit short is no Russian number: the code goes nowhere.
    const short = await post('/web-api/auth/sms/send', { phone_number: '+7900123456', country_code: 'ru' });
    expect([short.statusCode, errorCode(short)]).toEqual([400, 'invalid_phone']);
  });
});

describe('phone_password sign-in', () => {
  it('signs the phone user in by number, country and password', async () => {
    const reply = await post('/web-api/auth/login/phone', { ...PHONE, password: 'demo1234', save: true });
    expect(reply.statusCode).toBe(200);
    expect(validate_loginReply(reply.json())).toBe(true);
    expect(reply.json()).toEqual({ success: true, user_id: '100006' });
    expect(reply.headers['set-cookie']).toContain('Max-Age=2592000');
    expect((await get('/web-api/session/check', sessionCookie(reply))).json().user_id).toBe('100006');
  });

  it.each([
    ['a wrong password', { ...PHONE, password: 'wrong-pass' }],
    ['a number of another country', { phone_number: '+79001234567', country_code: 'de', password: 'demo1234' }],
    ['a number nobody has', { phone_number: '+79000000000', country_code: 'ru', password: 'demo1234' }],
    ['a number that is not one', { phone_number: 'call me', country_code: 'ru', password: 'demo1234' }],
  ])('refuses %s as wrong credentials', async (_, body) => {
    const reply = await post('/web-api/auth/login/phone', body);
    expect(reply.statusCode).toBe(400);
    expect(errorCode(reply)).toBe('wrong_credentials');
  });

  it('takes a Kazakh number of the shared +7 code only with Kazakhstan chosen', async () => {
    expect(errorCode(await post('/web-api/auth/login/phone', { phone_number: '+77001234567', country_code: 'kz', password: 'demo1234' }))).toBe('wrong_credentials');
    expect((await post('/web-api/auth/login/phone', { ...PHONE, country_code: 'kz', password: 'demo1234' })).statusCode).toBe(200);
  });
});

describe('sms sign-in', () => {
  it('sends a code that expires in five minutes, also for a number nobody has', async () => {
    for (const body of [PHONE, { phone_number: '+79000000000', country_code: 'ru' }]) {
      const reply = (await post('/web-api/auth/sms/send', body)).json();
      expect(validate_smsSentReply(reply)).toBe(true);
      expect(reply.expiresAt - Date.now() / 1000).toBeGreaterThan(SMS_CODE_LIFETIME_S - 5);
      expect(reply.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(SMS_CODE_LIFETIME_S);
    }
  });

  it('refuses to send to a number that is not of the chosen country', async () => {
    const reply = await post('/web-api/auth/sms/send', { phone_number: '+4915112345678', country_code: 'ru' });
    expect(reply.statusCode).toBe(400);
    expect(errorCode(reply)).toBe('invalid_phone');
  });

  it('refuses a wrong code, keeps the sent one, and signs in with it once', async () => {
    await post('/web-api/auth/sms/send', PHONE);
    const wrong = await post('/web-api/auth/login/sms', { ...PHONE, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errorCode(wrong)).toBe('code_rejected');
    const right = await post('/web-api/auth/login/sms', { ...PHONE, code: SMS_CODE, save: false });
    expect(right.json()).toEqual({ success: true, user_id: '100006' });
    expect(right.headers['set-cookie']).not.toContain('Max-Age');
    expect(errorCode(await post('/web-api/auth/login/sms', { ...PHONE, code: SMS_CODE }))).toBe('code_rejected');
  });

  it('refuses a code that was never sent', async () => {
    expect(errorCode(await post('/web-api/auth/login/sms', { phone_number: '+79000000000', country_code: 'ru', code: SMS_CODE }))).toBe('code_rejected');
  });
});

describe('login_password_two_step_code sign-in', () => {
  it('asks a two-step user for the second code instead of signing in, then signs in with it', async () => {
    const first = await post('/web-api/auth/login', { login: 'twostep@northbet.example', password: 'demo1234', save: true });
    expect(first.statusCode).toBe(200);
    expect(validate_loginReply(first.json())).toBe(true);
    const { response_type, two_step_token, expiresAt, user_id } = first.json();
    expect(response_type).toBe('two_step_code');
    expect(user_id).toBeUndefined();
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(TWO_STEP_CODE_LIFETIME_S - 5);

    const wrong = await post('/web-api/auth/login/two-step', { two_step_token, code: '000000' });
    expect(errorCode(wrong)).toBe('code_rejected');
    const right = await post('/web-api/auth/login/two-step', { two_step_token, code: TWO_STEP_CODE });
    expect(validate_loginReply(right.json())).toBe(true);
    expect(right.json()).toEqual({ success: true, user_id: '100007' });
    // The choice to stay signed in was made with the password.
    expect(right.headers['set-cookie']).toContain('Max-Age=2592000');
    expect(errorCode(await post('/web-api/auth/login/two-step', { two_step_token, code: TWO_STEP_CODE }))).toBe('code_rejected');
  });

  it('refuses a second code without the token of a first step', async () => {
    expect(errorCode(await post('/web-api/auth/login/two-step', { two_step_token: 'made-up', code: TWO_STEP_CODE }))).toBe('code_rejected');
  });

  it('does not ask for a second code after a wrong password', async () => {
    expect(errorCode(await post('/web-api/auth/login', { login: 'twostep@northbet.example', password: 'nope-nope' }))).toBe('wrong_credentials');
  });
});
