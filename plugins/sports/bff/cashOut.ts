import { ApiError, type WalletService } from '../../../bff/bffModule.ts';
import { CASH_OUT_MARGIN, MAX_CASH_OUT_PARTS } from '../schemas/cashOut.ts';
import type { PlacedCoupon } from '../schemas/sports.ts';
import { round2 } from './betMath.ts';
import { exactDecimal, roundExact } from '../src/coupon/exactDecimal.ts';
import type { CouponOffer } from './couponRequests.ts';
import type { CouponPayer, CouponStore, StoredCoupon, UnpaidCashOut } from './couponStore.ts';
import type { ResultDraw } from './resultDraw.ts';
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

const floorCents = (value: number) => roundExact(exactDecimal(value), 2, 'down');

/** Decimal places kept of a price, of the margin and of a stake (a partly cashed-out bet's rest is a fraction of one). */
const PRICE_PLACES = 3;
const MARGIN_PLACES = 4;
const STAKE_PLACES = 6;
/** A number of at most `places` decimals as an integer of that many places. */
const scaled = (value: number, places: number) => BigInt(Math.round(value * 10 ** places));

/**
 * What the platform pays now for an open coupon (schemas/cashOut.ts): its stake times the placed odds over the current
 * ones, less the margin, rounded down to the cent and never above the possible win. Null where it offers nothing: a
 * domain without cash out, a settled or cashed-out coupon, a system or multiple singles, a selection no longer offered
 * or suspended, or `drawn` (a selection whose result is decided: its worth is no longer a price).
 */
export function cashOutOffer(stored: StoredCoupon, view: LineView, offer: CouponOffer, drawn: readonly string[]): number | null {
  const { coupon } = stored;
  if (!offer.cashOut || coupon.statusId >= 0 || coupon.isCashedOut || (coupon.typeId !== 0 && coupon.typeId !== 1)) return null;
  // Worked out in integers: in floating point 150 × 2.48 / 3.10 × 0.95 is 113.99999…, a cent under the 114.00 it is.
  let numerator = scaled(stored.unitAmount, STAKE_PLACES) * scaled(1 - CASH_OUT_MARGIN, MARGIN_PLACES) * 100n;
  let denominator = 10n ** BigInt(STAKE_PLACES + MARGIN_PLACES);
  for (const bet of coupon.bets) {
    const found = view.find(bet.market.id);
    if (!found || found.outcome.isBlocked || drawn.includes(bet.market.id)) return null;
    numerator *= scaled(bet.market.coef, PRICE_PLACES);
    denominator *= scaled(found.outcome.coef, PRICE_PLACES);
  }
  const amount = Math.min(Number(numerator / denominator) / 100, floorCents(coupon.possibleWin));
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
  // Each part is a row of the coupon: a bet is sold in a few parts, not in a hundred cents.
  if (!whole && (stored.coupon.cashOuts?.length ?? 0) >= MAX_CASH_OUT_PARTS - 1) {
    throw new ApiError(400, 'cash_out_part_invalid', `a bet is cashed out in at most ${MAX_CASH_OUT_PARTS} parts: the last one takes the rest`, { amount: current });
  }
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
  // The bonuses are worked out again when the rest settles, from their terms: their caps shrink with the bet.
  if (coupon.hyperBonusAmount !== undefined) coupon.hyperBonusAmount = round2(coupon.hyperBonusAmount * keep);
  if (coupon.maxHyperBonusLimit !== undefined) coupon.maxHyperBonusLimit = round2(coupon.maxHyperBonusLimit * keep);
  if (coupon.promoCode) coupon.promoCode = { ...coupon.promoCode, boost: round2(coupon.promoCode.boost * keep), maxBoost: round2(coupon.promoCode.maxBoost * keep) };
  return { stored: { ...stored, coupon, unitAmount: stored.unitAmount * keep }, paid };
}

