import { describe, expect, it } from 'vitest';
import { formatEventTime } from './formatEventTime.ts';

// 2026-11-22 18:45:00 UTC
const startsAt = Date.UTC(2026, 10, 22, 18, 45) / 1000;
const now = Date.UTC(2026, 10, 22, 12, 0);

describe('formatEventTime', () => {
  it.each([
    [{ timeZone: 0, is12h: false }, '18:45'],
    [{ timeZone: 3, is12h: false }, '21:45'],
    [{ timeZone: 3, is12h: true }, '9:45 PM'],
    [{ timeZone: -7, is12h: true }, '11:45 AM'],
    [{ timeZone: 6, is12h: false }, '23.11 00:45'],
  ])('with %j shows %s', (preferences, expected) => {
    expect(formatEventTime(startsAt, preferences, now)).toBe(expected);
  });

  it('shows noon and midnight as 12 in the 12-hour format', () => {
    expect(formatEventTime(Date.UTC(2026, 10, 22, 12, 5) / 1000, { timeZone: 0, is12h: true }, now)).toBe('12:05 PM');
    expect(formatEventTime(Date.UTC(2026, 10, 22, 0, 5) / 1000, { timeZone: 0, is12h: true }, now)).toBe('12:05 AM');
  });
});
