import { randomInt } from 'node:crypto';
import type { CouponConfig, PlacedCoupon, SavedCoupon } from '../schemas/sports.ts';
import { bonusCoefficient } from '../src/coupon/couponMaths.ts';
import { expressBonusBlocker } from '../src/coupon/expressBonus.ts';
import { hyperBonus } from '../src/coupon/hyperBonus.ts';
import { isVipBetAvailable } from '../src/coupon/vipBet.ts';
import type { WalletAccount, WalletService } from '../../../bff/bffServices.ts';
import { couponFigures, couponStatus, resultFactor, returnPerUnit, round2, stakeUnits, type CouponTypeId, type ResultStatus } from './betMath.ts';
import type { DemoLine } from './demoLine.ts';
import { hashString } from '../../../bff/seededRandom.ts';
import type { FoundOutcome, LineView } from './lineView.ts';

/** A JSON:API error the coupon calls answer (HTTP status, code, detail, meta). */
export class CouponError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

const invalid = (detail: string): never => {
  throw new CouponError(400, 'invalid_coupon', detail);
};

export const MAX_BETS = 40;
export const COUPON_TYPES: readonly CouponTypeId[] = [0, 1, 2, 9];
export const OUTCOME_ID = /^[0-9a-z:.-]{1,80}$/;
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const ACCOUNT_ID = /^[0-9]{1,20}$/;
/** Coupons settle this long after they are placed, or as soon as every game of theirs has finished. */
export const SETTLE_AFTER_S = 90;

/**
 * Stake limits by currency: the minimum applies to each unit stake (a single, one system combination), the
 * maximum to the coupon's total stake; live coupons have a lower maximum.
 */
export const STAKE_LIMITS: Record<string, { min: number; max: number; liveMax: number }> = {
  RUB: { min: 100, max: 500_000, liveMax: 100_000 },
  USD: { min: 1, max: 5_000, liveMax: 1_000 },
  EUR: { min: 1, max: 5_000, liveMax: 1_000 },
};

/** What the site offers on coupons: the `coupon` config group of the domain (schemas/sports.ts, couponConfig). */
export interface CouponOffer {
  /** The coupon types whose minimum and maximum stake apply (spec 5). */
  minMaxCouponTypes: readonly number[];
  allowExpressBonus: boolean;
  allowVipBet: boolean;
  hyperBonus?: HyperBonusTerms;
}

/** A domain without a valid `coupon` group: limits on every type, no bonus, no VIP bet. */
export const DEFAULT_COUPON_OFFER: CouponOffer = { minMaxCouponTypes: [0, 1, 2, 9], allowExpressBonus: false, allowVipBet: false };

export type HyperBonusTerms = NonNullable<CouponConfig['hyperBonus']>;

type Score = { home: number; away: number };

interface StoredCoupon {
  coupon: PlacedCoupon;
  accountId: string;
  /** Whose loss limits the payout counts against (the player and their realm), when the route says. */
  payer?: CouponPayer;
  /** The stake of one unit (a single, one system combination: the system's total / C(n, k), unrounded); pays out. */
  unitAmount: number;
  settleAt: number;
  requestId: string;
}

/** A coupon's player for the limits: the realm (BffContext.realmOf) and the user. */
export interface CouponPayer {
  realm: string;
  userId: string;
}

/** The coupon's total stake, what it takes from the balance: a system's amount, else the amount of a unit times the units. */
export function totalStakeOf(request: PlaceRequest): number {
  const units = stakeUnits(request.typeId, request.bets.map((bet) => ({ value: 1, isBanker: bet.isBanker })), request.systemValue);
  return request.typeId === 2 ? request.amount : round2(request.amount * units);
}

/** The coupons of one wallet (a user's session); the wallet itself, its accounts and balances, is the account module's. */
interface CouponBook {
  walletKey: string;
  /** Oldest first. */
  coupons: StoredCoupon[];
  /** The coupon of each request id, from the moment its placing starts (a concurrent repeat waits for it). */
  byRequestId: Map<string, Promise<StoredCoupon>>;
}


