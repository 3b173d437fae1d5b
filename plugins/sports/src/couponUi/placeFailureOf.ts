import { HttpError } from '@host/sdk';
import type { PromoCodeRefusal } from '../../schemas/promoCodes.ts';
import type { PlaceErrorCode, PlaceFailure } from '../coupon/couponSlice.ts';

/**
 * The promo code's refusals (schemas/promoCodes.ts PROMO_CODE_REFUSALS, written out: a value imported from that
 * module would bring its schemas into the plugin's boot bundle, on the first route; a test keeps the two the same).
 */
export const PROMO_CODE_REFUSAL_CODES: readonly PromoCodeRefusal[] = ['promo_code_unknown', 'promo_code_expired', 'promo_code_used', 'promo_code_not_applicable'];

const KNOWN_CODES: readonly PlaceErrorCode[] = [
  'coef_changed',
  'score_changed',
  'market_blocked',
  'stake_too_low',
  'stake_too_high',
  'max_payout_exceeded',
  'insufficient_balance',
  'invalid_coupon',
  'gambling_restricted',
  'wagering_limit_exceeded',
  'loss_limit_exceeded',
  ...PROMO_CODE_REFUSAL_CODES,
];
/** Refusals the slip words with the amount the limit leaves: without it they cannot be worded. */
const LIMIT_CODES: readonly PlaceErrorCode[] = ['wagering_limit_exceeded', 'loss_limit_exceeded'];

interface ErrorEntry {
  code?: unknown;
  meta?: Record<string, unknown>;
}

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

const isGoals = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function scoreOf(value: unknown): { home: number; away: number } | null | undefined {
  if (value === null) return null;
  const { home, away } = (value ?? {}) as { home?: unknown; away?: unknown };
  return isGoals(home) && isGoals(away) ? { home, away } : undefined;
}

/**
 * Reads a failed placement (schemas/sports.ts, placeCouponReply) into the slip's failure: the first known refusal
 * code with its meta. A server error, an unknown refusal or anything else is `unknown`, a lost connection `network`,
 * and a success reply that cannot be read `unconfirmed`. No server text is kept: the slip words every code itself.
 */
export function placeFailureOf(error: unknown): PlaceFailure {
  if (!(error instanceof HttpError)) return { code: 'unknown' };
  if (error.kind === 'network') return { code: 'network' };
  if (error.kind === 'invalid-reply') return { code: 'unconfirmed' };
  const entries = error.status < 500 ? (error.body as { errors?: unknown } | undefined)?.errors : undefined;
  const list: ErrorEntry[] = Array.isArray(entries) ? entries.filter((entry): entry is ErrorEntry => typeof entry === 'object' && entry !== null) : [];
  const entry = list.find((candidate) => KNOWN_CODES.includes(candidate.code as PlaceErrorCode));
  if (!entry) return { code: 'unknown' };
  const meta = entry.meta ?? {};
  const failure: PlaceFailure = { code: entry.code as PlaceErrorCode };
  if (Array.isArray(meta.changes)) {
    failure.changes = meta.changes.flatMap((change: unknown) => {
      const { marketId, coef } = (change ?? {}) as { marketId?: unknown; coef?: unknown };
      return typeof marketId === 'string' && typeof coef === 'number' && coef >= 1 ? [{ marketId, coef }] : [];
    });
  }
  if (Array.isArray(meta.scores)) {
    failure.scores = meta.scores.flatMap((change: unknown) => {
      const { marketId, score } = (change ?? {}) as { marketId?: unknown; score?: unknown };
      const read = scoreOf(score);
      return typeof marketId === 'string' && read !== undefined ? [{ marketId, score: read }] : [];
    });
  }
  if (Array.isArray(meta.marketIds)) failure.marketIds = meta.marketIds.filter((id: unknown): id is string => typeof id === 'string');
  const min = numberOr(meta.min);
  const max = numberOr(meta.max);
  const remaining = numberOr(meta.remaining);
  if (min !== undefined) failure.min = min;
  if (max !== undefined) failure.max = max;
  const maxPayout = numberOr(meta.maxPayout);
  if (maxPayout !== undefined) failure.maxPayout = maxPayout;
  if (LIMIT_CODES.includes(failure.code)) return remaining !== undefined && remaining >= 0 ? { ...failure, remaining } : { code: 'unknown' };
  // Worded with the maximum it names: without it the refusal cannot be worded either.
  if (failure.code === 'max_payout_exceeded' && failure.maxPayout === undefined) return { code: 'unknown' };
  return failure;
}
