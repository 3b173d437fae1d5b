/**
 * Significant digits kept when cleaning binary float noise. Odds and stakes carry far fewer, so anything past the
 * 12th digit is the residue of binary arithmetic (0.1 + 0.2 = 0.30000000000000004), not information.
 */
const SIGNIFICANT_DIGITS = 12;

export type RoundingMode = 'nearest' | 'down' | 'up';

/** Drops binary float noise past 12 significant digits; non-finite values pass through. */
export function cleanFloat(value: number): number {
  if (!Number.isFinite(value)) return value;
  const cleaned = Number(value.toPrecision(SIGNIFICANT_DIGITS));
  return cleaned === 0 ? 0 : cleaned;
}

/**
 * Moves the decimal point through the number's decimal text instead of multiplying by a power of ten:
 * 1.0005 * 1000 is 1000.4999999999999 in binary, while "1.0005e3" parses to exactly 1000.5.
 */
function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds to `places` decimals after cleaning float noise. `nearest` rounds halves away from zero (money
 * convention, symmetric for negative figures); `down` and `up` go towards minus and plus infinity.
 */
export function roundDecimal(value: number, places: number, mode: RoundingMode = 'nearest'): number {
  if (!Number.isFinite(value)) return value;
  const shifted = shift(cleanFloat(value), places);
  let whole: number;
  if (mode === 'down') whole = Math.floor(shifted);
  else if (mode === 'up') whole = Math.ceil(shifted);
  else whole = Math.sign(shifted) * Math.round(Math.abs(shifted));
  const result = shift(whole, -places);
  return result === 0 ? 0 : result;
}
