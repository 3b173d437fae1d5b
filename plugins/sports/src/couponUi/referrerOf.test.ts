import { describe, expect, it } from 'vitest';
import { REFERRAL_VALUE_PATTERN } from '../../../account/contract/index.ts';
import { REFERRER_PATTERN } from '../../schemas/sports.ts';
import { referrerOf } from './couponRequests.ts';

describe('the referrer a placed coupon carries (refId)', () => {
  it.each([
    ['the referral cookie', 'session=abc; refererid=partner-42; other=1', 'partner-42'],
    ['no referral cookie', 'session=abc', null],
    ['a value no partner link carries', 'refererid=%3Cscript%3E', null],
  ])('%s: %s', (_case, cookies, expected) => expect(referrerOf(cookies)).toBe(expected));

  it('is checked by the coupon schema as the account plugin checks the cookie', () => expect(REFERRER_PATTERN).toBe(REFERRAL_VALUE_PATTERN.source));
});
