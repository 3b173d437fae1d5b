import { cleanFloat, roundDecimal } from './roundDecimal.ts';

/**
 * Odds display format ids (spec 9 lists 0, 1, 2, 4, 5, 6, 14, 15, 16 as "decimal, fractional, American and
 * others" without naming the rest; the mapping below is ours):
 *
 * | id | format | shown as | rounding |
 * |---|---|---|---|
 * | 0 | decimal | `2.50` | 2 decimals, down |
 * | 1 | fractional, exact | `3/2`, `91/100` | best fraction not above d − 1 with denominator ≤ 100 |
 * | 2 | American | `+150`, `-111` | integer; positive side down, negative side nearest |
 * | 4 | Hong Kong | `1.50` | 2 decimals, down |
 * | 5 | Malay | `0.90`, `-0.667` | positive side 2 decimals down; negative side 3 decimals nearest |
 * | 6 | Indonesian | `+1.50`, `-1.111` | positive side 2 decimals down; negative side 3 decimals nearest |
 * | 14 | implied probability | `50%`, `33.3%` | 1 decimal, nearest, trailing .0 dropped |
 * | 15 | decimal, 3 places | `1.675` | 3 decimals, down |
 * | 16 | fractional, traditional ladder | `4/6`, `15/2` | the highest rung not above d − 1 |
 *
 * Rounding: a shown price must never be better than the price the bet settles at. Forms that grow with the price
 * (decimal, Hong Kong, the positive sides, both fractional forms) therefore round down, which also makes 8.80 read
 * 15/2 rather than 8/1 on the ladder, where one rung can be worth 10 % of the price. The reciprocal sides
 * (−100/(d − 1), −1/(d − 1)) round to nearest: rounding them "down" would print 1.9 as −112 / −1.112 instead of the
 * −111 / −1.111 every book shows, and at 3 decimals the error is below a thousandth of the shown figure.
 * Implied probability is information rather than a price and rounds to nearest.
 */
export const ODDS_FORMAT = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  malay: 5,
  indonesian: 6,
  impliedProbability: 14,
  decimalPrecise: 15,
  fractionalLadder: 16,
} as const;

export type OddsFormatId = (typeof ODDS_FORMAT)[keyof typeof ODDS_FORMAT];

export const ODDS_FORMAT_IDS: readonly OddsFormatId[] = Object.values(ODDS_FORMAT);

/** Largest denominator of the exact fractional form (id 1): decimal odds with 2 places are n/100 exactly. */
const MAX_DENOMINATOR = 100;

/** Denominator allowed when a price lies below the ladder's lowest rung (1/100) and id 16 falls back to id 1. */
const FALLBACK_MAX_DENOMINATOR = 1000;

/**
 * The traditional UK fractional ladder, ascending. Rungs keep their customary unreduced spelling (4/6, 6/4,
 * 100/30, 85/40) because that is how bettors read them.
 */
const LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9],
  [1, 8], [2, 15], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11],
  [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [21, 20],
  [11, 10], [6, 5], [5, 4], [11, 8], [6, 4], [13, 8], [7, 4], [15, 8], [2, 1], [85, 40], [9, 4], [5, 2], [11, 4],
  [3, 1], [100, 30], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2],
  [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [22, 1], [25, 1], [28, 1], [33, 1],
  [40, 1], [50, 1], [66, 1], [80, 1], [100, 1], [125, 1], [150, 1], [200, 1], [250, 1], [300, 1], [500, 1],
  [1000, 1],
];

/** Slack for comparing a computed ratio with a price that is itself a rounded decimal. */
const TOLERANCE = 1e-9;

const fixed = (value: number, places: number, mode: 'nearest' | 'down') => roundDecimal(value, places, mode).toFixed(places);

/**
 * The best fraction p/q ≤ x with q ≤ maxDenominator: the lower continued-fraction semiconvergent of x, found by
 * trying every denominator (at most 1000 steps, simpler to check than walking the continued fraction).
 */
function fractionBelow(x: number, maxDenominator: number): [number, number] {
  let best: [number, number] = [0, 1];
  for (let q = 1; q <= maxDenominator; q += 1) {
    const p = Math.floor(x * q + TOLERANCE);
    if (p * best[1] > best[0] * q) best = [p, q];
  }
  return best;
}

function ladderBelow(x: number): [number, number] | null {
  let found: [number, number] | null = null;
  for (const [n, m] of LADDER) {
    if (n / m > x + TOLERANCE) break;
    found = [n, m];
  }
  return found;
}

/**
 * Shows decimal odds in the given format (see ODDS_FORMAT for the rules). A price that is not a finite number
 * above 1 has no meaningful form in most formats and is shown as an empty string.
 */
