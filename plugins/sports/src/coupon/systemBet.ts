import { BET_STATUS, type BetStatusId, SYSTEM_MIN } from './couponConstants.ts';
import {
  EXACT_ONE,
  EXACT_ZERO,
  type ExactDecimal,
  exactDecimal,
  exactPlus,
  exactProduct,
  exactSum,
  exactTimes,
  exactToNumber,
  roundExact,
} from './exactDecimal.ts';

/**
 * E[0..maxK] of the given values, exactly: E[j] is the sum of the products of every j-subset, i.e. the coefficient
 * of x^j in the product of (1 + v·x). O(n·maxK) time and O(maxK) memory; a system 20 of 40 has 1.4·10^11
 * combinations, so enumerating them is not an option. Every value is taken at one common scale S, so E[j] is an
 * integer count of 10^-(j·S) and the sums need no alignment.
 */
export function elementarySymmetricUpTo(values: readonly ExactDecimal[], maxK: number): ExactDecimal[] {
  const top = Math.max(0, Math.min(Math.floor(maxK), values.length));
  const scale = Math.max(0, ...values.map((value) => value.scale));
  const units = values.map((value) => value.units * 10n ** BigInt(scale - value.scale));
  const e = new Array<bigint>(top + 1).fill(0n);
  e[0] = 1n;
  units.forEach((v, index) => {
    // Downwards, so that E[j - 1] still holds the value without this leg; at most index + 1 terms are non-zero yet.
    for (let j = Math.min(index + 1, top); j >= 1; j -= 1) e[j] += e[j - 1] * v;
  });
  return e.map((value, j) => ({ units: value, scale: j * scale }));
}

/** Σ over the sizes k of e_k(values), exactly (sizes that do not fit count 0): a Trixie is sizes 2 and 3. */
export function elementarySymmetricSum(values: readonly ExactDecimal[], sizes: readonly number[]): ExactDecimal {
  const e = elementarySymmetricUpTo(values, Math.max(0, ...sizes));
  return exactSum(sizes.filter((size) => Number.isInteger(size) && size >= 0 && size < e.length).map((size) => e[size]));
}

/** e_k(odds): the sum over every k-subset of the product of its odds (0 when k < 0 or k > n, 1 when k = 0), as the nearest number. */
export const elementarySymmetric = (odds: readonly number[], k: number): number => exactToNumber(elementarySymmetricSum(odds.map(exactDecimal), [k]));

/** C(n, k), exact while the result stays below 2^53 (C(60, 30) ≈ 1.2·10^17 already does not; coupons stop at 50). */
export function combinationCount(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let count = 1;
  // Each partial product is C(n - r + i, i), an integer, so the division is exact.
  for (let i = 1; i <= r; i += 1) count = (count * (n - r + i)) / i;
  return count;
}

/** Combinations of a bet made of several sizes (a Yankee is sizes 2, 3, 4 over 4 legs). */
export function combinationCountForSizes(n: number, sizes: readonly number[]): number {
  return sizes.reduce((sum, k) => sum + combinationCount(n, k), 0);
}

