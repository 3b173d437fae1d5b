// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageOn } from './ageOn.ts';

const on = (day: string) => new Date(`${day}T12:00:00Z`);

describe('ageOn', () => {
  it('counts a year on the birthday itself, not the day before', () => {
    expect(ageOn('2008-11-27', on('2026-11-27'))).toBe(18);
    expect(ageOn('2008-11-28', on('2026-11-27'))).toBe(17);
  });

  it('counts a 29 February birthday from 1 March in a common year', () => {
    expect(ageOn('2008-02-29', on('2026-02-28'))).toBe(17);
    expect(ageOn('2008-02-29', on('2026-03-01'))).toBe(18);
  });

  it('refuses a day that does not exist, one in the future and one more than 120 years ago', () => {
    expect(ageOn('2001-02-30', on('2026-11-27'))).toBeNull();
    expect(ageOn('2027-01-01', on('2026-11-27'))).toBeNull();
    expect(ageOn('1900-01-01', on('2026-11-27'))).toBeNull();
  });
});
