import { HttpError } from '@host/sdk';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import { GENERIC_FAILURE_KEY, isCancelled, KNOWN_REFUSALS, refusalKeyOf } from './officeApi.ts';

const refused = (body: unknown, status = 400) => new HttpError('http', status, '/office-api/v1/password', 'refused', [], body);

describe('an office call\'s failure as the player reads it', () => {
  it('words a known refusal code from the plugin\'s dictionary, never the server\'s text', () => {
    expect(refusalKeyOf(refused({ errors: [{ status: '400', code: 'password_wrong', detail: 'raw server words' }] }))).toBe('error_password_wrong');
    expect(refusalKeyOf(refused({ errors: [{ status: '400', code: 'something_new', detail: 'raw server words' }] }))).toBe(GENERIC_FAILURE_KEY);
    expect(refusalKeyOf(refused('<html>502</html>', 502))).toBe(GENERIC_FAILURE_KEY);
    expect(refusalKeyOf(HttpError.network('/office-api/v1/password', new Error('offline')))).toBe(GENERIC_FAILURE_KEY);
  });

  it('has an English and a Russian text for every refusal code', () => {
    for (const code of KNOWN_REFUSALS) expect([code, typeof (en as Record<string, string>)[`error_${code}`], typeof (ru as Record<string, string>)[`error_${code}`]]).toEqual([code, 'string', 'string']);
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  });

  it('tells a cancelled call apart', () => {
    expect(isCancelled(HttpError.cancelled('/office-api/v1/settings'))).toBe(true);
    expect(isCancelled(refused(undefined))).toBe(false);
  });
});
