// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WalletAccount, WalletService } from '../../../bff/bffServices.ts';
import { tuningOf } from './catalog.ts';
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';
import { DEFAULT_COUPON_OFFER } from './couponRequests.ts';
import { SETTLE_AFTER_S } from './coupons.ts';
import { DrawnResultStore } from './drawnResultStore.ts';
import { testModeResult, testModeResultDraw, type ResultDraw } from './resultDraw.ts';
import { clonePlay } from './gamePlay.ts';
import { LineView } from './lineView.ts';
import { createSports } from './sportsApi.ts';


/** The wallet service as the account module provides it: one wallet (`WALLET`) with one RUB account (of 50 000 unless told). */
function testWallets(WALLET: string, minor = 5_000_000): WalletService & { balance(): number } {
  const account = (accountId: string): WalletAccount | null => (accountId === '421' ? { id: '421', kind: 'main', currency: 'RUB', minor, isActive: true } : null);
  const entered = new Set<string>();
  const wallets: WalletService & { balance(): number } = {
    account: async (walletKey, accountId) => (walletKey === WALLET ? account(accountId) : null),
    activeAccount: async (walletKey) => (walletKey === WALLET ? account('421') : null),
    // Like the account module's ledger: an entry whose reference was entered before is skipped.
    enter: async (_walletKey, accountId, entries) => {
      const fresh = entries.filter((entry) => !entered.has(entry.reference));
      const after = minor + fresh.reduce((sum, entry) => sum + entry.minor, 0);
      if (account(accountId) === null || after < 0) return false;
      minor = after;
      fresh.forEach((entry) => entered.add(entry.reference));
      return true;
    },
    debit: (walletKey, accountId, amount, reference) => wallets.enter(walletKey, accountId, [{ minor: -amount, reference }]),
    credit: (walletKey, accountId, amount, reference) => wallets.enter(walletKey, accountId, [{ minor: amount, reference }]),
    addHolder: () => undefined,
    balance: () => minor / 100,
  };
  return wallets;
}

/** A plain coupon: accept any price change, no options. */
const SINGLE_OPTIONS = { changeCoefAction: 1, exactCoef: null, isDropOnScoreChange: false, isExpressBonus: false, isVipBet: false, hyperBonus: null, refId: null, promoCode: null, shownOdds: null } as const;

/** A sports module on this file's database, with a wallet of its own (every test's coupons are its own). */
async function desk(balanceMinor?: number, drawResult: ResultDraw = testModeResultDraw) {
  let now = Date.UTC(2026, 4, 1, 12);
  const wallet = `42:unit-${randomUUID()}`;
  // A realm of its own: the results drawn for its coupons are its own too.
  const payer = { realm: `unit-${randomUUID()}`, userId: '42' };
  const wallets = testWallets(wallet, balanceMinor);
  const sports = createSports({ database: await openTestDatabase(), wallets, now: () => now, autoTick: false, drawResult });
  const view = new LineView(sports.line);
  const lineOutcome = (skip = 0) =>
    [...sports.line.records.values()]
      .filter((record) => record.event.status === 1 && record.sport.slug === 'football')
      .map((record) => record.event.markets[0].outcomes[0])[skip];
  const place = (marketId: string, coef: number, requestId: string) =>
    sports.desk.place(wallet, { ...SINGLE_OPTIONS, requestId, accountId: '421', typeId: 0, amount: 100, bets: [{ marketId, coef, isBanker: false }] }, view, DEFAULT_COUPON_OFFER, payer);
  return {
    sports,
    wallets,
    wallet,
    lineOutcome,
    place,
    advance: (seconds: number) => (now += seconds * 1000),
  };
}

