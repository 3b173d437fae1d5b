import { HttpError } from '@host/sdk';
import { describe, expect, it } from 'vitest';
import { registrationErrorKey } from './registrationApi.ts';

const refusal = (code: string) => new HttpError('http', 400, '/web-api/auth/registration', `server words for ${code}`, [code]);

describe('what a failed registration says (never the server’s words)', () => {
  it.each([
    ['a taken e-mail', refusal('email_taken'), 'registration_email_taken'],
    ['a refused field', refusal('invalid_registration'), 'registration_invalid'],
    ['a player under the minimum age', refusal('under_age'), 'registration_under_age'],
    ['a date of birth that is no past day', refusal('invalid_birth_date'), 'registration_invalid_birth_date'],
    ['terms or privacy not accepted', refusal('terms_not_accepted'), 'registration_terms_not_accepted'],
    ['a refusal of another kind', refusal('something_else'), 'registration_failed'],
    ['a server error', new HttpError('http', 500, '/web-api/auth/registration', 'HTTP 500', ['email_taken']), 'registration_failed'],
    ['a malformed reply', new HttpError('invalid-reply', 200, '/web-api/auth/registration', 'reply is not JSON'), 'registration_failed'],
  ])('%s: %s', (_, error, key) => {
    expect(registrationErrorKey(error)).toBe(key);
  });
});
