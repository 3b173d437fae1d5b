import { randomInt } from 'node:crypto';
import { ApiError } from '../../../bff/bffModule.ts';
import type { SavedCoupon } from '../schemas/sports.ts';
import type { LimitsRequest } from './couponRequests.ts';
import type { CouponStore } from './couponStore.ts';
import type { LineView } from './lineView.ts';

// Saved coupons (schemas/sports.ts, savedCoupon): a coupon's outcomes under a code anyone may load.

const SAVE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Saves the outcomes under a fresh 8-character code; an outcome no longer offered is refused. */
export async function saveCoupon(store: CouponStore, request: Omit<LimitsRequest, 'accountId'>, view: LineView): Promise<{ code: string }> {
  const unknown = request.marketIds.filter((id) => !view.find(id));
  if (unknown.length > 0) throw new ApiError(400, 'invalid_coupon', `no longer offered: ${unknown.join(', ')}`, { marketIds: unknown });
  let code = '';
  do code = Array.from({ length: 8 }, () => SAVE_ALPHABET[randomInt(SAVE_ALPHABET.length)]).join('');
  while (!(await store.save(code, { typeId: request.typeId, systemValue: request.systemValue, marketIds: request.marketIds })));
  return { code };
}

/** A saved coupon with the current prices of the outcomes still offered, or null for an unknown code. */
export async function loadSavedCoupon(store: CouponStore, code: string, view: LineView, lang?: string): Promise<SavedCoupon | null> {
  const saved = await store.saved(code.toUpperCase());
  if (!saved) return null;
  const markets = saved.marketIds.flatMap((id) => {
    const found = view.find(id);
    return found ? [view.couponMarket(found, lang)] : [];
  });
  const reply: SavedCoupon = { code: code.toUpperCase(), typeId: saved.typeId, markets };
  if (saved.systemValue !== undefined) reply.systemValue = saved.systemValue;
  return reply;
}
