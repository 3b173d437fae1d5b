/**
 * The coupon calls' requests as the server checks them (schemas/sports.ts: placeCouponRequest and its friends): each
 * field, the shape of each coupon type, the hostile and the malformed refused with `invalid_coupon` and a detail.
 */
import type { CouponConfig } from '../schemas/sports.ts';
import { ApiError } from '../../../bff/bffModule.ts';
import { round2, stakeUnits, type CouponTypeId } from './betMath.ts';


export const invalidCoupon = (detail: string): never => {
  throw new ApiError(400, 'invalid_coupon', detail);
};

export const MAX_BETS = 40;
export const COUPON_TYPES: readonly CouponTypeId[] = [0, 1, 2, 9];
export const OUTCOME_ID = /^[0-9a-z:.-]{1,80}$/;
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const ACCOUNT_ID = /^[0-9]{1,20}$/;

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

export type Score = { home: number; away: number };



/** The coupon's total stake, what it takes from the balance: a system's amount, else the amount of a unit times the units. */
export function totalStakeOf(request: PlaceRequest): number {
  const units = stakeUnits(request.typeId, request.bets.map((bet) => ({ value: 1, isBanker: bet.isBanker })), request.systemValue);
  return request.typeId === 2 ? request.amount : round2(request.amount * units);
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
  if (!value || typeof value !== 'object' || Array.isArray(value)) return invalidCoupon(`${what} must be a JSON object`);
  const unknown = Object.keys(value).find((key) => !allowed.includes(key));
  if (unknown !== undefined) invalidCoupon(`${what} has an unknown field "${unknown.slice(0, 40)}"`);
  return value as Record<string, unknown>;
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

const isNumberFrom = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** An optional flag: absent is false. */
function flagOf(value: unknown, name: string): boolean {
  if (value !== undefined && typeof value !== 'boolean') invalidCoupon(`${name} must be a boolean`);
  return value === true;
}

const MAX_SCORE = 10_000;

function scoreOf(value: unknown, what: string): Score | undefined {
  if (value === undefined) return undefined;
  const score = plainObject(value, what, ['home', 'away']);
  if (!isInteger(score.home) || !isInteger(score.away) || !isNumberFrom(score.home, 0, MAX_SCORE) || !isNumberFrom(score.away, 0, MAX_SCORE)) {
    invalidCoupon(`${what} must be { home, away }, whole numbers from 0`);
  }
  return { home: score.home as number, away: score.away as number };
}

const HYPER_BONUS_FIELDS = ['hyperBonusPercent', 'minHyperBonusBetLimit', 'maxHyperBonusLimit'] as const;

/** The hyper-bonus fields of a coupon: all three or none. */
function hyperBonusTermsOf(input: Record<string, unknown>): HyperBonusTerms | null {
  const given = HYPER_BONUS_FIELDS.filter((field) => input[field] !== undefined);
  if (given.length === 0) return null;
  if (given.length < HYPER_BONUS_FIELDS.length) invalidCoupon(`the hyper bonus needs ${HYPER_BONUS_FIELDS.join(', ')} together`);
  const { hyperBonusPercent: percent, minHyperBonusBetLimit: minBetLimit, maxHyperBonusLimit: maxLimit } = input;
  if (!isNumberFrom(percent, 0, 100)) invalidCoupon('hyperBonusPercent must be a number from 0 to 100');
  if (!isInteger(minBetLimit) || !isNumberFrom(minBetLimit, 1, MAX_BETS)) invalidCoupon(`minHyperBonusBetLimit must be a whole number from 1 to ${MAX_BETS}`);
  if (!isNumberFrom(maxLimit, 0, 1e9)) invalidCoupon('maxHyperBonusLimit must be an amount');
  return { percent: percent as number, minBetLimit: minBetLimit as number, maxLimit: maxLimit as number };
}

export const sameTerms = (a: HyperBonusTerms, b: HyperBonusTerms) => a.percent === b.percent && a.minBetLimit === b.minBetLimit && a.maxLimit === b.maxLimit;

export const sameScore = (a: Score | undefined, b: Score | undefined) => a?.home === b?.home && a?.away === b?.away;

function typeIdOf(value: unknown): CouponTypeId {
  if (!COUPON_TYPES.includes(value as CouponTypeId)) invalidCoupon('typeId must be 0 (single), 1 (express), 2 (system) or 9 (multiple singles)');
  return value as CouponTypeId;
}

function accountIdOf(value: unknown): string {
  if (typeof value !== 'string' || !ACCOUNT_ID.test(value)) invalidCoupon('accountId must be an account id (digits)');
  return value as string;
}

function outcomeIdsOf(value: unknown, what: string, max = MAX_BETS): string[] {
  if (!Array.isArray(value) || value.length === 0) return invalidCoupon(`${what} must be a non-empty array`);
  if (value.length > max) invalidCoupon(`${what}: at most ${max} bets`);
  const seen = new Set<string>();
  for (const id of value) {
    if (typeof id !== 'string' || !OUTCOME_ID.test(id)) invalidCoupon(`${what}: "${String(id).slice(0, 80)}" is not a market id`);
    if (seen.has(id)) invalidCoupon(`${what}: market ${id} is there twice`);
    seen.add(id);
  }
  return value as string[];
}

const gameOf = (marketId: string) => marketId.slice(0, marketId.indexOf(':'));

/** The rules of a coupon's shape by type: how many bets, bankers, the system size, one bet per game. */
function checkShape(typeId: CouponTypeId, marketIds: readonly string[], bankers: readonly boolean[], systemValue: unknown): number | undefined {
  const count = marketIds.length;
  const bankerCount = bankers.filter(Boolean).length;
  if (bankerCount > 0 && typeId !== 2) invalidCoupon('bankers are allowed in a system only');
  if (typeId !== 2 && systemValue !== undefined && systemValue !== null) invalidCoupon('systemValue is for a system (typeId 2) only');
  if (typeId === 0 && count !== 1) invalidCoupon('a single has exactly one bet');
  if (typeId === 1 && count < 2) invalidCoupon('an express needs at least two bets');
  if (typeId === 9 && count < 2) invalidCoupon('multiple singles need at least two bets');
  if (typeId === 2) {
    if (!isInteger(systemValue) || systemValue < 2) invalidCoupon('a system needs systemValue, an integer of at least 2');
    if ((systemValue as number) >= count - bankerCount) invalidCoupon('systemValue must be lower than the number of bets that are not bankers');
  }
  if (typeId === 1 || typeId === 2) {
    const games = new Set<string>();
    for (const id of marketIds) {
      if (games.has(gameOf(id))) invalidCoupon(`game ${gameOf(id)} is in the coupon twice: an express or a system takes one bet per game`);
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
  if (typeof input.requestId !== 'string' || !REQUEST_ID.test(input.requestId)) invalidCoupon('requestId must be 8–64 characters of A–Z, a–z, 0–9, _ and -');
  const accountId = accountIdOf(input.accountId);
  const typeId = typeIdOf(input.typeId);
  const amount = input.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1e9) invalidCoupon('amount must be a positive number');
  if (Math.abs(Math.round((amount as number) * 100) - (amount as number) * 100) > 1e-6) invalidCoupon('amount has at most two decimals');
  // Whatever the account (a bonus account has no currency minimum), a stake is at least one minor unit.
  if ((amount as number) < 0.01) invalidCoupon('amount must be at least 0.01');
  if (!Array.isArray(input.bets)) invalidCoupon('bets must be an array');
  const bets = (input.bets as unknown[]).map((bet, index) => {
    const item = plainObject(bet, `bets[${index}]`, ['marketId', 'coef', 'isBanker', 'score']);
    if (typeof item.coef !== 'number' || !Number.isFinite(item.coef) || item.coef < 1 || item.coef > 10_000) invalidCoupon(`bets[${index}].coef must be a decimal price`);
    const score = scoreOf(item.score, `bets[${index}].score`);
    const parsed = { marketId: item.marketId as string, coef: item.coef as number, isBanker: flagOf(item.isBanker, `bets[${index}].isBanker`) };
    return score ? { ...parsed, score } : parsed;
  });
  outcomeIdsOf(bets.map((bet) => bet.marketId), 'bets');
  const systemValue = checkShape(typeId, bets.map((bet) => bet.marketId), bets.map((bet) => bet.isBanker), input.systemValue);
  const changeCoefAction = input.changeCoefAction ?? 2;
  if (changeCoefAction !== 0 && changeCoefAction !== 1 && changeCoefAction !== 2) invalidCoupon('changeCoefAction must be 0 (ask), 1 (accept any) or 2 (accept higher)');
  const exactCoef = input.exactCoef ?? null;
  if (exactCoef !== null && (typeof exactCoef !== 'number' || !Number.isFinite(exactCoef) || exactCoef < 1 || exactCoef > 1e6)) invalidCoupon('exactCoef must be a price or null');
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
  if (typeId !== 2 && input.systemValue !== undefined && input.systemValue !== null) invalidCoupon('systemValue is for a system (typeId 2) only');
  if (typeId === 2 && (!isInteger(input.systemValue) || input.systemValue < 2 || input.systemValue >= marketIds.length)) {
    invalidCoupon('a system needs systemValue, an integer from 2 to the number of bets less one');
  }
  return { typeId, systemValue: typeId === 2 ? (input.systemValue as number) : undefined, marketIds };
}

export function parseMarketIds(body: unknown): string[] {
  const input = plainObject(body, 'the request', ['ids']);
  if (!Array.isArray(input.ids)) invalidCoupon('ids must be an array');
  if ((input.ids as unknown[]).length === 0) return [];
  const ids = [...new Set(input.ids as unknown[])];
  return outcomeIdsOf(ids, 'ids', 100);
}

