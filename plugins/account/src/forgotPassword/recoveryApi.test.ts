import { HttpError } from '@host/sdk';
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_REJECTED, resetErrorKey } from './recoveryApi.ts';

const NOW = Date.UTC(2026, 4, 1, 12);
const inAMinute = NOW / 1000 + 60;
const aMinuteAgo = NOW / 1000 - 60;
const refused = new HttpError('http', 400, '/web-api/auth/password/reset', 'The code was not accepted', [RECOVERY_CODE_REJECTED]);

describe('what a failed password reset says', () => {
  it.each([
    ['a refused code that has not expired', refused, inAMinute, 'recovery_wrong_code'],
    ['a refused code that has expired', refused, aMinuteAgo, 'recovery_time_up'],
    ['five wrong codes', new HttpError('http', 429, '/web-api/auth/password/reset', 'Too many wrong codes', ['code_used_up']), inAMinute, 'recovery_code_used_up'],
    ['a server error', new HttpError('http', 500, '/web-api/auth/password/reset', 'NullPointerException'), inAMinute, 'recovery_failed'],
    ['a malformed reply', new HttpError('invalid-reply', 200, '/web-api/auth/password/reset', 'reply is not JSON'), inAMinute, 'recovery_failed'],
    ['no network', new HttpError('network', 0, '/web-api/auth/password/reset', 'network error'), inAMinute, 'recovery_failed'],
  ])('%s: %s', (_, error, expiresAt, key) => {
    expect(resetErrorKey(error, expiresAt, NOW)).toBe(key);
  });
});
