import { cleanFloat, roundDecimal } from '../odds/roundDecimal.ts';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';
import { combinationCount, elementarySymmetric } from './systemBet.ts';

/** Odds-derived amounts are rounded to 3 decimals (spec 5), after float noise is cleaned (see roundDecimal). */
export const roundWin = (amount: number): number => roundDecimal(amount, 3);

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

const product = (values: readonly number[]) => values.reduce((acc, value) => acc * value, 1);

/**
 * The coupon's coefficient, defined so that possible win = total stake × coefficient for every type:
 * - single: the bet's coef;
 * - express: the product of the coefs;
 * - system: Π(bankers) · e_k(others) / C(n, k), the maximum win per unit of total stake;
 * - multiple singles: the sum of the coefs, i.e. the sum of each single's win at a stake of 1 (with per-single
 *   stakes use multipleSinglesPossibleWin instead).
 * 0 for an empty coupon or a system size that does not fit the selections.
 */
export function totalCoef({ typeId, legs, systemValue }: TotalCoefInput): number {
  if (legs.length === 0) return 0;
  const coefs = legs.map((leg) => leg.coef);
  switch (typeId) {
    case COUPON_TYPE.single:
      return cleanFloat(coefs[0]);
    case COUPON_TYPE.express:
      return cleanFloat(product(coefs));
    case COUPON_TYPE.multipleSingles:
      return cleanFloat(coefs.reduce((sum, coef) => sum + coef, 0));
    case COUPON_TYPE.system: {
      const bankers = legs.filter((leg) => leg.isBanker).map((leg) => leg.coef);
      const others = legs.filter((leg) => !leg.isBanker).map((leg) => leg.coef);
      const combinations = combinationCount(others.length, systemValue);
      if (combinations === 0) return 0;
      return cleanFloat((product(bankers) * elementarySymmetric(others, systemValue)) / combinations);
    }
  }
}

const isStake = (amount: number) => Number.isFinite(amount) && amount > 0;

/**
 * Possible win = amount × (exact coefficient if set, else coefficient), rounded to 3 decimals (spec 5). The exact
 * coefficient counts as set when it is a price (a finite number above 1).
 */
export function possibleWin(amount: number, coef: number, exactCoef?: number | null): number {
  if (!isStake(amount)) return 0;
  const price = typeof exactCoef === 'number' && Number.isFinite(exactCoef) && exactCoef > 1 ? exactCoef : coef;
  return Number.isFinite(price) && price > 0 ? roundWin(amount * price) : 0;
}

export interface SingleStake {
  amount: number;
  coef: number;
}

/** Multiple singles (type 9): the sum of each single's possible win, each rounded as it would settle. */
export function multipleSinglesPossibleWin(singles: readonly SingleStake[]): number {
  return roundWin(singles.reduce((sum, single) => sum + possibleWin(single.amount, single.coef), 0));
}

/** Multiple singles: the total stake is the sum of the singles' stakes. */
export function multipleSinglesTotalStake(singles: readonly SingleStake[]): number {
  return roundWin(singles.reduce((sum, single) => sum + (isStake(single.amount) ? single.amount : 0), 0));
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
