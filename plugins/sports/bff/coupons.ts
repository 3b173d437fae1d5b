import { ApiError } from '../../../bff/bffModule.ts';
import type { PlacedCoupon, SavedCoupon } from '../schemas/sports.ts';
import type { WalletAccount, WalletService } from '../../../bff/bffModule.ts';
import type { Database } from '../../../bff/bffModule.ts';
import { couponFigures, couponStatus, resultFactor, returnPerUnit, round2, stakeUnits, type CouponTypeId, type ResultStatus } from './betMath.ts';
import { couponOptions, withBonuses } from './couponOptions.ts';
import { invalidCoupon, sameScore, STAKE_LIMITS, type CouponOffer, type LimitsRequest, type PlaceRequest } from './couponRequests.ts';
import { CouponStore, type CouponPayer, type StoredCoupon } from './couponStore.ts';
import type { DemoLine } from './demoLine.ts';
import type { FoundOutcome, LineView } from './lineView.ts';
import { DrawnResultStore } from './drawnResultStore.ts';
import { loadSavedCoupon, saveCoupon } from './savedCoupons.ts';
import { PromoCodeDesk, promoSlipOf } from './promoCodeDesk.ts';
import type { PromoCodeCheckRequest, PromoCodeOffersRequest } from '../schemas/promoCodes.ts';
import type { ResultDraw } from './resultDraw.ts';
import { CashOutDesk, type CashOutAsk } from './cashOut.ts';

/** Coupons settle this long after they are placed, or as soon as every game of theirs has finished. */
export const SETTLE_AFTER_S = 90;
/** The realm of a coupon placed without a payer (the desk's own tests): the operator's platform's. */
const NO_PAYER_REALM = '';

export interface CouponDeskOptions {
  /** Where the coupons are kept. */
  database: Database;
  line: DemoLine;
  /** The accounts the coupons are paid from and into (the account module's wallet service). */
  wallets: WalletService;
  /** How outcomes' results are drawn: kept in the database unless told (test mode: `testModeResultDraw`). */
  drawResult?: ResultDraw;
  /**
   * Told once of each settled coupon's payout, when its stake was placed (Unix s: the loss limits count it then) and
   * the payout's reference.
   */
  onPayout?: (payer: CouponPayer, amount: number, stakedAtS: number, reference: string) => void;
  /** Epoch ms. */
  now?: () => number;
}

/**
 * Placing, settling, the history (per wallet: one per player) and saved coupons, kept in the database
 * (couponStore.ts). Stakes and payouts go through the wallet service under the coupon's references, so a retry or a
 * second server never takes or pays twice; as a holder of the wallet's money, the desk settles due coupons before the
 * wallet is read and refuses the removal of an account with bets waiting for settlement.
 */
export class CouponDesk {
  private readonly store: CouponStore;
  private readonly wallets: WalletService;
  /** Placings running in this server, by wallet and request id: a concurrent repeat waits for the first. */
  private readonly placing = new Map<string, Promise<StoredCoupon>>();
  private readonly line: DemoLine;
  private readonly now: () => number;

  private readonly drawResult: ResultDraw;
  private readonly onPayout: CouponDeskOptions['onPayout'];
  private readonly promoCodes: PromoCodeDesk;
  private readonly cashOuts: CashOutDesk;

  constructor(options: CouponDeskOptions) {
    this.store = new CouponStore(options.database);
    this.line = options.line;
    this.wallets = options.wallets;
    this.drawResult = options.drawResult ?? new DrawnResultStore(options.database);
    this.onPayout = options.onPayout;
    this.now = options.now ?? options.line.now;
    this.promoCodes = new PromoCodeDesk(options.database, this.now);
    this.cashOuts = new CashOutDesk({ store: this.store, wallets: this.wallets, drawResult: this.drawResult, onPayout: this.onPayout, now: this.now, settleDue: (walletKey) => this.settleDue(walletKey) });
  }