export function formatOdds(decimal: number, formatId: OddsFormatId): string {
  if (!Number.isFinite(decimal) || decimal <= 1) return '';
  const profit = cleanFloat(decimal - 1);
  switch (formatId) {
    case ODDS_FORMAT.fractional: {
      const [p, q] = fractionBelow(profit, MAX_DENOMINATOR);
      return `${p}/${q}`;
    }
    case ODDS_FORMAT.fractionalLadder: {
      const rung = ladderBelow(profit) ?? fractionBelow(profit, FALLBACK_MAX_DENOMINATOR);
      return `${rung[0]}/${rung[1]}`;
    }
    case ODDS_FORMAT.american:
      return decimal >= 2 ? `+${fixed(100 * profit, 0, 'down')}` : `-${fixed(100 / profit, 0, 'nearest')}`;
    case ODDS_FORMAT.hongKong:
      return fixed(profit, 2, 'down');
    case ODDS_FORMAT.malay:
      return decimal <= 2 ? fixed(profit, 2, 'down') : `-${fixed(1 / profit, 3, 'nearest')}`;
    case ODDS_FORMAT.indonesian:
      return decimal >= 2 ? `+${fixed(profit, 2, 'down')}` : `-${fixed(1 / profit, 3, 'nearest')}`;
    case ODDS_FORMAT.impliedProbability:
      return `${roundDecimal(100 / decimal, 1, 'nearest')}%`;
    case ODDS_FORMAT.decimalPrecise:
      return fixed(decimal, 3, 'down');
    case ODDS_FORMAT.decimal:
    default:
      return fixed(decimal, 2, 'down');
  }
}

const SIGNED_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const UNSIGNED_NUMBER = /^\d+(\.\d+)?$/;
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;

/** Accepts the typographic minus and a decimal comma, which users paste from other sites. */
function normalise(text: string): string {
  return text.trim().replace(/\u2212/g, '-').replace(',', '.');
}

function toDecimal(value: number): number {
  return value > 1 && Number.isFinite(value) ? cleanFloat(value) : Number.NaN;
}

/**
 * Reads odds typed in the given format back to a decimal price (cleaned of float noise, not rounded further, so
 * parse(format(d)) differs from d only by the display rounding). Anything that is not a valid price of that format
 * gives NaN: American values between −100 and +100, Malay values outside [−1, 1], Indonesian values between −1
 * and +1, probabilities outside (0, 100). Both fractional formats accept any fraction, on the ladder or not, and
 * "evens".
 */
export function parseOdds(text: string, formatId: OddsFormatId): number {
  const input = normalise(text);
  switch (formatId) {
    case ODDS_FORMAT.fractional:
    case ODDS_FORMAT.fractionalLadder: {
      if (/^(evens|evs)$/i.test(input)) return 2;
      const match = FRACTION.exec(input);
      if (!match) return Number.NaN;
      const denominator = Number(match[2]);
      return denominator > 0 ? toDecimal(Number(match[1]) / denominator + 1) : Number.NaN;
    }
    case ODDS_FORMAT.american: {
      if (!SIGNED_NUMBER.test(input)) return Number.NaN;
      const american = Number(input);
      if (american >= 100) return toDecimal(1 + american / 100);
      if (american <= -100) return toDecimal(1 + 100 / -american);
      return Number.NaN;
    }
    case ODDS_FORMAT.hongKong:
      return UNSIGNED_NUMBER.test(input) ? toDecimal(Number(input) + 1) : Number.NaN;
    case ODDS_FORMAT.malay: {
      if (!SIGNED_NUMBER.test(input)) return Number.NaN;
      const malay = Number(input);
      if (malay > 0 && malay <= 1) return toDecimal(malay + 1);
      if (malay < 0 && malay >= -1) return toDecimal(1 - 1 / malay);
      return Number.NaN;
    }
    case ODDS_FORMAT.indonesian: {
      if (!SIGNED_NUMBER.test(input)) return Number.NaN;
      const indonesian = Number(input);
      if (indonesian >= 1) return toDecimal(indonesian + 1);
      if (indonesian <= -1) return toDecimal(1 - 1 / indonesian);
      return Number.NaN;
    }
    case ODDS_FORMAT.impliedProbability: {
      const percent = input.replace(/\s*%$/, '');
      if (!UNSIGNED_NUMBER.test(percent)) return Number.NaN;
      const probability = Number(percent);
      return probability > 0 && probability < 100 ? toDecimal(100 / probability) : Number.NaN;
    }
    case ODDS_FORMAT.decimal:
    case ODDS_FORMAT.decimalPrecise:
    default:
      return UNSIGNED_NUMBER.test(input) ? toDecimal(Number(input)) : Number.NaN;
  }
}