export interface PlaceRequest {
  requestId: string;
  accountId: string;
  typeId: CouponTypeId;
  systemValue?: number;
  /**
   * What the bettor typed: the stake of a single or an express, the stake of each single for multiple singles, and
   * the TOTAL stake of a system, shared equally by its combinations (unit stake = amount / C(n, k)).
   */
  amount: number;
  bets: Array<{ marketId: string; coef: number; isBanker: boolean; score?: Score }>;
  changeCoefAction: 0 | 1 | 2;
  exactCoef: number | null;
  /** Refuse the coupon when a game's score is no longer the one its bet carries (schemas/sports.ts, placeCouponRequest). */
  isDropOnScoreChange: boolean;
  /** The bettor takes the accumulator bonus. */
  isExpressBonus: boolean;
  isVipBet: boolean;
  /** The hyper-bonus terms the slip showed, or null. */
  hyperBonus: HyperBonusTerms | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Request validation: every field checked, unknown fields refused, with a detail naming the problem.

function plainObject(value: unknown, what: string, allowed: readonly string[]): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return invalid(`${what} must be a JSON object`);
  const unknown = Object.keys(value).find((key) => !allowed.includes(key));
  if (unknown !== undefined) invalid(`${what} has an unknown field "${unknown.slice(0, 40)}"`);
  return value as Record<string, unknown>;
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

const isNumberFrom = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** An optional flag: absent is false. */
function flagOf(value: unknown, name: string): boolean {
  if (value !== undefined && typeof value !== 'boolean') invalid(`${name} must be a boolean`);
  return value === true;
}

const MAX_SCORE = 10_000;

function scoreOf(value: unknown, what: string): Score | undefined {
  if (value === undefined) return undefined;
  const score = plainObject(value, what, ['home', 'away']);
  if (!isInteger(score.home) || !isInteger(score.away) || !isNumberFrom(score.home, 0, MAX_SCORE) || !isNumberFrom(score.away, 0, MAX_SCORE)) {
    invalid(`${what} must be { home, away }, whole numbers from 0`);
  }
  return { home: score.home as number, away: score.away as number };
}

const HYPER_BONUS_FIELDS = ['hyperBonusPercent', 'minHyperBonusBetLimit', 'maxHyperBonusLimit'] as const;

/** The hyper-bonus fields of a coupon: all three or none. */
function hyperBonusTermsOf(input: Record<string, unknown>): HyperBonusTerms | null {
  const given = HYPER_BONUS_FIELDS.filter((field) => input[field] !== undefined);
  if (given.length === 0) return null;
  if (given.length < HYPER_BONUS_FIELDS.length) invalid(`the hyper bonus needs ${HYPER_BONUS_FIELDS.join(', ')} together`);
  const { hyperBonusPercent: percent, minHyperBonusBetLimit: minBetLimit, maxHyperBonusLimit: maxLimit } = input;
  if (!isNumberFrom(percent, 0, 100)) invalid('hyperBonusPercent must be a number from 0 to 100');
  if (!isInteger(minBetLimit) || !isNumberFrom(minBetLimit, 1, MAX_BETS)) invalid(`minHyperBonusBetLimit must be a whole number from 1 to ${MAX_BETS}`);
  if (!isNumberFrom(maxLimit, 0, 1e9)) invalid('maxHyperBonusLimit must be an amount');
  return { percent: percent as number, minBetLimit: minBetLimit as number, maxLimit: maxLimit as number };
}

const sameTerms = (a: HyperBonusTerms, b: HyperBonusTerms) => a.percent === b.percent && a.minBetLimit === b.minBetLimit && a.maxLimit === b.maxLimit;

const sameScore = (a: Score | undefined, b: Score | undefined) => a?.home === b?.home && a?.away === b?.away;

function typeIdOf(value: unknown): CouponTypeId {
  if (!COUPON_TYPES.includes(value as CouponTypeId)) invalid('typeId must be 0 (single), 1 (express), 2 (system) or 9 (multiple singles)');
  return value as CouponTypeId;
}

function accountIdOf(value: unknown): string {
  if (typeof value !== 'string' || !ACCOUNT_ID.test(value)) invalid('accountId must be an account id (digits)');
  return value as string;
}

function outcomeIdsOf(value: unknown, what: string, max = MAX_BETS): string[] {
  if (!Array.isArray(value) || value.length === 0) return invalid(`${what} must be a non-empty array`);
  if (value.length > max) invalid(`${what}: at most ${max} bets`);
  const seen = new Set<string>();
  for (const id of value) {
    if (typeof id !== 'string' || !OUTCOME_ID.test(id)) invalid(`${what}: "${String(id).slice(0, 80)}" is not a market id`);
    if (seen.has(id)) invalid(`${what}: market ${id} is there twice`);
    seen.add(id);
  }
  return value as string[];
}

const gameOf = (marketId: string) => marketId.slice(0, marketId.indexOf(':'));

/** The rules of a coupon's shape by type: how many bets, bankers, the system size, one bet per game. */
function checkShape(typeId: CouponTypeId, marketIds: readonly string[], bankers: readonly boolean[], systemValue: unknown): number | undefined {
  const count = marketIds.length;
  const bankerCount = bankers.filter(Boolean).length;
  if (bankerCount > 0 && typeId !== 2) invalid('bankers are allowed in a system only');
  if (typeId !== 2 && systemValue !== undefined && systemValue !== null) invalid('systemValue is for a system (typeId 2) only');
  if (typeId === 0 && count !== 1) invalid('a single has exactly one bet');
  if (typeId === 1 && count < 2) invalid('an express needs at least two bets');
  if (typeId === 9 && count < 2) invalid('multiple singles need at least two bets');
  if (typeId === 2) {
    if (!isInteger(systemValue) || systemValue < 2) invalid('a system needs systemValue, an integer of at least 2');
    if ((systemValue as number) >= count - bankerCount) invalid('systemValue must be lower than the number of bets that are not bankers');
  }
  if (typeId === 1 || typeId === 2) {
    const games = new Set<string>();
    for (const id of marketIds) {
      if (games.has(gameOf(id))) invalid(`game ${gameOf(id)} is in the coupon twice: an express or a system takes one bet per game`);
      games.add(gameOf(id));
    }
  }
  return typeId === 2 ? (systemValue as number) : undefined;
}

export function parsePlaceRequest(body: unknown): PlaceRequest {
  const input = plainObject(body, 'the coupon', [
    'requestId',
    'accountId',
    'typeId',
    'systemValue',
    'amount',
    'bets',
    'changeCoefAction',
    'exactCoef',
    'isDropOnScoreChange',
    'isExpressBonus',
    'isVipBet',
    ...HYPER_BONUS_FIELDS,
  ]);
  if (typeof input.requestId !== 'string' || !REQUEST_ID.test(input.requestId)) invalid('requestId must be 8–64 characters of A–Z, a–z, 0–9, _ and -');
  const accountId = accountIdOf(input.accountId);
  const typeId = typeIdOf(input.typeId);
  const amount = input.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1e9) invalid('amount must be a positive number');
  if (Math.abs(Math.round((amount as number) * 100) - (amount as number) * 100) > 1e-6) invalid('amount has at most two decimals');
  // Whatever the account (a bonus account has no currency minimum), a stake is at least one minor unit.
  if ((amount as number) < 0.01) invalid('amount must be at least 0.01');
  if (!Array.isArray(input.bets)) invalid('bets must be an array');
  const bets = (input.bets as unknown[]).map((bet, index) => {
    const item = plainObject(bet, `bets[${index}]`, ['marketId', 'coef', 'isBanker', 'score']);
    if (typeof item.coef !== 'number' || !Number.isFinite(item.coef) || item.coef < 1 || item.coef > 10_000) invalid(`bets[${index}].coef must be a decimal price`);
    const score = scoreOf(item.score, `bets[${index}].score`);
    const parsed = { marketId: item.marketId as string, coef: item.coef as number, isBanker: flagOf(item.isBanker, `bets[${index}].isBanker`) };
    return score ? { ...parsed, score } : parsed;
  });
  outcomeIdsOf(bets.map((bet) => bet.marketId), 'bets');
  const systemValue = checkShape(typeId, bets.map((bet) => bet.marketId), bets.map((bet) => bet.isBanker), input.systemValue);
  const changeCoefAction = input.changeCoefAction ?? 2;
  if (changeCoefAction !== 0 && changeCoefAction !== 1 && changeCoefAction !== 2) invalid('changeCoefAction must be 0 (ask), 1 (accept any) or 2 (accept higher)');
  const exactCoef = input.exactCoef ?? null;
  if (exactCoef !== null && (typeof exactCoef !== 'number' || !Number.isFinite(exactCoef) || exactCoef < 1 || exactCoef > 1e6)) invalid('exactCoef must be a price or null');
  return {
    requestId: input.requestId as string,
    accountId,
    typeId,
    systemValue,
    amount: amount as number,
    bets,
    changeCoefAction: changeCoefAction as 0 | 1 | 2,
    exactCoef: exactCoef as number | null,
    isDropOnScoreChange: flagOf(input.isDropOnScoreChange, 'isDropOnScoreChange'),
    isExpressBonus: flagOf(input.isExpressBonus, 'isExpressBonus'),
    isVipBet: flagOf(input.isVipBet, 'isVipBet'),
    hyperBonus: hyperBonusTermsOf(input),
  };
}

