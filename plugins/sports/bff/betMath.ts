import { couponReturnPerUnit, couponWin, type ExactLeg } from '../src/coupon/couponMaths.ts';
import { exactDecimal, exactTimes, exactToNumber, roundExact } from '../src/coupon/exactDecimal.ts';
import { combinationCount, resultFactor as legResultFactor } from '../src/coupon/systemBet.ts';

/**
 * The coupon maths of the demo BFF, on the slip's own exact maths (src/coupon) so that desk and slip agree to the
 * last decimal (notes/betting-math.md): stake units, maximum win and settled payout of singles, expresses, systems
 * (with bankers) and multiple singles.
 */

export type CouponTypeId = 0 | 1 | 2 | 9;
/** Result statuses of a bet or a coupon (spec 4.1). */
export type ResultStatus = -2 | -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Rounds an amount to 2 decimals (what a wallet holds), exactly: the decimal the number stands for. */
export const round2 = (value: number) => roundExact(exactDecimal(value), 2);

export interface CouponLeg {
  /** Decimal odds, or a result factor when settling. */
  value: number;
  isBanker?: boolean;
}

const exactLegsOf = (legs: readonly CouponLeg[]): ExactLeg[] => legs.map((leg) => ({ value: exactDecimal(leg.value), isBanker: leg.isBanker }));

/**
 * How many unit stakes the coupon takes: 1 for a single or an express, C(n, k) for a system k of n non-banker legs,
 * n for multiple singles. The submitted `amount` of a system is its total stake, shared equally by its combinations
 * (unit stake = amount / units); for the other types it is the stake of one unit, and the coupon costs amount × units.
 */
export function stakeUnits(typeId: CouponTypeId, legs: readonly CouponLeg[], systemValue?: number): number {
  if (typeId === 2) return combinationCount(legs.filter((leg) => !leg.isBanker).length, systemValue ?? 2);
  if (typeId === 9) return legs.length;
  return 1;
}

/**
 * What one unit stake returns when every leg returns its value, as the nearest number to the exact value: the
 * maximum win per unit for odds, the payout per unit for result factors (0 lost, 1 returned, odds won, the halves
 * in between).
 */
export function returnPerUnit(typeId: CouponTypeId, legs: readonly CouponLeg[], systemValue?: number): number {
  return exactToNumber(couponReturnPerUnit({ typeId, legs: exactLegsOf(legs), systemValue: systemValue ?? 2 }));
}

export interface CouponFigures {
  units: number;
  /** Total stake: unit stake × units. */
  amount: number;
  /** Maximum win / total stake (the average price of a unit); ≥ 1 since every price is. */
  coef: number;
  possibleWin: number;
}

/**
 * The figures of a coupon at the given prices, for the submitted `amount` (see stakeUnits): total stake (2 decimals),
 * its coefficient and the possible win (3 decimals, raised by `bonusCoef`, the accumulator bonus, if given), each the
 * exact value rounded once, as the slip computes them.
 */
export function couponFigures(typeId: CouponTypeId, legs: readonly CouponLeg[], amount: number, systemValue?: number, bonusCoef?: number): CouponFigures {
  const coupon = { typeId, legs: exactLegsOf(legs), systemValue: systemValue ?? 2 };
  const units = stakeUnits(typeId, legs, systemValue);
  const submitted = exactDecimal(amount);
  const total = typeId === 2 ? submitted : exactTimes(submitted, exactDecimal(units));
  return {
    units,
    amount: roundExact(total, 2),
    coef: units === 0 ? 0 : roundExact(couponReturnPerUnit(coupon), 3, 'nearest', BigInt(units)),
    possibleWin: couponWin({ ...coupon, amount, bonusCoef }),
  };
}

/** The result factor of a settled leg (betting-math.md): what one unit staked on it returns; 0 while unsettled. */
export function resultFactor(status: ResultStatus, coef: number): number {
  return legResultFactor({ odds: coef, statusId: status }) ?? 0;
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
