import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatStartTime } from './formatMoment.ts';

// 2026-11-28 17:40:00 UTC: the moment the bets page shows as "20:40" to a player whose preferences say UTC+3, 24 h.
const AT = '2026-11-28T17:40:00Z';

describe('formatDateTime: a moment as the player reads every record on the site', () => {
  it.each([
    ['ru', { timeZone: 3, is12h: false }, '28 нояб. 2026 г., 20:40'],
    ['en', { timeZone: 3, is12h: false }, 'Nov 28, 2026, 20:40'],
    ['en', { timeZone: -5, is12h: true }, 'Nov 28, 2026, 12:40 PM'],
    ['en', { timeZone: 5.5, is12h: false }, 'Nov 28, 2026, 23:10'],
    ['ru', { timeZone: 9, is12h: false }, '29 нояб. 2026 г., 02:40'],
  ])('in %s with %j: %s', (lang, preferences, shown) => {
    expect(formatDateTime(lang, AT, preferences)).toBe(shown);
  });

  it('takes Unix seconds as well, and shows nothing for what is not a time', () => {
    expect(formatDateTime('ru', Date.parse(AT) / 1000, { timeZone: 0, is12h: false })).toBe('28 нояб. 2026 г., 17:40');
    expect(formatDateTime('ru', 'not a date', { timeZone: 0, is12h: false })).toBe('');
  });

  it("gives the day in the player's zone, which may be the next one", () => {
    expect(formatDate('en', AT, { timeZone: 0 })).toBe('Nov 28, 2026');
    expect(formatDate('en', AT, { timeZone: 9 })).toBe('Nov 29, 2026');
  });
});

describe('formatStartTime: a start time on a list of games', () => {
  // 2026-11-22 18:45:00 UTC, seen at noon UTC the same day.
  const startsAt = Date.UTC(2026, 10, 22, 18, 45) / 1000;
  const now = Date.UTC(2026, 10, 22, 12, 0);

  it.each([
    [{ timeZone: 0, is12h: false }, '18:45'],
    [{ timeZone: 3, is12h: false }, '21:45'],
    [{ timeZone: 3, is12h: true }, '9:45 PM'],
    [{ timeZone: -7, is12h: true }, '11:45 AM'],
    [{ timeZone: 6, is12h: false }, '23.11 00:45'],
  ])('with %j shows %s', (preferences, expected) => {
    expect(formatStartTime(startsAt, preferences, now)).toBe(expected);
  });

  it('shows noon and midnight as 12 in the 12-hour format', () => {
    expect(formatStartTime(Date.UTC(2026, 10, 22, 12, 5) / 1000, { timeZone: 0, is12h: true }, now)).toBe('12:05 PM');
    expect(formatStartTime(Date.UTC(2026, 10, 22, 0, 5) / 1000, { timeZone: 0, is12h: true }, now)).toBe('12:05 AM');
  });
});