export interface LimitsRequest {
  typeId: CouponTypeId;
  systemValue?: number;
  marketIds: string[];
  accountId: string;
}

export function parseLimitsRequest(body: unknown): LimitsRequest {
  const input = plainObject(body, 'the request', ['typeId', 'systemValue', 'marketIds', 'accountId']);
  const typeId = typeIdOf(input.typeId);
  const marketIds = outcomeIdsOf(input.marketIds, 'marketIds');
  const systemValue = checkShape(typeId, marketIds, marketIds.map(() => false), input.systemValue);
  return { typeId, systemValue, marketIds, accountId: accountIdOf(input.accountId) };
}

export function parseSaveRequest(body: unknown): Omit<LimitsRequest, 'accountId'> {
  const input = plainObject(body, 'the request', ['typeId', 'systemValue', 'marketIds']);
  const typeId = typeIdOf(input.typeId);
  const marketIds = outcomeIdsOf(input.marketIds, 'marketIds');
  if (typeId !== 2 && input.systemValue !== undefined && input.systemValue !== null) invalid('systemValue is for a system (typeId 2) only');
  if (typeId === 2 && (!isInteger(input.systemValue) || input.systemValue < 2 || input.systemValue >= marketIds.length)) {
    invalid('a system needs systemValue, an integer from 2 to the number of bets less one');
  }
  return { typeId, systemValue: typeId === 2 ? (input.systemValue as number) : undefined, marketIds };
}

