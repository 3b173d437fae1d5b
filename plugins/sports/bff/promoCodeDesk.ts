import { ApiError, type Database, type SqlExecutor, type WalletAccount } from '../../../bff/bffModule.ts';
import type { PromoCodeCheckRequest, PromoCodeOffersRequest } from '../schemas/promoCodes.ts';
import { bonusCoefficient } from '../src/coupon/couponMaths.ts';
import { expressBonusBlocker } from '../src/coupon/expressBonus.ts';
import { couponFigures } from './betMath.ts';
import { checkShape, type CouponOffer } from './couponRequests.ts';
import type { FoundOutcome, LineView } from './lineView.ts';
import { findPromoCode, offeredPromoCodes, promoEffect, type PromoEffect, type PromoSlip } from './promoCodes.ts';

/**
 * The slip a promo code is checked against, at the server's prices: the possible win the placing would compute
 * (with the accumulator bonus when asked for and still offered). Its shape is refused as a placing's would be.
 */
export function promoSlipOf(request: PromoCodeOffersRequest, view: LineView, account: WalletAccount, offer: CouponOffer): PromoSlip {
  const bets = request.bets.map(({ marketId, isBanker = false }) => ({ marketId, isBanker }));
  checkShape(request.typeId, bets.map((bet) => bet.marketId), bets.map((bet) => bet.isBanker), request.systemValue);
  const found = bets.map((bet) => view.find(bet.marketId));
  const blocked = bets.filter((_, index) => !found[index] || found[index]!.outcome.isBlocked).map((bet) => bet.marketId);
  if (blocked.length > 0) throw new ApiError(400, 'market_blocked', `blocked or no longer offered: ${blocked.join(', ')}`, { marketIds: blocked });
  const items = found as FoundOutcome[];
  const legs = bets.map((bet, index) => ({ value: items[index].outcome.coef, isBanker: bet.isBanker }));
  const plain = couponFigures(request.typeId, legs, request.amount, request.systemValue);
  const takesBonus =
    request.isExpressBonus === true &&
    !expressBonusBlocker({
      siteAllows: offer.allowExpressBonus,
      typeId: request.typeId,
      bets: items.map((item) => ({ coef: item.outcome.coef, kind: item.outcome.kind })),
      totalCoef: plain.coef,
      manuallyDeletedBonusBet: false,
    });
  const possibleWin = takesBonus ? couponFigures(request.typeId, legs, request.amount, request.systemValue, bonusCoefficient(items.length)).possibleWin : plain.possibleWin;
  return { typeId: request.typeId, coefs: items.map((item) => item.outcome.coef), possibleWin, currency: account.currency };
}

/**
 * The promo codes' side of the coupon desk: the check, the offers, and the uses of once-per-player codes, kept in
 * the database (migrations/0004_promo_code_uses.sql) and written in the transaction that adds the coupon.
 */
export class PromoCodeDesk {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  private async usedCodes(walletKey: string): Promise<Set<string>> {
    const rows = await this.database.query<{ code: string }>('SELECT code FROM sports_promo_code_use WHERE wallet_key = $1', [walletKey]);
    return new Set(rows.map((row) => row.code));
  }

  /** The code's effect on the slip, or its refusal (a thrown ApiError). */
  async effect(walletKey: string, code: PromoCodeCheckRequest['code'], slip: PromoSlip): Promise<PromoEffect> {
    const used = (await this.usedCodes(walletKey)).has(code.toUpperCase());
    return promoEffect(code, slip, this.now(), used);
  }

  async offers(walletKey: string, slip: PromoSlip): Promise<PromoEffect[]> {
    return offeredPromoCodes(slip, this.now(), await this.usedCodes(walletKey));
  }

  /**
   * Inside the transaction that adds the coupon: records the use of a once-per-player code, or throws
   * promo_code_used when a coupon placed meanwhile (on any server) used it first, so the coupon is not added.
   */
  async recordUse(tx: SqlExecutor, walletKey: string, code: string, couponId: string): Promise<void> {
    if (!findPromoCode(code)?.oncePerPlayer) return;
    const rows = await tx.query('INSERT INTO sports_promo_code_use (wallet_key, code, coupon_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING code', [walletKey, code, couponId]);
    if (rows.length === 0) throw new ApiError(400, 'promo_code_used', 'the promo code was used on a coupon of this player already');
  }
}
