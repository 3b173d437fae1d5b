import { HttpError } from '@host/sdk';
import type { PlaceErrorCode, PlaceFailure } from '../coupon/couponSlice.ts';

const KNOWN_CODES: readonly PlaceErrorCode[] = ['coef_changed', 'market_blocked', 'stake_too_low', 'stake_too_high', 'insufficient_balance', 'invalid_coupon'];

interface ErrorEntry {
  code?: unknown;
  detail?: unknown;
  meta?: Record<string, unknown>;
}

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * Reads a refused placement (schemas/sports.ts, placeCouponReply) into the slip's failure: the first known code
 * with its meta. Anything else is a network failure or an unknown one, with the server's message when it sent one.
 */
export function placeFailureOf(error: unknown): PlaceFailure {
  if (!(error instanceof HttpError)) return { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
  if (error.kind === 'network') return { code: 'network' };
  const entries = (error.body as { errors?: unknown } | undefined)?.errors;
  const list: ErrorEntry[] = Array.isArray(entries) ? entries.filter((entry): entry is ErrorEntry => typeof entry === 'object' && entry !== null) : [];
  const entry = list.find((candidate) => KNOWN_CODES.includes(candidate.code as PlaceErrorCode));
  if (!entry) return { code: 'unknown', message: error.message };
  const meta = entry.meta ?? {};
  const failure: PlaceFailure = { code: entry.code as PlaceErrorCode, message: typeof entry.detail === 'string' ? entry.detail : undefined };
  if (Array.isArray(meta.changes)) {
    failure.changes = meta.changes.flatMap((change: unknown) => {
      const { marketId, coef } = (change ?? {}) as { marketId?: unknown; coef?: unknown };
      return typeof marketId === 'string' && typeof coef === 'number' && coef >= 1 ? [{ marketId, coef }] : [];
    });
  }
  if (Array.isArray(meta.marketIds)) failure.marketIds = meta.marketIds.filter((id: unknown): id is string => typeof id === 'string');
  const min = numberOr(meta.min);
  const max = numberOr(meta.max);
  if (min !== undefined) failure.min = min;
  if (max !== undefined) failure.max = max;
  return failure;
}
