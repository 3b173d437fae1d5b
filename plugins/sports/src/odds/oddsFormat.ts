import { exactDecimal } from '../coupon/exactDecimal.ts';
import { aboveOne, fixed, formatDecimalOdds, placesToShow } from './decimalOdds.ts';
import { ODDS_FORMAT, type OddsFormatId } from './oddsFormatIds.ts';
import { cleanFloat, roundDecimal } from './roundDecimal.ts';

/** Largest denominator of the exact fractional form (id 1): decimal odds with 2 places are n/100 exactly. */
const MAX_DENOMINATOR = 100;

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

const aboveZero = (rounded: number) => rounded > 0;
const notZero = (rounded: number) => rounded !== 0;
const aProbability = (rounded: number) => rounded > 0 && rounded < 100;

/**
 * The best fraction p/q ≤ x with q ≤ maxDenominator: the lower continued-fraction semiconvergent of x, found by
 * trying every denominator (at most 100 steps, simpler to check than walking the continued fraction).
 */
function fractionBelow(x: number, maxDenominator: number): [number, number] {
  let best: [number, number] = [0, 1];
  for (let q = 1; q <= maxDenominator; q += 1) {
    const p = Math.floor(x * q + TOLERANCE);
    if (p * best[1] > best[0] * q) best = [p, q];
  }
  return best;
}

const greatestCommonDivisor = (a: bigint, b: bigint): bigint => (b === 0n ? a : greatestCommonDivisor(b, a % b));

/** x as the exact fraction of its decimal, in lowest terms: 0.005 is 1/200. */
function exactFraction(x: number): [bigint, bigint] {
  const { units, scale } = exactDecimal(x);
  const denominator = 10n ** BigInt(scale);
  const divisor = greatestCommonDivisor(units, denominator);
  return [units / divisor, denominator / divisor];
}

/** The exact form (id 1): the best fraction with a denominator up to 100, or the exact one where that reads 0/1. */
function fractionalOf(profit: number): string {
  const [p, q] = fractionBelow(profit, MAX_DENOMINATOR);
  if (p > 0) return `${p}/${q}`;
  const [n, m] = exactFraction(profit);
  return `${n}/${m}`;
}

/** The ladder's highest rung not above x, or null below the lowest rung or past the top one. */
function ladderBelow(x: number): readonly [number, number] | null {
  const [topN, topM] = LADDER[LADDER.length - 1];
  if (x > topN / topM + TOLERANCE) return null;
  let found: readonly [number, number] | null = null;
  for (const rung of LADDER) {
    if (rung[0] / rung[1] > x + TOLERANCE) break;
    found = rung;
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
    case ODDS_FORMAT.fractional:
      return fractionalOf(profit);
    case ODDS_FORMAT.fractionalLadder: {
      const rung = ladderBelow(profit);
      return rung ? `${rung[0]}/${rung[1]}` : fractionalOf(profit);
    }
    case ODDS_FORMAT.american:
      return decimal >= 2 ? `+${fixed(100 * profit, 0, 'down')}` : `-${fixed(100 / profit, 0, 'nearest')}`;
    case ODDS_FORMAT.hongKong:
      return fixed(profit, 2, 'down', aboveZero);
    case ODDS_FORMAT.malay:
      return decimal <= 2 ? fixed(profit, 2, 'down', aboveZero) : `-${fixed(1 / profit, 3, 'nearest', notZero)}`;
    case ODDS_FORMAT.indonesian:
      return decimal >= 2 ? `+${fixed(profit, 2, 'down')}` : `-${fixed(1 / profit, 3, 'nearest')}`;
    case ODDS_FORMAT.impliedProbability: {
      const percent = 100 / decimal;
      return `${roundDecimal(percent, placesToShow(percent, 1, 'nearest', aProbability), 'nearest')}%`;
    }
    case ODDS_FORMAT.decimalPrecise:
      return fixed(decimal, 3, 'down', aboveOne);
    case ODDS_FORMAT.decimal:
    default:
      return formatDecimalOdds(decimal);
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
