import { describe, expect, it } from 'vitest';
import { isSnowfallSeason } from './snowfallSeason.ts';

const on = (month: number, day: number) => new Date(2026, month - 1, day, 12);

describe('the snowfall season (a domain file’s site.snowfallSeason)', () => {
  it('runs over the new year when its end comes before its start, both days included', () => {
    const season = '12-01/01-15';
    expect([on(11, 27), on(11, 30), on(12, 1), on(12, 31), on(1, 1), on(1, 15), on(1, 16), on(7, 1)].map((day) => isSnowfallSeason(season, day))).toEqual([
      false, false, true, true, true, true, false, false,
    ]);
  });

  it('within one year otherwise, and all year without a season', () => {
    expect([on(1, 31), on(2, 1), on(2, 28), on(3, 1)].map((day) => isSnowfallSeason('02-01/02-28', day))).toEqual([false, true, true, false]);
    expect(isSnowfallSeason(undefined, on(7, 1))).toBe(true);
  });
});