export function parseMarketIds(body: unknown): string[] {
  const input = plainObject(body, 'the request', ['ids']);
  if (!Array.isArray(input.ids)) invalid('ids must be an array');
  if ((input.ids as unknown[]).length === 0) return [];
  const ids = [...new Set(input.ids as unknown[])];
  return outcomeIdsOf(ids, 'ids', 100);
}

// ---------------------------------------------------------------------------------------------------------------
// The coupon's options (schemas/sports.ts, placeCouponRequest), checked at the server's prices with the rules the slip
// applies (src/coupon), so that both agree on what is offered.

interface CouponOptions {
  isVipBet: boolean;
  expressBonusCoef?: number;
  hyperBonus: ReturnType<typeof hyperBonus>;
  /** The possible win with the accumulator bonus (the hyper bonus is on top of it, in hyperBonus.amount). */
  possibleWin: number;
}

function couponOptions(request: PlaceRequest, items: readonly FoundOutcome[], figures: { coef: number; amount: number; possibleWin: number }, maxBetAmount: number, offer: CouponOffer): CouponOptions {
  const typeId = request.typeId;
  if (request.isVipBet) {
    const bets = items.map((item) => ({ isLive: item.record.event.status !== 1 }));
    if (!isVipBetAvailable({ siteAllows: offer.allowVipBet, maxBetAmount, typeId, bets })) invalid('a VIP bet is not available for this coupon');
  }
  let expressBonusCoef: number | undefined;
  let possibleWin = figures.possibleWin;
  if (request.isExpressBonus) {
    const bets = items.map((item) => ({ coef: item.outcome.coef, kind: item.outcome.kind }));
    const blocker = expressBonusBlocker({ siteAllows: offer.allowExpressBonus, typeId, bets, totalCoef: figures.coef, manuallyDeletedBonusBet: false });
    if (blocker) invalid(`the accumulator bonus does not apply (${blocker})`);
    expressBonusCoef = bonusCoefficient(items.length);
    const legs = request.bets.map((bet, index) => ({ value: items[index].outcome.coef, isBanker: bet.isBanker }));
    possibleWin = couponFigures(typeId, legs, request.amount, request.systemValue, expressBonusCoef).possibleWin;
  }
  let hyper: ReturnType<typeof hyperBonus> = null;
  if (request.hyperBonus) {
    if (!offer.hyperBonus || !sameTerms(request.hyperBonus, offer.hyperBonus)) invalid('the hyper bonus terms are not the site\'s current ones');
    hyper = hyperBonus({ config: request.hyperBonus, typeId, betCount: items.length, amount: figures.amount, possibleWin });
    if (!hyper) invalid('the hyper bonus does not apply to this coupon');
  }
  return { isVipBet: request.isVipBet, expressBonusCoef, hyperBonus: hyper, possibleWin };
}

