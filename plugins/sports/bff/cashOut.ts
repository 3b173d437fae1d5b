import { ApiError } from '../../../bff/bffModule.ts';
import { CASH_OUT_MARGIN } from '../schemas/cashOut.ts';
import type { PlacedCoupon } from '../schemas/sports.ts';
import { round2 } from './betMath.ts';
import type { CouponOffer } from './couponRequests.ts';
import type { StoredCoupon } from './couponStore.ts';
import type { LineView } from './lineView.ts';

/** A cash out as the desk takes it (schemas/cashOut.ts cashOutRequest). */
export interface CashOutAsk {
  requestId: string;
  /** The offer the bettor saw. */
  offered: number;
  /** What they take of it; the whole offer cashes the whole bet out. */
  part: number;
  changeCoefAction: 0 | 1 | 2;
}

/** Half a cent: two amounts closer than this are the same money. */
const SAME_MONEY = 0.005;

const floorCents = (value: number) => Math.floor(value * 100 + 1e-7) / 100;

/**
 * What the platform pays now for an open coupon (schemas/cashOut.ts): its stake times the placed odds over the current
 * ones, less the margin, rounded down to the cent and never above the possible win. Null where it offers nothing: a
 * domain without cash out, a settled or cashed-out coupon, a system or multiple singles, a selection no longer offered
 * or suspended, or `drawn` (a selection whose result is decided: its worth is no longer a price).
 */
export function cashOutOffer(stored: StoredCoupon, view: LineView, offer: CouponOffer, drawn: readonly string[]): number | null {
  const { coupon } = stored;
  if (!offer.cashOut || coupon.statusId >= 0 || coupon.isCashedOut || (coupon.typeId !== 0 && coupon.typeId !== 1)) return null;
  let ratio = 1;
  for (const bet of coupon.bets) {
    const found = view.find(bet.market.id);
    if (!found || found.outcome.isBlocked || drawn.includes(bet.market.id)) return null;
    ratio *= bet.market.coef / found.outcome.coef;
  }
  const amount = Math.min(floorCents(stored.unitAmount * ratio * (1 - CASH_OUT_MARGIN)), coupon.possibleWin);
  return amount >= 0.01 ? amount : null;
}

/** The earlier cash out of this request, when the ask is a repeat (a double tap, a retry). */
export function earlierCashOut(coupon: PlacedCoupon, requestId: string) {
  return coupon.cashOuts?.find((cashOut) => cashOut.requestId === requestId) ?? null;
}

/**
 * The coupon after the cash out asked, at the offer `current` (null: none now), or the refusal. The offer may have
 * moved since the bettor saw it: the ask's price-change policy decides. The whole bet closes with the offer as its
 * payout (with the parts cashed out before); a part leaves the rest of the bet on, its stake, possible win and
 * bonuses reduced in the same proportion.
 */
export function cashedOut(stored: StoredCoupon, ask: CashOutAsk, current: number | null, nowS: number): { stored: StoredCoupon; paid: number } {
  if (current === null) throw new ApiError(400, 'cash_out_unavailable', 'this bet cannot be cashed out now');
  const moved = Math.abs(current - ask.offered) >= SAME_MONEY;
  if (moved && !(ask.changeCoefAction === 1 || (ask.changeCoefAction === 2 && current > ask.offered))) {
    throw new ApiError(400, 'cash_out_changed', 'the cash-out offer changed', { amount: current });
  }
  if (ask.part > ask.offered + SAME_MONEY) throw new ApiError(400, 'cash_out_part_invalid', 'a part cannot be more than the offer', { amount: current });
  const whole = ask.part >= ask.offered - SAME_MONEY;
  const paid = whole ? current : round2(ask.part);
  if (!whole && (paid < 0.01 || current - paid < 0.01)) throw new ApiError(400, 'cash_out_part_invalid', 'a part must be at least a cent and leave a cent of the offer', { amount: current });
  const coupon: PlacedCoupon = structuredClone(stored.coupon);
  const share = paid / current;
  const entry = { amount: paid, stake: round2(coupon.amount * share), at: nowS, requestId: ask.requestId };
  coupon.cashOuts = [...(coupon.cashOuts ?? []), entry];
  if (whole) {
    coupon.isCashedOut = true;
    coupon.payout = round2(coupon.cashOuts.reduce((sum, part) => sum + part.amount, 0));
    return { stored: { ...stored, coupon, isPaid: true }, paid };
  }
  const keep = 1 - share;
  coupon.amount = round2(coupon.amount * keep);
  coupon.possibleWin = round2(coupon.possibleWin * keep);
  if (coupon.hyperBonusAmount !== undefined) coupon.hyperBonusAmount = round2(coupon.hyperBonusAmount * keep);
  if (coupon.promoCode) coupon.promoCode = { ...coupon.promoCode, boost: round2(coupon.promoCode.boost * keep) };
  return { stored: { ...stored, coupon, unitAmount: stored.unitAmount * keep }, paid };
}