  /** A promo code's effect on a slip (schemas/promoCodes.ts), or its refusal; the placing checks it again. */
  async promoCode(walletKey: string, request: PromoCodeCheckRequest, view: LineView, offer: CouponOffer) {
    const slip = promoSlipOf(request, view, await this.account(walletKey, request.accountId), offer);
    return this.promoCodes.effect(walletKey, request.code, slip);
  }

  /** The promo codes offered to the player for a slip, with their effect on it. */
  async promoCodeOffers(walletKey: string, request: PromoCodeOffersRequest, view: LineView, offer: CouponOffer) {
    const slip = promoSlipOf(request, view, await this.account(walletKey, request.accountId), offer);
    return { promoCodes: await this.promoCodes.offers(walletKey, slip) };
  }

  /** An account of the wallet a coupon names; an account of someone else's is an invalid coupon. */
  private async account(walletKey: string, accountId: string): Promise<WalletAccount> {
    const account = await this.wallets.account(walletKey, accountId);
    if (!account) invalidCoupon(`account ${accountId} is not an account of this user`);
    return account!;
  }

  async refuseRemoval(walletKey: string, accountId: string): Promise<{ code: string; message: string } | null> {
    return (await this.store.hasOpenOn(walletKey, accountId)) ? { code: 'open_bets', message: 'Wait until the bets on this account are settled' } : null;
  }

  /**
   * The stake limits of a coupon: the currency's minimum applies to each unit stake (a single, one system
   * combination), its maximum (lower when any game is live) to the coupon's total stake. Where the site does not
   * apply them (a bonus account, or a coupon type not in coupon.minMaxCouponTypes; spec 5) the minimum is 0 and the
   * maximum is the balance.
   */
  private limitsFor(account: WalletAccount, typeId: CouponTypeId, live: boolean, offer: CouponOffer) {
    const table = STAKE_LIMITS[account.currency] ?? STAKE_LIMITS.RUB;
    if (account.kind === 'bonus' || !offer.minMaxCouponTypes.includes(typeId)) {
      return { min: 0, max: account.minor / 100, currency: account.currency, applies: false, maxPayout: table.maxPayout };
    }
    return { min: table.min, max: live ? table.liveMax : table.max, currency: account.currency, applies: true, maxPayout: table.maxPayout };
  }

  async limits(walletKey: string, request: LimitsRequest, view: LineView, offer: CouponOffer) {
    const account = await this.account(walletKey, request.accountId);
    const found = request.marketIds.map((id) => view.find(id));
    const live = found.some((item) => item && item.record.event.status !== 1);
    const { min, max, currency, maxPayout } = this.limitsFor(account, request.typeId, live, offer);
    return { min, max, currency, maxPayout };
  }

  /** Whether the wallet's coupon of this request id is placed already, or being placed (placing it again answers that coupon). */
  async isPlaced(walletKey: string, requestId: string): Promise<boolean> {
    return this.placing.has(`${walletKey}\n${requestId}`) || (await this.store.byRequestId(walletKey, requestId)) !== null;
  }

  /** Places a coupon once per request id: a repeat (even a concurrent one) answers the first one's coupon. */
  async place(walletKey: string, request: PlaceRequest, view: LineView, offer: CouponOffer, payer?: CouponPayer) {
    await this.settleDue(walletKey);
    const key = `${walletKey}\n${request.requestId}`;
    let placing = this.placing.get(key);
    if (!placing) {
      placing = this.placeOnce(walletKey, request, view, offer, payer);
      this.placing.set(key, placing);
      void placing.finally(() => this.placing.delete(key)).catch(() => undefined);
    }
    return this.placedReply(walletKey, await placing);
  }

