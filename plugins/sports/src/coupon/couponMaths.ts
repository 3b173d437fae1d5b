import { cleanFloat } from '../odds/roundDecimal.ts';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';
import {
  type ExactDecimal,
  exactDecimal,
  exactProduct,
  exactRounded,
  exactSum,
  exactTimes,
  exactToNumber,
  roundExact,
} from './exactDecimal.ts';
import { WIN_DECIMALS } from './roundWin.ts';
import { combinationCount, elementarySymmetricSum } from './systemBet.ts';

export interface CoefLeg {
  coef: number;
  /** Only a system (type 2) reads it. */
  isBanker?: boolean;
}

export interface TotalCoefInput {
  typeId: CouponTypeId;
  legs: readonly CoefLeg[];
  systemValue: number;
}

/** A leg as the exact maths reads it: its price for the maximum win, its result factor when settled. */
export interface ExactLeg {
  value: ExactDecimal;
  isBanker?: boolean;
}

export interface ExactCouponInput {
  typeId: CouponTypeId;
  legs: readonly ExactLeg[];
  /** Only a system (type 2) reads it. */
  systemValue?: number;
}

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 1;

const isPositive = (value: number) => Number.isFinite(value) && value > 0;

/** The legs at their prices, or null when one has no usable price (nothing can be computed from it). */
export function exactLegs(legs: readonly CoefLeg[]): ExactLeg[] | null {
  return legs.every((leg) => isPositive(leg.coef)) ? legs.map((leg) => ({ value: exactDecimal(leg.coef), isBanker: leg.isBanker })) : null;
}

/**
 * Units the coupon's amount is spread over when it is shared: the C(n, k) combinations of a system, whose amount
 * is its total stake; 1 for the other types (0 for a system size that does not fit its selections).
 */
export function sharedUnits({ typeId, legs, systemValue }: ExactCouponInput): number {
  if (typeId !== COUPON_TYPE.system) return 1;
  return combinationCount(legs.filter((leg) => !leg.isBanker).length, systemValue ?? 0);
}

/**
 * What one unit stake returns when every leg returns its value, exactly: single v; express Π v; system
 * Π(bankers) · e_k(others), summed over its combinations; multiple singles Σ v. The same routine gives the maximum
 * win (values = prices) and a settled payout (values = result factors).
 */
export function couponReturnPerUnit({ typeId, legs, systemValue }: ExactCouponInput): ExactDecimal {
  const values = legs.map((leg) => leg.value);
  switch (typeId) {
    case COUPON_TYPE.single:
      return values[0] ?? { units: 0n, scale: 0 };
    case COUPON_TYPE.express:
      return exactProduct(values);
    case COUPON_TYPE.multipleSingles:
      return exactSum(values);
    case COUPON_TYPE.system: {
      const bankers = legs.filter((leg) => leg.isBanker).map((leg) => leg.value);
      const others = legs.filter((leg) => !leg.isBanker).map((leg) => leg.value);
      return exactTimes(exactProduct(bankers), elementarySymmetricSum(others, [systemValue ?? 0]));
    }
  }
}

export interface CouponWinInput extends ExactCouponInput {
  /** What the bettor typed: a single's or an express's stake, each single's stake, a system's total stake. */
  amount: number;
  /** A coefficient the whole win is raised by (the accumulator bonus), inside the one rounding; 1 when absent. */
  bonusCoef?: number;
}

const exactBonus = (bonusCoef: number | undefined): ExactDecimal => exactDecimal(bonusCoef !== undefined && isPositive(bonusCoef) ? bonusCoef : 1);

/**
 * What the coupon pays when every leg returns its value, exact and then rounded to `places` (3 for odds-derived
 * amounts, spec 5): amount × return per unit (× the bonus coefficient), a system's amount shared by its
 * combinations, and for multiple singles the sum of each single's win, each rounded as that single settles.
 * Shared by the slip and the BFF.
 */
export function couponWin(input: CouponWinInput, places = WIN_DECIMALS): number {
  if (!isPositive(input.amount) || input.legs.length === 0) return 0;
  const amount = exactTimes(exactDecimal(input.amount), exactBonus(input.bonusCoef));
  if (input.typeId === COUPON_TYPE.multipleSingles) {
    return exactToNumber(exactSum(input.legs.map((leg) => exactRounded(exactTimes(amount, leg.value), places))));
  }
  const units = sharedUnits(input);
  if (units === 0) return 0;
  return roundExact(exactTimes(amount, couponReturnPerUnit(input)), places, 'nearest', BigInt(units));
}

