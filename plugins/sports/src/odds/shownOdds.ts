import type { ShownOdds } from '../coupon/couponSubmission.ts';
import { formatDecimalOdds } from './decimalOdds.ts';
import type { formatOdds } from './oddsFormat.ts';
import { ODDS_FORMAT, type OddsFormatId } from './oddsFormatIds.ts';

/**
 * What the slip's total odds look like to the bettor (the coupon's coefViewId and coefByView), for the submitted
 * coupon: the slip's own formatter. Decimals need no more code; another format's rules are passed in once loaded
 * (loadOddsFormats), so that a decimal slip places without waiting for anything.
 */
export function shownOddsFormatter(formatId: OddsFormatId, format: typeof formatOdds | null): (coef: number) => ShownOdds {
  return (coef) => ({ coefViewId: formatId, coefByView: formatId === ODDS_FORMAT.decimal || !format ? formatDecimalOdds(coef) : format(coef, formatId) });
}