  private async placeOnce(walletKey: string, request: PlaceRequest, view: LineView, offer: CouponOffer, payer?: CouponPayer): Promise<StoredCoupon> {
    const placed = await this.store.byRequestId(walletKey, request.requestId);
    if (placed) return placed;
    const account = await this.account(walletKey, request.accountId);

    const found = request.bets.map((bet) => view.find(bet.marketId));
    // An outcome whose result is drawn already takes no more bets: its result must not be known to a bettor.
    const drawn = await this.drawResult.drawnAmong(payer?.realm ?? NO_PAYER_REALM, request.bets.map((bet) => bet.marketId));
    const blocked = request.bets.filter((bet, index) => !found[index] || found[index]!.outcome.isBlocked || drawn.includes(bet.marketId)).map((bet) => bet.marketId);
    if (blocked.length > 0) throw new ApiError(400, 'market_blocked', `blocked or no longer offered: ${blocked.join(', ')}`, { marketIds: blocked });
    const items = found as FoundOutcome[];

    const changes = request.bets
      .map((bet, index) => ({ marketId: bet.marketId, coef: items[index].outcome.coef, asked: bet.coef }))
      .filter((change) => Math.abs(change.coef - change.asked) > 1e-9);
    const refused = request.changeCoefAction === 0 ? changes.length > 0 : request.changeCoefAction === 2 ? changes.some((change) => change.coef < change.asked) : false;
    if (refused) {
      throw new ApiError(400, 'coef_changed', 'prices changed since the bets were added', {
        changes: changes.map(({ marketId, coef }) => ({ marketId, coef })),
      });
    }

    if (request.isDropOnScoreChange) {
      const scores = request.bets.flatMap((bet, index) => {
        const now = view.scoreOf(items[index].record);
        return bet.score && !sameScore(bet.score, now) ? [{ marketId: bet.marketId, score: now ?? null }] : [];
      });
      if (scores.length > 0) throw new ApiError(400, 'score_changed', 'a score changed since the bets were added', { scores });
    }

    const legs = request.bets.map((bet, index) => ({ value: items[index].outcome.coef, isBanker: bet.isBanker }));
    const units = stakeUnits(request.typeId, legs, request.systemValue);
    // A system's amount is its total stake, shared by its combinations; every other type's is the stake of one unit.
    const unitAmount = request.typeId === 2 ? request.amount / units : request.amount;
    const figures = couponFigures(request.typeId, legs, request.amount, request.systemValue);
    const live = items.some((item) => item.record.event.status !== 1);
    const limits = this.limitsFor(account, request.typeId, live, offer);
    const options = couponOptions(request, items, figures, limits.max, offer);
    if (limits.applies && unitAmount < limits.min - 1e-9) throw new ApiError(400, 'stake_too_low', `the minimum stake is ${limits.min} ${limits.currency}`, { min: limits.min });
    // A VIP bet asks for more than the maximum; a trader confirms it (the demo desk at once).
    if (limits.applies && !options.isVipBet && figures.amount > limits.max + 1e-9) {
      throw new ApiError(400, 'stake_too_high', `the maximum stake is ${limits.max} ${limits.currency}`, { max: limits.max });
    }
    if (options.possibleWin > limits.maxPayout + 1e-9) {
      throw new ApiError(400, 'max_payout_exceeded', `the coupon could win ${options.possibleWin}, above the maximum payout of ${limits.maxPayout} ${limits.currency}`, { maxPayout: limits.maxPayout });
    }
    // The promo code is checked here, at the server's prices, whatever the slip was told before.
    const promo = request.promoCode === null ? null : await this.promoCodes.effect(walletKey, request.promoCode, { typeId: request.typeId, coefs: items.map((item) => item.outcome.coef), possibleWin: options.possibleWin, currency: account.currency });
    const cost = Math.round(figures.amount * 100);
    // The stake's reference is the request's: a placing that a crash or another server interrupted after the stake
    // takes it once, and the coupon row (unique by request id) is written by whoever comes first.
    if (cost > account.minor || !(await this.wallets.debit(walletKey, account.id, cost, `sports:request:${request.requestId}:stake`))) {
      throw new ApiError(400, 'insufficient_balance', 'the balance does not cover the stake', { balance: account.minor / 100 });
    }
    const now = this.now();
    const coupon: PlacedCoupon = {
      id: await this.store.nextCouponId(),
      placedAt: Math.floor(now / 1000),
      typeId: request.typeId,
      amount: figures.amount,
      currency: account.currency,
      coef: figures.coef,
      possibleWin: options.possibleWin,
      statusId: -1,
      bets: request.bets.map((bet, index) => {
        const item = items[index];
        const placed: PlacedCoupon['bets'][number] = {
          market: view.couponMarket(item),
          statusId: item.record.event.status === 1 ? -1 : -2,
        };
        if (request.typeId === 2) placed.isBanker = bet.isBanker;
        const score = view.scoreOf(item.record);
        if (score) placed.score = { ...score };
        return placed;
      }),
    };
    if (request.systemValue !== undefined) coupon.systemValue = request.systemValue;
    if (options.isVipBet) coupon.isVipBet = true;
    if (options.expressBonusCoef !== undefined) coupon.expressBonusCoef = options.expressBonusCoef;
    if (options.hyperBonus) {
      coupon.hyperBonusPercent = options.hyperBonus.hyperBonusPercent;
      coupon.minHyperBonusBetLimit = options.hyperBonus.minHyperBonusBetLimit;
      coupon.maxHyperBonusLimit = options.hyperBonus.maxHyperBonusLimit;
      coupon.hyperBonusAmount = options.hyperBonus.amount;
    }
    if (promo) coupon.promoCode = { code: promo.code, boostPercent: promo.boostPercent, maxBoost: promo.maxBoost, boost: promo.boost };
    if (request.shownOdds) Object.assign(coupon, request.shownOdds);
    coupon.statusId = couponStatus(request.typeId, coupon.bets.map((bet) => bet.statusId), 0, coupon.amount);
    const stored = { coupon, walletKey, requestId: request.requestId, accountId: account.id, payer, unitAmount, settleAt: now + SETTLE_AFTER_S * 1000, isPaid: false, refId: request.refId };
    try {
      return await this.store.add(stored, promo ? (tx) => this.promoCodes.recordUse(tx, walletKey, promo.code, coupon.id) : undefined);
    } catch (error) {
      // A coupon placed meanwhile used the once-per-player code: this one is refused and its stake given back. A
      // retry of this request is refused before its stake (the code is used), so the stake's reference is not reused.
      if (error instanceof ApiError && error.code === 'promo_code_used') await this.wallets.credit(walletKey, account.id, cost, `sports:request:${request.requestId}:promo-refund`);
      throw error;
    }
  }

