import { describe, expect, it } from 'vitest';
import { COEF_VIEW_IDS_BY_VIEW_TYPE } from './coefViews.ts';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import { formatOdds, parseOdds } from './oddsFormat.ts';
import { ODDS_FORMAT, ODDS_FORMAT_IDS, oddsFormatIdOf, type OddsFormatId } from './oddsFormatIds.ts';

const F = ODDS_FORMAT;

describe('odds format ids', () => {
  it('are the operator\'s: 1 fractional, 2 American, 4 Hong Kong, 5 Indonesian, 6 Malay', () => {
    expect(ODDS_FORMAT).toMatchObject({ decimal: 0, fractional: 1, american: 2, hongKong: 4, indonesian: 5, malay: 6 });
    expect(formatOdds(1.9, 5)).toBe('-1.111');
    expect(formatOdds(1.9, 6)).toBe('0.90');
  });

  it('are named by those ids in the dictionaries', () => {
    expect([en.odds_format_5, en.odds_format_6]).toEqual(['Indonesian', 'Malay']);
    expect([ru.odds_format_5, ru.odds_format_6]).toEqual(['Индонезийский', 'Малайский']);
  });

  it('are the formats the global preferences allow in the European view, which allows every one', () => {
    expect([...ODDS_FORMAT_IDS].sort((a, b) => a - b)).toEqual(COEF_VIEW_IDS_BY_VIEW_TYPE[0]);
  });
});

describe('formatOdds', () => {
  it.each<[number, OddsFormatId, string]>([
    // d = 2 in every format (betting-math.md)
    [2, F.decimal, '2.00'],
    [2, F.fractional, '1/1'],
    [2, F.american, '+100'],
    [2, F.hongKong, '1.00'],
    [2, F.malay, '1.00'],
    [2, F.indonesian, '+1.00'],
    [2, F.impliedProbability, '50%'],
    [2, F.decimalPrecise, '2.000'],
    [2, F.fractionalLadder, '1/1'],
    // reference examples
    [2.5, F.malay, '-0.667'],
    [1.9, F.indonesian, '-1.111'],
    [1.67, F.fractionalLadder, '4/6'],
    [8.8, F.fractionalLadder, '15/2'],
    // more hand-computed values
    [2.5, F.american, '+150'],
    [1.9, F.american, '-111'],
    [1.5, F.american, '-200'],
    [1.9, F.malay, '0.90'],
    [2.5, F.indonesian, '+1.50'],
    [2.3, F.hongKong, '1.30'],
    [3, F.impliedProbability, '33.3%'],
    [1.675, F.decimal, '1.67'],
    [1.675, F.decimalPrecise, '1.675'],
    [1.15, F.decimal, '1.15'],
    [2.5, F.fractional, '3/2'],
    [1.91, F.fractional, '91/100'],
    [1.67, F.fractional, '67/100'],
    [2.5, F.fractionalLadder, '6/4'],
    [3.5, F.fractionalLadder, '5/2'],
    [2.45, F.fractionalLadder, '11/8'],
    [4.333, F.fractionalLadder, '3/1'],
    [4.34, F.fractionalLadder, '100/30'],
    [1.005, F.fractionalLadder, '1/200'],
    [1001, F.fractionalLadder, '1000/1'],
  ])('%s in format %s is %s', (decimal, format, shown) => {
    expect(formatOdds(decimal, format)).toBe(shown);
  });

  // Below 1.01 and above 2000 every format still shows a price (not "1.00", "0.00", "0/1", "0%" or "-0.000").
  it.each<[number, OddsFormatId, string]>([
    [1.005, F.decimal, '1.005'],
    [1.005, F.decimalPrecise, '1.005'],
    [1.0005, F.decimalPrecise, '1.0005'],
    [1.005, F.hongKong, '0.005'],
    [1.005, F.fractional, '1/200'],
    [1.0001, F.fractionalLadder, '1/10000'],
    [1.005, F.american, '-20000'],
    [1.005, F.malay, '0.005'],
    [1.005, F.indonesian, '-200.000'],
    [1.005, F.impliedProbability, '99.5%'],
    [1.0001, F.impliedProbability, '99.99%'],
    [2500, F.decimal, '2500.00'],
    [2500, F.decimalPrecise, '2500.000'],
    [2500, F.hongKong, '2499.00'],
    [2500, F.fractional, '2499/1'],
    [2500, F.fractionalLadder, '2499/1'],
    [2001, F.fractionalLadder, '2000/1'],
    [2500, F.american, '+249900'],
    [2500, F.malay, '-0.0004'],
    [5000, F.malay, '-0.0002'],
    [2500, F.indonesian, '+2499.00'],
    [2500, F.impliedProbability, '0.04%'],
    [5000, F.impliedProbability, '0.02%'],
  ])('edge price %s in format %s is %s', (decimal, format, shown) => {
    const text = formatOdds(decimal, format);
    expect(text).toBe(shown);
    expect(parseOdds(text, format)).toBeGreaterThan(1);
  });

  it.each([1.001, 1.005, 1.009, 2000.5, 2500, 5000, 10_000])('shows %s as a price in every format, never a better one', (decimal) => {
    for (const format of ODDS_FORMAT_IDS) {
      const parsed = parseOdds(formatOdds(decimal, format), format);
      expect(parsed, `format ${format}`).toBeGreaterThan(1);
      if (format === F.decimal || format === F.decimalPrecise || format === F.hongKong || format === F.fractional || format === F.fractionalLadder) {
        expect(parsed, `format ${format}`).toBeLessThanOrEqual(decimal + 1e-9);
      }
    }
  });

  it.each([1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])('shows no price for %s', (decimal) => {
    for (const format of ODDS_FORMAT_IDS) expect(formatOdds(decimal, format)).toBe('');
  });

  it('never shows a better price on the ladder or in the linear forms', () => {
    for (let cents = 101; cents <= 2000; cents += 1) {
      const decimal = cents / 100;
      for (const format of [F.decimal, F.decimalPrecise, F.hongKong, F.fractional, F.fractionalLadder] as const) {
        expect(parseOdds(formatOdds(decimal, format), format)).toBeLessThanOrEqual(decimal + 1e-9);
      }
    }
  });
});

