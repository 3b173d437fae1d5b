import { WIN_DECIMALS } from './roundWin.ts';
import { exactDecimal, exactTimes, roundExact } from './exactDecimal.ts';

/** A promo code's boost terms (schemas/promoCodes.ts): a percent of the possible win, capped. */
export interface PromoBoostTerms {
  boostPercent: number;
  maxBoost: number;
}

/**
 * What a promo code adds to a return: `boostPercent` % of it, at most `maxBoost`, rounded as wins are. The slip
 * shows it on the possible win and the server pays it on a winning return, with this one rule, so both agree.
 */
export function promoBoost({ boostPercent, maxBoost }: PromoBoostTerms, amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const boost = roundExact(exactTimes(exactDecimal(amount), exactDecimal(boostPercent)), WIN_DECIMALS, 'nearest', 100n);
  return Math.min(maxBoost, boost);
}