/** A winning coupon's payout with the bonuses it was placed with: the accumulator bonus, then the hyper bonus on its profit. */
function withBonuses(coupon: PlacedCoupon, won: number): number {
  const raised = won * (coupon.expressBonusCoef ?? 1);
  if (coupon.hyperBonusPercent === undefined || coupon.minHyperBonusBetLimit === undefined || coupon.maxHyperBonusLimit === undefined) return raised;
  const config = { percent: coupon.hyperBonusPercent, minBetLimit: coupon.minHyperBonusBetLimit, maxLimit: coupon.maxHyperBonusLimit };
  const bonus = hyperBonus({ config, typeId: coupon.typeId, betCount: coupon.bets.length, amount: coupon.amount, possibleWin: raised });
  return raised + (bonus?.amount ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Settlement

/**
 * The result an outcome settles with, from a roll of 0–99: handicaps and totals (kinds 3, 4) settle 35 % lose, 35 %
 * win, 7 % return, 5 % forced return, 6 % half win half return, 6 % half lose half return, 6 % half lose half win;
 * every other kind 45 % lose, 45 % win, 6 % return, 4 % forced return.
 */
function resultOfRoll(roll: number, kind: number): ResultStatus {
  if (kind === 3 || kind === 4) {
    return roll < 35 ? 0 : roll < 70 ? 1 : roll < 77 ? 2 : roll < 82 ? 3 : roll < 88 ? 4 : roll < 94 ? 5 : 6;
  }
  return roll < 45 ? 0 : roll < 90 ? 1 : roll < 96 ? 2 : 3;
}

/** Draws the result of an outcome (a market id) of a kind; `isDrawn` tells whether an outcome's result is drawn already. */
export interface ResultDraw {
  (marketId: string, kind: number): ResultStatus;
  isDrawn(marketId: string): boolean;
}

/**
 * Test mode's draw: fixed by the outcome id, so tests know which bets win. Never outside test mode: anyone who can
 * read an outcome id could tell its result.
 */
export const settlementStatus: ResultDraw = Object.assign((marketId: string, kind: number) => resultOfRoll(hashString(marketId) % 100, kind), { isDrawn: () => false });

/** Outcomes whose drawn result is kept, so every bet on an outcome settles alike; the oldest are forgotten first. */
const RESULTS_KEPT = 50_000;

/** The real draw: each outcome's result drawn once with the CSPRNG, and the same for every bet on it. */
export function randomResultDraw(): ResultDraw {
  const results = new Map<string, ResultStatus>();
  const draw = (marketId: string, kind: number) => {
    let result = results.get(marketId);
    if (result === undefined) {
      result = resultOfRoll(randomInt(100), kind);
      results.set(marketId, result);
      if (results.size > RESULTS_KEPT) results.delete(results.keys().next().value!);
    }
    return result;
  };
  return Object.assign(draw, { isDrawn: (marketId: string) => results.has(marketId) });
}

// ---------------------------------------------------------------------------------------------------------------

const SAVE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MAX_SAVED = 20_000;
const MAX_COUPONS_PER_WALLET = 500;

export interface CouponDeskOptions {
  line: DemoLine;
  /** The accounts the coupons are paid from and into (the account module's wallet service). */
  wallets: WalletService;
  /** How outcomes' results are drawn: `randomResultDraw()` unless told (test mode: `settlementStatus`). */
  drawResult?: ResultDraw;
  /** Told of each settled coupon's payout and when its stake was placed (Unix s): the loss limits count it then. */
  onPayout?: (payer: CouponPayer, amount: number, stakedAtS: number) => void;
  /** Epoch ms. */
  now?: () => number;
}

/**
 * Placing, settling, the history (per wallet: a user's session) and saved coupons. Stakes and payouts go through
 * the wallet service; as a holder of the wallet's money, the desk settles due coupons before the wallet is read and
 * refuses the removal of an account with bets waiting for settlement.
 */
export class CouponDesk {
  private readonly books = new Map<string, CouponBook>();
  private readonly wallets: WalletService;
  private readonly saved = new Map<string, { typeId: CouponTypeId; systemValue?: number; marketIds: string[] }>();
  private nextCouponId = 7_100_000_001;
  private readonly line: DemoLine;
  private readonly now: () => number;

  private readonly drawResult: ResultDraw;
  private readonly onPayout: CouponDeskOptions['onPayout'];

  constructor(options: CouponDeskOptions) {
    this.line = options.line;
    this.wallets = options.wallets;
    this.drawResult = options.drawResult ?? randomResultDraw();
    this.onPayout = options.onPayout;
    this.now = options.now ?? options.line.now;
  }

  private book(walletKey: string): CouponBook {
    let book = this.books.get(walletKey);
    if (!book) {
      book = { walletKey, coupons: [], byRequestId: new Map() };
      this.books.set(walletKey, book);
    }
    return book;
  }

  /** An account of the wallet a coupon names; an account of someone else's is an invalid coupon. */
  private async account(walletKey: string, accountId: string): Promise<WalletAccount> {
    const account = await this.wallets.account(walletKey, accountId);
    if (!account) invalid(`account ${accountId} is not an account of this user`);
    return account!;
  }

  async refuseRemoval(walletKey: string, accountId: string): Promise<{ code: string; message: string } | null> {
    const open = this.books.get(walletKey)?.coupons.some((stored) => stored.accountId === accountId && stored.coupon.statusId < 0);
    return open ? { code: 'open_bets', message: 'Wait until the bets on this account are settled' } : null;
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
      return { min: 0, max: account.minor / 100, currency: account.currency, applies: false };
    }
    return { min: table.min, max: live ? table.liveMax : table.max, currency: account.currency, applies: true };
  }

  async limits(walletKey: string, request: LimitsRequest, view: LineView, offer: CouponOffer) {
    const account = await this.account(walletKey, request.accountId);
    const found = request.marketIds.map((id) => view.find(id));
    const live = found.some((item) => item && item.record.event.status !== 1);
    const { min, max, currency } = this.limitsFor(account, request.typeId, live, offer);
    return { min, max, currency };
  }

  /** Whether the wallet's coupon of this request id is placed already (placing it again answers that coupon). */
  isPlaced(walletKey: string, requestId: string): boolean {
    return this.book(walletKey).byRequestId.has(requestId);
  }

  /** Places a coupon once per request id: a repeat (even a concurrent one) answers the first one's coupon. */
  async place(walletKey: string, request: PlaceRequest, view: LineView, offer: CouponOffer, payer?: CouponPayer) {
    await this.settleDue(walletKey);
    const book = this.book(walletKey);
    let placing = book.byRequestId.get(request.requestId);
    if (!placing) {
      placing = this.placeNew(walletKey, book, request, view, offer, payer);
      book.byRequestId.set(request.requestId, placing);
      placing.catch(() => book.byRequestId.delete(request.requestId));
    }
    return this.placedReply(walletKey, await placing);
  }

  private async placeNew(walletKey: string, book: CouponBook, request: PlaceRequest, view: LineView, offer: CouponOffer, payer?: CouponPayer): Promise<StoredCoupon> {
    const account = await this.account(walletKey, request.accountId);

    const found = request.bets.map((bet) => view.find(bet.marketId));
    // An outcome whose result is drawn already takes no more bets: its result must not be known to a bettor.
    const blocked = request.bets.filter((bet, index) => !found[index] || found[index]!.outcome.isBlocked || this.drawResult.isDrawn(bet.marketId)).map((bet) => bet.marketId);
    if (blocked.length > 0) throw new CouponError(400, 'market_blocked', `blocked or no longer offered: ${blocked.join(', ')}`, { marketIds: blocked });
    const items = found as FoundOutcome[];

    const changes = request.bets
      .map((bet, index) => ({ marketId: bet.marketId, coef: items[index].outcome.coef, asked: bet.coef }))
      .filter((change) => Math.abs(change.coef - change.asked) > 1e-9);
    const refused = request.changeCoefAction === 0 ? changes.length > 0 : request.changeCoefAction === 2 ? changes.some((change) => change.coef < change.asked) : false;
    if (refused) {
      throw new CouponError(400, 'coef_changed', 'prices changed since the bets were added', {
        changes: changes.map(({ marketId, coef }) => ({ marketId, coef })),
      });
    }

    if (request.isDropOnScoreChange) {
      const scores = request.bets.flatMap((bet, index) => {
        const now = view.scoreOf(items[index].record);
        return bet.score && !sameScore(bet.score, now) ? [{ marketId: bet.marketId, score: now ?? null }] : [];
      });
      if (scores.length > 0) throw new CouponError(400, 'score_changed', 'a score changed since the bets were added', { scores });
    }

    const legs = request.bets.map((bet, index) => ({ value: items[index].outcome.coef, isBanker: bet.isBanker }));
    const units = stakeUnits(request.typeId, legs, request.systemValue);
    // A system's amount is its total stake, shared by its combinations; every other type's is the stake of one unit.
    const unitAmount = request.typeId === 2 ? request.amount / units : request.amount;
    const figures = couponFigures(request.typeId, legs, request.amount, request.systemValue);
    const live = items.some((item) => item.record.event.status !== 1);
    const limits = this.limitsFor(account, request.typeId, live, offer);
    const options = couponOptions(request, items, figures, limits.max, offer);
    if (limits.applies && unitAmount < limits.min - 1e-9) throw new CouponError(400, 'stake_too_low', `the minimum stake is ${limits.min} ${limits.currency}`, { min: limits.min });
    // A VIP bet asks for more than the maximum; a trader confirms it (the demo desk at once).
    if (limits.applies && !options.isVipBet && figures.amount > limits.max + 1e-9) {
      throw new CouponError(400, 'stake_too_high', `the maximum stake is ${limits.max} ${limits.currency}`, { max: limits.max });
    }
    const cost = Math.round(figures.amount * 100);
    const couponId = String(this.nextCouponId++);
    if (cost > account.minor || !(await this.wallets.debit(walletKey, account.id, cost, `sports:coupon:${couponId}:stake`))) {
      throw new CouponError(400, 'insufficient_balance', 'the balance does not cover the stake', { balance: account.minor / 100 });
    }
    const now = this.now();
    const coupon: PlacedCoupon = {
      id: couponId,
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
    coupon.statusId = couponStatus(request.typeId, coupon.bets.map((bet) => bet.statusId), 0, coupon.amount);
    const stored: StoredCoupon = { coupon, accountId: account.id, payer, unitAmount, settleAt: now + SETTLE_AFTER_S * 1000, requestId: request.requestId };
    book.coupons.push(stored);
    if (book.coupons.length > MAX_COUPONS_PER_WALLET) book.byRequestId.delete(book.coupons.shift()!.requestId);
    return stored;
  }

  private async placedReply(walletKey: string, stored: StoredCoupon) {
    const account = await this.account(walletKey, stored.accountId);
    return { coupon: stored.coupon, balance: { accountId: account.id, amount: account.minor / 100, currency: account.currency } };
  }

  async history(walletKey: string, opened: boolean, limit: number) {
    await this.settleDue(walletKey);
    const coupons = (this.books.get(walletKey)?.coupons ?? [])
      .filter((stored) => !opened || stored.coupon.statusId < 0)
      .slice(-limit)
      .reverse()
      .map((stored) => stored.coupon);
    return { coupons };
  }

  /** One of the wallet's coupons, settled first when due; null when the wallet has none with that id. */
  async coupon(walletKey: string, couponId: string): Promise<PlacedCoupon | null> {
    await this.settleDue(walletKey);
    return this.books.get(walletKey)?.coupons.find((stored) => stored.coupon.id === couponId)?.coupon ?? null;
  }

  /** Settles the wallet's open coupons whose time came (or whose games all finished); all of them when `force`. */
  async settleDue(walletKey: string, force = false): Promise<number> {
    const book = this.books.get(walletKey);
    if (!book) return 0;
    const now = this.now();
    const payouts: Array<Promise<void>> = [];
    for (const stored of book.coupons) {
      if (stored.coupon.statusId >= 0) continue;
      const gamesOver = stored.coupon.bets.every((bet) => (this.line.get(bet.market.gameId)?.event.status ?? 4) === 4);
      if (!force && now < stored.settleAt && !gamesOver) continue;
      payouts.push(this.settle(walletKey, stored));
    }
    await Promise.all(payouts);
    return payouts.length;
  }

  /**
   * Settles a coupon: its result is decided before anything is awaited, so a concurrent settlement skips it; the
   * payout is entered under the coupon's reference, once whatever the retries.
   */
  private async settle(walletKey: string, stored: StoredCoupon): Promise<void> {
    const { coupon } = stored;
    for (const bet of coupon.bets) {
      bet.statusId = this.drawResult(bet.market.id, bet.market.kind);
      const score = this.line.get(bet.market.gameId)?.event.score;
      if (score) bet.score = { ...score };
    }
    const legs = coupon.bets.map((bet) => ({ value: resultFactor(bet.statusId, bet.market.coef), isBanker: bet.isBanker }));
    const won = stored.unitAmount * returnPerUnit(coupon.typeId, legs, coupon.systemValue);
    coupon.statusId = couponStatus(coupon.typeId, coupon.bets.map((bet) => bet.statusId), round2(won), coupon.amount);
    const payout = coupon.statusId === 1 ? round2(withBonuses(coupon, won)) : round2(won);
    coupon.payout = payout;
    if (payout > 0) await this.wallets.credit(walletKey, stored.accountId, Math.round(payout * 100), `sports:coupon:${coupon.id}:payout`);
    if (stored.payer && payout > 0) this.onPayout?.(stored.payer, payout, coupon.placedAt);
  }

  /** Settles due coupons of every wallet (the ticker calls it). */
  async settleAll(): Promise<void> {
    for (const walletKey of this.books.keys()) await this.settleDue(walletKey);
  }

  save(request: Omit<LimitsRequest, 'accountId'>, view: LineView): { code: string } {
    const unknown = request.marketIds.filter((id) => !view.find(id));
    if (unknown.length > 0) throw new CouponError(400, 'invalid_coupon', `no longer offered: ${unknown.join(', ')}`, { marketIds: unknown });
    let code = '';
    do {
      code = Array.from({ length: 8 }, () => SAVE_ALPHABET[randomInt(SAVE_ALPHABET.length)]).join('');
    } while (this.saved.has(code));
    this.saved.set(code, { typeId: request.typeId, systemValue: request.systemValue, marketIds: [...request.marketIds] });
    if (this.saved.size > MAX_SAVED) this.saved.delete(this.saved.keys().next().value!);
    return { code };
  }

  /** A saved coupon with the current prices of the outcomes still offered, or null for an unknown code. */
  load(code: string, view: LineView, lang?: string): SavedCoupon | null {
    const saved = this.saved.get(code.toUpperCase());
    if (!saved) return null;
    const markets = saved.marketIds.flatMap((id) => {
      const found = view.find(id);
      return found ? [view.couponMarket(found, lang)] : [];
    });
    const reply: SavedCoupon = { code: code.toUpperCase(), typeId: saved.typeId, markets };
    if (saved.systemValue !== undefined) reply.systemValue = saved.systemValue;
    return reply;
  }
}
