/**
 * The coupon maths of the demo BFF, written once (notes/betting-math.md): stake units, maximum win and settled payout
 * of singles, expresses, systems (with bankers) and multiple singles. Systems are never enumerated: the sum over
 * k-combinations of the products of odds is the elementary symmetric polynomial e_k, computed in O(n·k).
 */

export type CouponTypeId = 0 | 1 | 2 | 9;
/** Result statuses of a bet or a coupon (spec 4.1). */
export type ResultStatus = -2 | -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
export const round3 = (value: number) => Math.round((value + Number.EPSILON) * 1000) / 1000;

/** e_k(values): the coefficient of x^k in the product of (1 + v·x). */
export function elementarySymmetric(values: readonly number[], k: number): number {
  if (k < 0 || k > values.length) return 0;
  const e = new Array<number>(k + 1).fill(0);
  e[0] = 1;
  for (const value of values) {
    for (let j = k; j >= 1; j -= 1) e[j] += e[j - 1] * value;
  }
  return e[k];
}

/** C(n, k), exact for the sizes a coupon can have (n ≤ 40). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

export interface CouponLeg {
  /** Decimal odds, or a result factor when settling. */
  value: number;
  isBanker?: boolean;
}

/**
 * How many unit stakes the coupon takes: 1 for a single or an express, C(n, k) for a system k of n non-banker legs,
 * n for multiple singles. The submitted `amount` of a system is its total stake, shared equally by its combinations
 * (unit stake = amount / units); for the other types it is the stake of one unit, and the coupon costs amount × units.
 */
export function stakeUnits(typeId: CouponTypeId, legs: readonly CouponLeg[], systemValue?: number): number {
  if (typeId === 2) return binomial(legs.filter((leg) => !leg.isBanker).length, systemValue ?? 2);
  if (typeId === 9) return legs.length;
  return 1;
}

/**
 * What one unit stake returns when every leg returns its value: the maximum win per unit for odds, the payout per
 * unit for result factors (0 lost, 1 returned, odds won, the halves in between).
 */
export function returnPerUnit(typeId: CouponTypeId, legs: readonly CouponLeg[], systemValue?: number): number {
  const values = legs.map((leg) => leg.value);
  switch (typeId) {
    case 0:
      return values[0];
    case 1:
      return values.reduce((product, value) => product * value, 1);
    case 9:
      return values.reduce((sum, value) => sum + value, 0);
    case 2: {
      const bankers = legs.filter((leg) => leg.isBanker).reduce((product, leg) => product * leg.value, 1);
      return bankers * elementarySymmetric(legs.filter((leg) => !leg.isBanker).map((leg) => leg.value), systemValue ?? 2);
    }
  }
}

export interface CouponFigures {
  units: number;
  /** Total stake: unit stake × units. */
  amount: number;
  /** Maximum win / total stake (the average price of a unit); ≥ 1 since every price is. */
  coef: number;
  possibleWin: number;
}

/** The figures of a coupon at the given prices: total stake, its coefficient and the possible win (3 decimals). */
export function couponFigures(typeId: CouponTypeId, legs: readonly CouponLeg[], unitAmount: number, systemValue?: number): CouponFigures {
  const units = stakeUnits(typeId, legs, systemValue);
  const perUnit = returnPerUnit(typeId, legs, systemValue);
  return { units, amount: round2(unitAmount * units), coef: round3(perUnit / units), possibleWin: round3(unitAmount * perUnit) };
}

/** The result factor of a settled leg (betting-math.md): what one unit staked on it returns. */
export function resultFactor(status: ResultStatus, coef: number): number {
  switch (status) {
    case 1:
      return coef;
    case 2:
    case 3:
      return 1;
    case 4:
      return (coef + 1) / 2;
    case 5:
      return 0.5;
    case 6:
      return coef / 2;
    default:
      return 0;
  }
}

/**
 * A coupon's status from its bets and payout: open while any bet is (-1 when every bet's game has yet to start,
 * else -2); a single takes its bet's status; otherwise every bet forced-returned is 3, every bet returned is 2,
 * and then by the payout against the total stake: nothing 0, more 1, the same 2, less (a partial return) 5.
 */
export function couponStatus(typeId: CouponTypeId, betStatuses: readonly ResultStatus[], payout: number, amount: number): ResultStatus {
  if (betStatuses.some((status) => status < 0)) return betStatuses.every((status) => status === -1) ? -1 : -2;
  if (typeId === 0) return betStatuses[0];
  if (betStatuses.every((status) => status === 3)) return 3;
  if (betStatuses.every((status) => status === 2 || status === 3)) return 2;
  if (payout <= 0) return 0;
  if (Math.abs(payout - amount) < 0.005) return 2;
  return payout > amount ? 1 : 5;
}