describe('coupon desk', () => {
  it('pays the stake from the wallet and the payout into it', async () => {
    const { sports, wallets, wallet, lineOutcome, place, advance } = await desk();
    const outcome = lineOutcome(0);
    const placed = await place(outcome.id, outcome.coef, 'request-pay');
    expect(placed.balance).toEqual({ accountId: '421', amount: 49_900, currency: 'RUB' });
    expect(wallets.balance()).toBe(49_900);
    advance(SETTLE_AFTER_S + 1);
    const [settled] = (await sports.desk.history(wallet, false, 10)).coupons;
    expect(wallets.balance()).toBeCloseTo(49_900 + settled.payout!, 2);
  });

  it('refuses the removal of an account with a bet waiting for settlement, until it is settled', async () => {
    const { sports, wallet, lineOutcome, place, advance } = await desk();
    const outcome = lineOutcome(0);
    await place(outcome.id, outcome.coef, 'request-hold');
    expect(await sports.holder.refuseRemoval(wallet, '421')).toEqual({ code: 'open_bets', message: 'Wait until the bets on this account are settled' });
    advance(SETTLE_AFTER_S + 1);
    await sports.holder.settleDue(wallet);
    expect(await sports.holder.refuseRemoval(wallet, '421')).toBeNull();
  });

  it(`settles a coupon ${SETTLE_AFTER_S} s after it was placed, on the ticker or when read`, async () => {
    const { sports, wallet, lineOutcome, place, advance } = await desk();
    const first = lineOutcome(0);
    const second = lineOutcome(1);
    await place(first.id, first.coef, 'request-one');
    advance(SETTLE_AFTER_S - 1);
    sports.tick();
    expect((await sports.desk.history(wallet, true, 10)).coupons).toHaveLength(1);
    advance(2);
    sports.tick();
    const [settled] = (await sports.desk.history(wallet, false, 10)).coupons;
    expect(settled.statusId).toBe(testModeResult(first.id, first.kind));
    expect(settled.payout).toBeDefined();

    await place(second.id, second.coef, 'request-two');
    advance(SETTLE_AFTER_S + 1);
    // No tick: reading the history settles what is due.
    expect((await sports.desk.history(wallet, true, 10)).coupons).toEqual([]);
  });

  it('settles at once when every game of the coupon has finished', async () => {
    const { sports, wallet, place, advance } = await desk();
    const found = [...sports.line.records.values()].find((record) => record.event.status === 2 && record.sport.slug === 'cyber-football')!;
    // Three seconds before the final whistle.
    const play = clonePlay(found.play);
    play.game.elapsed = tuningOf(found.champ).duration - 3;
    while (play.periodScores.length < 2) play.periodScores.push({ home: 0, away: 0 });
    const live = sports.line.commit(found, play);
    const outcome = live.event.markets[0].outcomes.find((candidate) => !candidate.isBlocked)!;
    await place(outcome.id, outcome.coef, 'request-live');
    expect((await sports.desk.history(wallet, true, 10)).coupons[0].statusId).toBe(-2);
    advance(4);
    sports.tick();
    expect(sports.line.get(live.event.id)!.event.status).toBe(4);
    const [settled] = (await sports.desk.history(wallet, false, 10)).coupons;
    expect(settled.statusId).toBeGreaterThanOrEqual(0);
    expect(settled.bets[0].score).toEqual(sports.line.get(live.event.id)!.event.score);
  });

  it('lets a VIP bet exceed the maximum stake, where the site offers VIP bets', async () => {
    const { sports, wallet, lineOutcome } = await desk(100_000_000);
    const outcome = lineOutcome(0);
    const view = new LineView(sports.line);
    const single = (requestId: string, isVipBet: boolean) => ({
      ...SINGLE_OPTIONS,
      isVipBet,
      requestId,
      accountId: '421',
      typeId: 0 as const,
      amount: 600_000,
      bets: [{ marketId: outcome.id, coef: outcome.coef, isBanker: false }],
    });
    await expect(sports.desk.place(wallet, single('request-plain', false), view, { ...DEFAULT_COUPON_OFFER, allowVipBet: true })).rejects.toThrow(
      expect.objectContaining({ code: 'stake_too_high' }),
    );
    await expect(sports.desk.place(wallet, single('request-no-vip', true), view, DEFAULT_COUPON_OFFER)).rejects.toThrow(expect.objectContaining({ code: 'invalid_coupon' }));
    const placed = await sports.desk.place(wallet, single('request-vip', true), view, { ...DEFAULT_COUPON_OFFER, allowVipBet: true });
    expect(placed.coupon).toMatchObject({ amount: 600_000, isVipBet: true });
    expect(placed.balance.amount).toBe(400_000);
  });

  it('keeps coupons in the database: a second server places a request id once and settles and pays a coupon once', async () => {
    const { sports, wallets, wallet, lineOutcome, place, advance } = await desk();
    const other = createSports({ database: await openTestDatabase(), wallets, now: () => sports.line.now(), autoTick: false, drawResult: testModeResultDraw });
    const outcome = lineOutcome(0);
    const request = { ...SINGLE_OPTIONS, requestId: `both-${randomUUID()}`, accountId: '421', typeId: 0 as const, amount: 100, bets: [{ marketId: outcome.id, coef: outcome.coef, isBanker: false }] };
    const [first, second] = await Promise.all([place(outcome.id, outcome.coef, request.requestId), other.desk.place(wallet, request, new LineView(other.line), DEFAULT_COUPON_OFFER)]);
    expect(second.coupon.id).toBe(first.coupon.id);
    expect(wallets.balance()).toBe(49_900);
    expect((await other.desk.history(wallet, true, 10)).coupons.map((coupon) => coupon.id)).toEqual([first.coupon.id]);
    advance(SETTLE_AFTER_S + 1);
    const settled = await Promise.all([sports.desk.settleDue(wallet), other.desk.settleDue(wallet)]);
    expect(settled[0] + settled[1]).toBe(1);
    const [coupon] = (await sports.desk.history(wallet, false, 10)).coupons;
    expect(wallets.balance()).toBeCloseTo(49_900 + coupon.payout!, 2);
  });

  it('makes the line on first use only, and stops its ticker', async () => {
    const sports = createSports({ database: await openTestDatabase(), wallets: testWallets('42:unit') });
    sports.stop();
    expect(sports.line.records.size).toBeGreaterThan(300);
    sports.start();
    sports.stop();
  });
});

