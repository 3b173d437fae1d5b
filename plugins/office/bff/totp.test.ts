// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, TOTP_DIGITS, TOTP_STEP_S, TOTP_WINDOW_STEPS, totpAt, verifyTotp } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" and its 8-digit codes; the 6 digits are their tail.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

describe('TOTP (RFC 6238 with node:crypto)', () => {
  it('pins its parameters', () => {
    expect([TOTP_STEP_S, TOTP_DIGITS, TOTP_WINDOW_STEPS]).toEqual([30, 6, 1]);
  });

  it('gives the RFC 6238 test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(hotp(base32Decode(RFC_SECRET), Math.floor(seconds / 30), 8)).toBe(code);
      expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
    }
  });

  it('takes the code of now and of one step either side, and nothing else', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, now), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, now + 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 90_000), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });
});
