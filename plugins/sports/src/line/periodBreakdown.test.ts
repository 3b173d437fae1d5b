import { describe, expect, it } from 'vitest';
import { periodBreakdown } from './periodBreakdown.ts';

describe('the score by period', () => {
  it('is shown once a second period has started', () => {
    expect(periodBreakdown([{ home: 1, away: 0 }, { home: 0, away: 2 }])).toBe('1:0, 0:2');
  });

  it('is not shown for one period, whose score is the game\'s, nor without periods', () => {
    expect(periodBreakdown([{ home: 0, away: 2 }])).toBeNull();
    expect(periodBreakdown([])).toBeNull();
    expect(periodBreakdown(undefined)).toBeNull();
  });
});
