import { describe, expect, it } from 'vitest';
import { recoveryCodeFailure } from './recoveryCodeFailure.ts';

describe('recovery code failure', () => {
  it.each([
    [1000, 999_999, 'wrong_code'],
    [1000, 1_000_000, 'time_up'],
    [1000, 1_500_000, 'time_up'],
  ])('expiry %i s, now %i ms -> %s', (expiresAt, now, kind) => {
    expect(recoveryCodeFailure(expiresAt, now)).toBe(kind);
  });
});