describe('parseOdds', () => {
  it.each<[string, OddsFormatId, number]>([
    ['2.00', F.decimal, 2],
    ['2,50', F.decimal, 2.5],
    ['1.675', F.decimalPrecise, 1.675],
    ['1/1', F.fractional, 2],
    ['evens', F.fractionalLadder, 2],
    ['4/6', F.fractionalLadder, 1 + 4 / 6],
    ['15/2', F.fractionalLadder, 8.5],
    ['+100', F.american, 2],
    ['150', F.american, 2.5],
    ['-200', F.american, 1.5],
    ['\u2212111', F.american, 1 + 100 / 111],
    ['1.00', F.hongKong, 2],
    ['1.00', F.malay, 2],
    ['-0.667', F.malay, 1 + 1 / 0.667],
    ['0.90', F.malay, 1.9],
    ['+1.00', F.indonesian, 2],
    ['-1.111', F.indonesian, 1 + 1 / 1.111],
    ['+1.50', F.indonesian, 2.5],
    ['50%', F.impliedProbability, 2],
    ['25', F.impliedProbability, 4],
  ])('%s in format %s is %s', (text, format, decimal) => {
    expect(parseOdds(text, format)).toBeCloseTo(decimal, 9);
  });

  it.each<[string, OddsFormatId]>([
    ['', F.decimal],
    ['abc', F.decimal],
    ['1', F.decimal],
    ['-2', F.decimal],
    ['1/0', F.fractional],
    ['0/1', F.fractional],
    ['50', F.american],
    ['-99', F.american],
    ['1.5', F.malay],
    ['0', F.malay],
    ['0.5', F.indonesian],
    ['-0.5', F.indonesian],
    ['0%', F.impliedProbability],
    ['100%', F.impliedProbability],
    ['-1', F.hongKong],
  ])('%j is not a price in format %s', (text, format) => {
    expect(parseOdds(text, format)).toBeNaN();
  });

  it.each<[number, OddsFormatId, number]>([
    [2.5, F.malay, 0.001],
    [1.9, F.indonesian, 0.001],
    [1.9, F.american, 0.001],
    [3.75, F.hongKong, 0],
    [1.37, F.decimal, 0],
    [2.25, F.fractionalLadder, 0],
    [1.333, F.impliedProbability, 0.001],
  ])('round trip of %s in format %s stays within %s', (decimal, format, tolerance) => {
    expect(Math.abs(parseOdds(formatOdds(decimal, format), format) - decimal)).toBeLessThanOrEqual(tolerance + 1e-12);
  });
});

describe('the format a coefViewId shows prices in', () => {
  it('is the id when a format has it, and decimal for none, an unknown id or a tampered one', () => {
    expect([16, 2, 0].map((id) => oddsFormatIdOf(id))).toEqual([16, 2, 0]);
    expect([undefined, 3, 99, -1, 1.5].map((id) => oddsFormatIdOf(id))).toEqual([0, 0, 0, 0, 0]);
  });
});