  private async placedReply(walletKey: string, stored: StoredCoupon) {
    const account = await this.account(walletKey, stored.accountId);
    return { coupon: stored.coupon, balance: { accountId: account.id, amount: account.minor / 100, currency: account.currency } };
  }

  async history(walletKey: string, opened: boolean, limit: number) {
    await this.settleDue(walletKey);
    return { coupons: await this.store.history(walletKey, opened, limit) };
  }

  /** One of the wallet's coupons, settled first when due; null when the wallet has none with that id. */
  async coupon(walletKey: string, couponId: string): Promise<PlacedCoupon | null> {
    await this.settleDue(walletKey);
    return (await this.store.byId(walletKey, couponId))?.coupon ?? null;
  }

  /**
   * Settles the wallet's open coupons whose time came (or whose games all finished), all of them when `force`, and
   * pays what a settlement or a cash out before left unpaid; answers how many coupons this call settled.
   */
  async settleDue(walletKey: string, force = false): Promise<number> {
    await this.cashOuts.payUnpaid(walletKey);
    const now = this.now();
    let settled = 0;
    for (const stored of await this.store.toSettle(walletKey)) {
      if (stored.coupon.statusId >= 0) {
        await this.pay(stored);
        continue;
      }
      const gamesOver = stored.coupon.bets.every((bet) => (this.line.get(bet.market.gameId)?.event.status ?? 4) === 4);
      if (!force && now < stored.settleAt && !gamesOver) continue;
      const outcomes = stored.coupon.bets.map((bet) => ({ marketId: bet.market.id, kind: bet.market.kind }));
      const results = await this.drawResult.resultsOf(stored.payer?.realm ?? NO_PAYER_REALM, outcomes);
      const done = await this.store.settle(stored.coupon.id, (open) => this.settled(open, results));
      if (!done) continue;
      settled += 1;
      await this.pay(done);
    }
    return settled;
  }

