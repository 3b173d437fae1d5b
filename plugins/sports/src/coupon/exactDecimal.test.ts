import { describe, expect, it } from 'vitest';
import { exactDecimal, exactMinus, exactPlus, exactProduct, exactRounded, exactTimes, exactToFixed, roundExact } from './exactDecimal.ts';

const fixed = (value: number) => exactToFixed(exactDecimal(value));

describe('exactDecimal', () => {
  it.each([
    [3.09, '3.09'],
    [7032.87, '7032.87'],
    [-0.5, '-0.5'],
    [0, '0'],
    [1e-7, '0.0000001'],
    [1.4e21, '1400000000000000000000'],
    [999_999_999_999.999, '999999999999.999'],
    // The binary noise is part of the number: rounding, not parsing, removes it.
    [0.1 + 0.2, '0.30000000000000004'],
  ])('%s is the decimal %s', (value, text) => expect(fixed(value)).toBe(text));

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (value) => {
    expect(() => exactDecimal(value)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('keeps every digit of products and sums', () => {
    const express = exactProduct([7032.87, 3.09, 5.2, 8.32, 2.63, 3.56, 6.46].map(exactDecimal));
    expect(exactToFixed(express)).toBe('56866435.0874965702656');
    expect(exactToFixed(exactPlus(exactDecimal(0.1), exactDecimal(0.2)))).toBe('0.3');
    expect(exactToFixed(exactMinus(exactDecimal(1), exactDecimal(1.005)))).toBe('-0.005');
    expect(exactToFixed(exactTimes(exactDecimal(999_999.999), exactDecimal(1_000_000.001)))).toBe('999999999999.999999');
  });
});

describe('rounding', () => {
  it.each<[string, number, number, 'nearest' | 'down' | 'up', bigint, string]>([
    ['the express example', 56_866_435.0874966, 3, 'nearest', 1n, '56866435.087'],
    ['a half rounds away from zero', 1_419_752.2225, 3, 'nearest', 1n, '1419752.223'],
    ['a negative half too', -2.5, 0, 'nearest', 1n, '-3'],
    ['down goes towards minus infinity', -1.0001, 3, 'down', 1n, '-1.001'],
    ['up goes towards plus infinity', 1.0001, 3, 'up', 1n, '1.001'],
    ['a divisor: 100 / 7', 100, 3, 'nearest', 7n, '14.286'],
    ['a divisor with a half: 1139.0625 × 7 / 7', 7973.4375, 3, 'nearest', 7n, '1139.063'],
    ['no decimals lost near 10^12', 999_871_605_953.0163, 3, 'nearest', 1n, '999871605953.016'],
  ])('%s', (_, value, places, mode, divisor, text) => {
    expect(exactToFixed(exactRounded(exactDecimal(value), places, mode, divisor))).toBe(text);
  });

  it('gives the nearest number to the rounded decimal', () => {
    expect(roundExact(exactDecimal(1_234_567_890.1235), 3)).toBe(1_234_567_890.124);
    expect(roundExact(exactDecimal(999_999_999_999.9985), 3)).toBe(999_999_999_999.999);
    expect(roundExact(exactDecimal(-1e-7), 3)).toBe(0);
    expect(Object.is(roundExact(exactDecimal(-1e-7), 3), -0)).toBe(false);
  });
});
