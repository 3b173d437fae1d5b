import { describe, expect, it } from 'vitest';
import { cleanFloat, roundDecimal } from './roundDecimal.ts';

describe('cleanFloat', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1.1 * 1.1 * 1.1, 1.331],
    [3 * 1.1, 3.3],
    [-0.1 - 0.2, -0.3],
    [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
  ])('%s → %s', (value, expected) => expect(cleanFloat(value)).toBe(expected));
});

describe('roundDecimal', () => {
  it.each<[number, number, 'nearest' | 'down' | 'up', number]>([
    // Naive Math.round(x * 1000) / 1000 gives 1 here: 1.0005 * 1000 is 1000.4999999999999 in binary.
    [1.0005, 3, 'nearest', 1.001],
    [10 * 1.15, 2, 'nearest', 11.5],
    [1.15, 2, 'down', 1.15],
    [1.675, 2, 'down', 1.67],
    [1.671, 2, 'up', 1.68],
    [-0.6666666, 3, 'nearest', -0.667],
    [-2.5, 0, 'nearest', -3],
    [2.5, 0, 'nearest', 3],
    [1.4e21, 3, 'nearest', 1.4e21],
    [1e-7, 3, 'nearest', 0],
    [-1e-7, 3, 'nearest', 0],
  ])('%s to %s places (%s) → %s', (value, places, mode, expected) => {
    expect(roundDecimal(value, places, mode)).toBe(expected);
  });

  it('keeps non-finite values', () => {
    expect(roundDecimal(Number.NaN, 2)).toBeNaN();
  });
});