/** Full-cover bets by size sets (betting-math.md); the coupon offers systems, these name common ones. */
export const NAMED_BETS = {
  trixie: { legs: 3, sizes: [2, 3] },
  patent: { legs: 3, sizes: [1, 2, 3] },
  yankee: { legs: 4, sizes: [2, 3, 4] },
  lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
  canadian: { legs: 5, sizes: [2, 3, 4, 5] },
  lucky31: { legs: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { legs: 6, sizes: [2, 3, 4, 5, 6] },
  lucky63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] },
  superHeinz: { legs: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { legs: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
} as const satisfies Record<string, { legs: number; sizes: readonly number[] }>;

/** One choice of system size (spec 3.5). */
export interface SystemOption {
  /** k: legs per combination, not counting bankers. */
  value: number;
  /**
   * Number of bankers in every combination, so each combination has `value + offset` legs and the option reads
   * "system value/n + offset bankers". The spec names the field without defining it; this is our meaning.
   */
  offset: number;
  /** Minimum total stake: the per-combination minimum times `combo`. */
  minBetAmount: number;
  /** Number of combinations, C(n, value). */
  combo: number;
}

/**
 * Every valid system size for n non-banker selections: k from 2 (spec 4.1) to n − 1 (k = n is an express).
 * Empty below 3 selections.
 */
export function systemOptions(nonBankerCount: number, perCombinationMin: number, bankerCount = 0): SystemOption[] {
  const options: SystemOption[] = [];
  for (let k = SYSTEM_MIN; k < nonBankerCount; k += 1) {
    const combo = combinationCount(nonBankerCount, k);
    options.push({ value: k, offset: bankerCount, minBetAmount: roundExact(exactTimes(exactDecimal(perCombinationMin), exactDecimal(combo)), 3), combo });
  }
  return options;
}

export interface SystemBetInput {
  stakePerCombination: number;
  /** Odds of the bankers; every combination contains all of them. */
  bankerOdds: readonly number[];
  /** Odds of the non-banker selections. */
  odds: readonly number[];
  /** System size, or several sizes for a full-cover bet (Trixie = [2, 3]). */
  k: number | readonly number[];
}

const sizesOf = (k: number | readonly number[]): readonly number[] => (typeof k === 'number' ? [k] : k);

/** s · Π(bankers) · Σ_k e_k(factors), exactly, rounded to 3 decimals like every odds-derived amount (spec 5). */
function systemReturn(stake: number, bankerFactors: readonly ExactDecimal[], factors: readonly ExactDecimal[], k: number | readonly number[]): number {
  return roundExact(exactProduct([exactDecimal(stake), ...bankerFactors, elementarySymmetricSum(factors, sizesOf(k))]), 3);
}

/** Maximum win: every selection and banker wins. */
export function systemMaxWin({ stakePerCombination, bankerOdds, odds, k }: SystemBetInput): number {
  return systemReturn(stakePerCombination, bankerOdds.map(exactDecimal), odds.map(exactDecimal), k);
}

/** Total stake = s · number of combinations (bankers do not multiply it: they are in every combination). */
export function systemTotalStake(stakePerCombination: number, nonBankerCount: number, k: number | readonly number[]): number {
  return roundExact(exactTimes(exactDecimal(stakePerCombination), exactDecimal(combinationCountForSizes(nonBankerCount, sizesOf(k)))), 3);
}

/** A leg of a placed system for settlement: its odds and result status. */
export interface SettledLeg {
  odds: number;
  statusId: BetStatusId;
}

const half = (value: ExactDecimal): ExactDecimal => ({ units: value.units * 5n, scale: value.scale + 1 });

/**
 * What one unit staked on the leg returns (spec 4.1 statuses), exactly, or null while it is not settled (−2, −1).
 * Half lose half win (6) is read as half the stake lost and the other half won at the full odds: odds / 2, the
 * mirror of half win half return ((odds + 1) / 2).
 */
export function exactResultFactor(leg: SettledLeg): ExactDecimal | null {
  switch (leg.statusId) {
    case BET_STATUS.won:
      return exactDecimal(leg.odds);
    case BET_STATUS.lost:
      return EXACT_ZERO;
    case BET_STATUS.returned:
    case BET_STATUS.forcedReturn:
      return EXACT_ONE;
    case BET_STATUS.halfWonHalfReturned:
      return half(exactPlus(exactDecimal(leg.odds), EXACT_ONE));
    case BET_STATUS.halfLostHalfReturned:
      return half(EXACT_ONE);
    case BET_STATUS.halfLostHalfWon:
      return half(exactDecimal(leg.odds));
    default:
      return null;
  }
}

/** The result factor as the nearest number. */
export function resultFactor(leg: SettledLeg): number | null {
  const factor = exactResultFactor(leg);
  return factor === null ? null : exactToNumber(factor);
}

const isSettled = (factor: ExactDecimal | null): factor is ExactDecimal => factor !== null;

export interface SettledSystemInput {
  stakePerCombination: number;
  bankers: readonly SettledLeg[];
  legs: readonly SettledLeg[];
  k: number | readonly number[];
}

/**
 * Payout of a settled system: the maximum-win formula with each leg's odds replaced by its result factor, which is
 * exact because a combination's return is the product of its legs' factors. Null while any leg is unsettled.
 * A single is k = 1 over one leg, an express k = n, multiple singles k = 1.
 */
export function systemSettledPayout({ stakePerCombination, bankers, legs, k }: SettledSystemInput): number | null {
  const bankerFactors = bankers.map(exactResultFactor).filter(isSettled);
  const factors = legs.map(exactResultFactor).filter(isSettled);
  if (bankerFactors.length !== bankers.length || factors.length !== legs.length) return null;
  return systemReturn(stakePerCombination, bankerFactors, factors, k);
}
