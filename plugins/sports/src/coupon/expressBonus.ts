import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';

/** Thresholds of spec 4.1 for the express bonus bet. */
export const EXPRESS_BONUS_RULES = { minBets: 3, minCoef: 1.1, excludedKind: 7, minTotalCoef: 1.01 } as const;

export type ExpressBonusBlocker =
  | 'notAllowed'
  | 'notExpress'
  | 'tooFewBets'
  | 'coefTooLow'
  | 'outright'
  | 'totalCoefTooLow'
  | 'manuallyDeleted';

export interface ExpressBonusInput {
  /** Site config `allowExpressBonus`. */
  siteAllows: boolean;
  typeId: CouponTypeId;
  bets: readonly { coef: number; kind: number }[];
  totalCoef: number;
  manuallyDeletedBonusBet: boolean;
}

/**
 * The first rule that keeps the bonus bet out of the coupon, or null when it applies (spec 4.1: the site allows
 * it, an express of at least 3 bets, each coef ≥ 1.1, none of market kind 7, total ≥ 1.01, not deleted by hand).
 */
export function expressBonusBlocker(input: ExpressBonusInput): ExpressBonusBlocker | null {
  const { minBets, minCoef, excludedKind, minTotalCoef } = EXPRESS_BONUS_RULES;
  if (!input.siteAllows) return 'notAllowed';
  if (input.typeId !== COUPON_TYPE.express) return 'notExpress';
  if (input.bets.length < minBets) return 'tooFewBets';
  if (input.bets.some((bet) => !(bet.coef >= minCoef))) return 'coefTooLow';
  if (input.bets.some((bet) => bet.kind === excludedKind)) return 'outright';
  if (!(input.totalCoef >= minTotalCoef)) return 'totalCoefTooLow';
  if (input.manuallyDeletedBonusBet) return 'manuallyDeleted';
  return null;
}

export const isExpressBonusEligible = (input: ExpressBonusInput): boolean => expressBonusBlocker(input) === null;