/** What the cash-out desk uses of the coupon desk. */
export interface CashOutDeskOptions {
  store: CouponStore;
  wallets: WalletService;
  drawResult: ResultDraw;
  onPayout?: (payer: CouponPayer, amount: number, stakedAtS: number, reference: string) => void;
  now: () => number;
  /** The coupon desk's settlement of a wallet's due coupons, run before an offer is priced. */
  settleDue: (walletKey: string) => Promise<unknown>;
}

const referenceOf = (cashOut: UnpaidCashOut) => `sports:coupon:${cashOut.couponId}:cash-out:${cashOut.requestId}`;

/**
 * Cash-out offers and cash outs (schemas/cashOut.ts), kept in the database beside the coupons: each cash out is
 * written with its coupon in one transaction and paid into the wallet after it, under its own reference, so a repeat,
 * a retry or the next settlement pays what a failed credit or a crash left unpaid, once.
 */
export class CashOutDesk {
  constructor(private readonly options: CashOutDeskOptions) {}

  /** What the platform pays now for each of the wallet's coupons named; null where it offers nothing. */
  async offers(walletKey: string, couponIds: readonly string[], view: LineView, offer: CouponOffer, realm: string) {
    await this.options.settleDue(walletKey);
    const offers = [];
    for (const couponId of couponIds) {
      const stored = await this.options.store.byId(walletKey, couponId);
      offers.push({ couponId, amount: stored ? await this.valueOf(stored, view, offer, realm) : null });
    }
    return { offers };
  }

  private async valueOf(stored: StoredCoupon, view: LineView, offer: CouponOffer, realm: string): Promise<number | null> {
    const drawn = await this.options.drawResult.drawnAmong(realm, stored.coupon.bets.map((bet) => bet.market.id));
    return cashOutOffer(stored, view, offer, drawn);
  }

  /** Cashes out the whole coupon or a part of it, once per request id; answers the coupon as it is then. */
  async cashOut(walletKey: string, couponId: string, ask: CashOutAsk, view: LineView, offer: CouponOffer, payer: CouponPayer): Promise<StoredCoupon> {
    const { store, now } = this.options;
    await this.options.settleDue(walletKey);
    const before = await store.byId(walletKey, couponId);
    if (!before) throw new ApiError(404, 'coupon_not_found', 'no coupon of this user has this id');
    // Priced before the lock (the drawn results are a query of their own) and checked under it: a coupon that settled
    // or changed meanwhile is refused, and its next ask is priced anew.
    const current = await this.valueOf(before, view, offer, payer.realm);
    const after = await store.cashOut(walletKey, couponId, (stored) => {
      if (earlierCashOut(stored.coupon, ask.requestId)) return { next: stored, cashOut: null };
      if (JSON.stringify(stored.coupon) !== JSON.stringify(before.coupon)) throw new ApiError(400, 'cash_out_unavailable', 'the bet changed while it was cashed out');
      const done = cashedOut(stored, ask, current, Math.floor(now() / 1000));
      return { next: done.stored, cashOut: { couponId, requestId: ask.requestId, amount: done.paid } };
    });
    await this.payUnpaid(walletKey);
    return after!;
  }

  /**
   * Pays the wallet's cash outs whose money is not in it yet (a repeat, the next settlement), and counts each against
   * the loss limits as a payout (once: the limits keep a payout per reference). A credit the wallet refuses stays
   * unpaid, to be paid by the next call, and fails this one.
   */
  async payUnpaid(walletKey: string): Promise<void> {
    const { store, wallets, onPayout } = this.options;
    for (const cashOut of await store.unpaidCashOuts(walletKey)) {
      const coupon = await store.byId(walletKey, cashOut.couponId);
      if (!coupon) continue;
      if (!(await wallets.credit(walletKey, coupon.accountId, Math.round(cashOut.amount * 100), referenceOf(cashOut)))) {
        throw new Error(`the wallet refused the cash out ${referenceOf(cashOut)}`);
      }
      await store.markCashOutPaid(cashOut.couponId, cashOut.requestId);
      if (coupon.payer) onPayout?.(coupon.payer, cashOut.amount, coupon.coupon.placedAt, referenceOf(cashOut));
    }
  }
}