describe('the results outcomes settle with', () => {
  it('close an outcome to bets once its result is drawn, so nobody bets on a result they could know', async () => {
    const { lineOutcome, place, advance, sports, wallet } = await desk(undefined, new DrawnResultStore(await openTestDatabase()));
    const outcome = lineOutcome(0);
    await place(outcome.id, outcome.coef, 'before-the-draw');
    advance(SETTLE_AFTER_S + 1);
    expect((await sports.desk.history(wallet, false, 10)).coupons).toHaveLength(1);
    await expect(place(outcome.id, outcome.coef, 'after-the-draw')).rejects.toThrow(expect.objectContaining({ code: 'market_blocked' }));
  });
});

describe('cash out when the wallet fails', () => {
  it('a cash out whose credit failed is kept unpaid and paid once, by the repeat or the next settlement', async () => {
    const { sports, wallets, wallet, lineOutcome, place } = await desk();
    const outcome = lineOutcome(0);
    const placed = await place(outcome.id, outcome.coef, 'request-cash-out');
    const view = new LineView(sports.line);
    const offer = { ...DEFAULT_COUPON_OFFER, cashOut: true };
    const payer = { realm: `unit-${randomUUID()}`, userId: '42' };
    const credit = wallets.credit;
    wallets.credit = async () => false;
    const ask = { requestId: 'cash-out-1', offered: 95, part: 95, changeCoefAction: 0 } as const;
    await expect(sports.desk.cashOut(wallet, placed.coupon.id, ask, view, offer, payer)).rejects.toThrow(/refused the cash out/);
    expect(wallets.balance()).toBe(49_900);
    // While the wallet refuses, the wallet's next settlement fails too (the money is owed), and pays nothing.
    await expect(sports.desk.settleDue(wallet)).rejects.toThrow(/refused the cash out/);
    wallets.credit = credit;
    // The bet was cashed out all the same; reading it settles the wallet, which pays what is owed.
    expect((await sports.desk.coupon(wallet, placed.coupon.id))?.isCashedOut).toBe(true);
    expect(wallets.balance()).toBe(49_995);
    // The repeat of the same request answers the coupon and pays nothing more.
    expect((await sports.desk.cashOut(wallet, placed.coupon.id, ask, view, offer, payer)).coupon.payout).toBe(95);
    await sports.desk.settleDue(wallet);
    expect(wallets.balance()).toBe(49_995);
  });
});
