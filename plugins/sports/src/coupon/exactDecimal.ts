import type { RoundingMode } from '../odds/roundDecimal.ts';

/**
 * A decimal number held exactly: `units` counts steps of 10^-scale. Money is computed in these, not in binary
 * floats: 7032.87 × 3.09 × 5.20 × 8.32 × 2.63 × 3.56 × 6.46 is 56 866 435.0874966…, and float maths that
 * trims its noise to 12 significant digits rounds it to .088 instead of .087 (spec 5 asks for the exact value
 * rounded to 3 decimals).
 */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

const TEN = 10n;
const pow10 = (exponent: number): bigint => TEN ** BigInt(exponent);

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/**
 * The decimal a number stands for: its shortest round-trip text (what `String` prints: 3.09, 7032.87, 1e-7),
 * which is the decimal a bettor typed or the line sent. Throws on NaN and the infinities, which stand for none.
 */
export function exactDecimal(value: number): ExactDecimal {
  const match = DECIMAL_TEXT.exec(String(value));
  if (!match) throw new RangeError(`${value} is not a finite number`);
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - exponent;
  return scale >= 0 ? { units: digits, scale } : { units: digits * pow10(-scale), scale: 0 };
}

const atScale = (value: ExactDecimal, scale: number): bigint => value.units * pow10(scale - value.scale);

export function exactTimes(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function exactPlus(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: atScale(a, scale) + atScale(b, scale), scale };
}

export function exactMinus(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return exactPlus(a, { units: -b.units, scale: b.scale });
}

export const EXACT_ZERO: ExactDecimal = { units: 0n, scale: 0 };
export const EXACT_ONE: ExactDecimal = { units: 1n, scale: 0 };

export const exactProduct = (values: readonly ExactDecimal[]): ExactDecimal => values.reduce(exactTimes, EXACT_ONE);

export const exactSum = (values: readonly ExactDecimal[]): ExactDecimal => values.reduce(exactPlus, EXACT_ZERO);

/** Integer quotient of n / d (d > 0) rounded by `mode`: nearest rounds halves away from zero, like roundDecimal. */
function divideRounded(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const quotient = n / d; // truncates towards zero
  const remainder = n % d;
  if (remainder === 0n) return quotient;
  const negative = n < 0n;
  if (mode === 'down') return negative ? quotient - 1n : quotient;
  if (mode === 'up') return negative ? quotient : quotient + 1n;
  const twice = (negative ? -remainder : remainder) * 2n;
  if (twice < d) return quotient;
  return negative ? quotient - 1n : quotient + 1n;
}

/**
 * value / divisor rounded to `places` decimals, exactly, as a decimal (scale = places). `nearest` rounds halves
 * away from zero; `down` and `up` go towards minus and plus infinity.
 */
export function exactRounded(value: ExactDecimal, places: number, mode: RoundingMode = 'nearest', divisor: bigint = 1n): ExactDecimal {
  if (divisor <= 0n) throw new RangeError('the divisor must be positive');
  const shift = places - value.scale;
  const numerator = shift >= 0 ? value.units * pow10(shift) : value.units;
  const denominator = (shift >= 0 ? 1n : pow10(-shift)) * divisor;
  return { units: divideRounded(numerator, denominator, mode), scale: places };
}

/** The decimal's text with exactly `scale` decimals (no exponent, whatever the size). */
export function exactToFixed(value: ExactDecimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale);
  return `${negative ? '-' : ''}${whole}${value.scale > 0 ? `.${fraction}` : ''}`;
}

/** The nearest number to the decimal: its text parsed, which JavaScript rounds correctly. */
export const exactToNumber = (value: ExactDecimal): number => {
  const result = Number(exactToFixed(value));
  return result === 0 ? 0 : result;
};

/** Rounds value / divisor to `places` decimals exactly and returns the nearest number to the result. */
export const roundExact = (value: ExactDecimal, places: number, mode: RoundingMode = 'nearest', divisor: bigint = 1n): number =>
  exactToNumber(exactRounded(value, places, mode, divisor));