  /** The coupon with the results drawn for its outcomes, and its payout. */
  private settled(stored: StoredCoupon, results: ReadonlyMap<string, ResultStatus>): PlacedCoupon {
    const coupon: PlacedCoupon = structuredClone(stored.coupon);
    for (const bet of coupon.bets) {
      const result = results.get(bet.market.id);
      if (result === undefined) throw new Error(`no result was drawn for ${bet.market.id}`);
      bet.statusId = result;
      const score = this.line.get(bet.market.gameId)?.event.score;
      if (score) bet.score = { ...score };
    }
    const legs = coupon.bets.map((bet) => ({ value: resultFactor(bet.statusId, bet.market.coef), isBanker: bet.isBanker }));
    const won = stored.unitAmount * returnPerUnit(coupon.typeId, legs, coupon.systemValue);
    coupon.statusId = couponStatus(coupon.typeId, coupon.bets.map((bet) => bet.statusId), round2(won), coupon.amount);
    coupon.payout = coupon.statusId === 1 ? round2(withBonuses(coupon, won)) : round2(won);
    return coupon;
  }

  /** Pays a settled coupon's payout in, under the coupon's reference (once, whatever the retries), and counts it against the loss limits. */
  private async pay(stored: StoredCoupon): Promise<void> {
    const payout = stored.coupon.payout ?? 0;
    if (stored.isPaid || payout <= 0) return;
    await this.wallets.credit(stored.walletKey, stored.accountId, Math.round(payout * 100), `sports:coupon:${stored.coupon.id}:payout`);
    if ((await this.store.markPaid(stored.coupon.id)) && stored.payer) this.onPayout?.(stored.payer, payout, stored.coupon.placedAt, `sports:coupon:${stored.coupon.id}:payout`);
  }

  /** What the platform pays now for each of the wallet's coupons named (schemas/cashOut.ts); null where it offers nothing. */
  cashOutOffers(walletKey: string, couponIds: readonly string[], view: LineView, offer: CouponOffer, realm: string) {
    return this.cashOuts.offers(walletKey, couponIds, view, offer, realm);
  }

  /** Cashes out the whole coupon or a part of it, once per request id (cashOut.ts); answers as a placing does. */
  async cashOut(walletKey: string, couponId: string, ask: CashOutAsk, view: LineView, offer: CouponOffer, payer: CouponPayer) {
    return this.placedReply(walletKey, await this.cashOuts.cashOut(walletKey, couponId, ask, view, offer, payer));
  }

  /** Settles due coupons of every wallet (the ticker calls it). */
  async settleAll(): Promise<void> {
    for (const walletKey of await this.store.walletsToSettle()) {
      // One wallet that cannot be settled now (a corrupt row, a wallet refusing a credit) holds up no other.
      await this.settleDue(walletKey).catch((error: unknown) => console.error(`sports: the wallet ${walletKey} could not be settled:`, error));
    }
  }

  /** Saves the coupon's outcomes under a fresh code (savedCoupons.ts). */
  save(request: Omit<LimitsRequest, 'accountId'>, view: LineView): Promise<{ code: string }> {
    return saveCoupon(this.store, request, view);
  }

  /** A saved coupon with the current prices of the outcomes still offered, or null for an unknown code. */
  load(code: string, view: LineView, lang?: string): Promise<SavedCoupon | null> {
    return loadSavedCoupon(this.store, code, view, lang);
  }
}
