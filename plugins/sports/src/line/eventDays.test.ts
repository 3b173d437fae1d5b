import { describe, expect, it } from 'vitest';
import { dayHeading, dayNumberOf } from './eventDays.ts';

const words = { today: 'Today', tomorrow: 'Tomorrow' };
// 2026-11-28 22:30 UTC: still the 28th in London, already the 29th in Moscow (UTC+3).
const lateEvening = Date.UTC(2026, 10, 28, 22, 30);

describe('days of games in the player\'s zone', () => {
  it('counts a moment\'s day in the player\'s zone', () => {
    expect(dayNumberOf(lateEvening, 3) - dayNumberOf(lateEvening, 0)).toBe(1);
    expect(dayNumberOf(Date.UTC(2026, 10, 28, 0, 0), 0)).toBe(dayNumberOf(Date.UTC(2026, 10, 28, 23, 59), 0));
    expect(dayNumberOf(Date.UTC(2026, 10, 28, 3, 0), -5)).toBe(dayNumberOf(Date.UTC(2026, 10, 27, 12, 0), 0));
  });

  it('names today and tomorrow, and any other day by its weekday and date', () => {
    const today = dayNumberOf(lateEvening, 3);
    expect(dayHeading(today, today, 'en', words)).toBe('Today');
    expect(dayHeading(today + 1, today, 'en', words)).toBe('Tomorrow');
    expect(dayHeading(today + 2, today, 'en', words)).toBe('Tuesday, December 1');
    expect(dayHeading(today + 2, today, 'ru', words)).toBe('вторник, 1 декабря');
  });
});
