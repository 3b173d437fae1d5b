import { HttpError } from '@host/sdk';
import { describe, expect, it } from 'vitest';
import { codeErrorKey, loginErrorKey } from './loginErrors.ts';

const http400 = (...codes: string[]) => new HttpError('http', 400, '/web-api/auth/login', 'refused', codes);

describe('login error messages', () => {
  it.each([
    [http400('wrong_credentials'), 'login_wrong_credentials'],
    [http400('100'), 'login_captcha_required'],
    [http400('111'), 'login_captcha_required'],
    [http400('112'), 'login_captcha_required'],
    [http400('113'), 'login_captcha_required'],
    [http400('invalid_phone'), 'login_invalid_phone'],
    [new HttpError('http', 429, '/web-api/auth/login', 'refused', ['too_many_sign_ins']), 'login_too_many'],
    [new HttpError('http', 429, '/web-api/auth/sms/send', 'refused', ['sms_too_soon']), 'sms_too_soon'],
    [new HttpError('http', 429, '/web-api/auth/login/sms', 'refused', ['code_used_up']), 'code_used_up'],
    [http400('fingerprint_invalid'), 'login_failed'],
    [new HttpError('http', 500, '/x', 'down'), 'login_failed'],
    [HttpError.network('/x', 'offline'), 'login_failed'],
    [new Error('boom'), 'login_failed'],
  ])('%s -> %s', (error, key) => {
    expect(loginErrorKey(error)).toBe(key);
  });
});

describe('refused code messages (wrong code vs time up)', () => {
  it.each([
    ['sms', 1000, 999_999, 'sms_wrong_code'],
    ['sms', 1000, 1_000_000, 'sms_time_up'],
    ['two_step', 1000, 999_999, 'two_step_wrong_code'],
    ['two_step', 1000, 1_500_000, 'two_step_time_up'],
  ] as const)('%s code expiring at %i s, refused at %i ms -> %s', (form, expiresAt, now, key) => {
    expect(codeErrorKey(http400('code_rejected'), form, expiresAt, now)).toBe(key);
  });

  it('reports other failures as any login does', () => {
    expect(codeErrorKey(http400('100'), 'sms', 1000, 0)).toBe('login_captcha_required');
    expect(codeErrorKey(HttpError.network('/x', 'offline'), 'two_step', 1000, 0)).toBe('login_failed');
  });
});