/**
 * The coupon's coefficient, defined so that possible win = total stake × coefficient for every type:
 * - single: the bet's coef;
 * - express: the product of the coefs;
 * - system: Π(bankers) · e_k(others) / C(n, k), the maximum win per unit of total stake;
 * - multiple singles: the sum of the coefs, i.e. the sum of each single's win at a stake of 1 (with per-single
 *   stakes use multipleSinglesPossibleWin instead).
 * 0 for an empty coupon or a system size that does not fit the selections. For display: money is computed from the
 * legs (couponPossibleWin), never from this rounded number.
 */
export function totalCoef({ typeId, legs, systemValue }: TotalCoefInput): number {
  const exact = exactLegs(legs);
  if (legs.length === 0 || exact === null) return 0;
  const input = { typeId, legs: exact, systemValue };
  const units = sharedUnits(input);
  if (units === 0) return 0;
  const perUnit = exactToNumber(couponReturnPerUnit(input));
  return units === 1 ? perUnit : cleanFloat(perUnit / units);
}

/** The exact coefficient counts as set when it is a price (a finite number above 1). */
const exactCoefOf = (exactCoef: number | null | undefined): number | null => (isPrice(exactCoef) ? exactCoef : null);

/** amount × price rounded to 3 decimals, exactly; 0 without a stake or a price. */
function exactPossibleWin(amount: number, price: number): ExactDecimal {
  if (!isPositive(amount) || !isPositive(price)) return { units: 0n, scale: 0 };
  return exactRounded(exactTimes(exactDecimal(amount), exactDecimal(price)), WIN_DECIMALS);
}

/** Possible win of one price: amount × (exact coefficient if set, else coefficient), exactly, rounded to 3 decimals (spec 5). */
export function possibleWin(amount: number, coef: number, exactCoef?: number | null): number {
  return exactToNumber(exactPossibleWin(amount, exactCoefOf(exactCoef) ?? coef));
}

export interface CouponPossibleWinInput extends TotalCoefInput {
  amount: number;
  exactCoef?: number | null;
  /** The accumulator bonus coefficient the coupon takes, if any. */
  bonusCoef?: number;
}

/**
 * The coupon's possible win (spec 5): amount × (exact coefficient if set, else the coupon's coefficient) × the
 * bonus coefficient, computed from the legs' prices exactly and rounded once to 3 decimals.
 */
export function couponPossibleWin({ amount, exactCoef, bonusCoef, ...coupon }: CouponPossibleWinInput): number {
  const fixedPrice = exactCoefOf(exactCoef);
  const legs = fixedPrice !== null ? [{ value: exactDecimal(fixedPrice) }] : exactLegs(coupon.legs);
  if (legs === null) return 0;
  const typeId = fixedPrice !== null ? COUPON_TYPE.single : coupon.typeId;
  return couponWin({ typeId, legs, systemValue: coupon.systemValue, amount, bonusCoef });
}

export interface SingleStake {
  amount: number;
  coef: number;
}

/** Multiple singles (type 9): the sum of each single's possible win, each rounded as it would settle. */
export function multipleSinglesPossibleWin(singles: readonly SingleStake[]): number {
  return exactToNumber(exactSum(singles.map((single) => exactPossibleWin(single.amount, single.coef))));
}

/** Multiple singles: the total stake is the sum of the singles' stakes. */
export function multipleSinglesTotalStake(singles: readonly SingleStake[]): number {
  return roundExact(exactSum(singles.filter((single) => isPositive(single.amount)).map((single) => exactDecimal(single.amount))), WIN_DECIMALS);
}

/** Bet count from which the bonus coefficient stops growing (spec 5). */
const BONUS_CAP_FROM = 10;

/**
 * Bonus coefficient (spec 5): 1 × (1 + n/100) for 1 to 9 bets, else 1.1. "Else" is read as 10 bets or more: an
 * empty coupon has no bonus (1).
 */
export function bonusCoefficient(betCount: number): number {
  if (!Number.isInteger(betCount) || betCount < 1) return 1;
  if (betCount >= BONUS_CAP_FROM) return 1.1;
  return cleanFloat(1 * (1 + betCount / 100));
}
