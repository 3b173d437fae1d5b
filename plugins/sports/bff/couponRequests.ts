/**
 * The coupon calls' requests past their route schemas (couponRequestSchemas.ts, schemas/sports.ts placeCouponRequest):
 * the rules across fields a schema cannot say (how many bets each coupon type takes, bankers, the system size, one
 * bet per game, two decimals), refused with `invalid_coupon` and a detail, and what the site offers on coupons.
 */
import type { CouponConfig, PlaceCouponRequest } from '../schemas/sports.ts';
import { ApiError } from '../../../bff/bffModule.ts';
import { round2, stakeUnits, type CouponTypeId } from './betMath.ts';
import type { LimitsRequestBody, SaveRequestBody } from './couponRequestSchemas.ts';
import { formatOdds } from '../src/odds/oddsFormat.ts';
import type { OddsFormatId } from '../src/odds/oddsFormatIds.ts';

export const invalidCoupon = (detail: string): never => {
  throw new ApiError(400, 'invalid_coupon', detail);
};

/**
 * Stake limits by currency: the minimum applies to each unit stake (a single, one system combination), the
 * maximum to the coupon's total stake; live coupons have a lower maximum. `maxPayout` is the most one coupon may
 * win (its possible win with the accumulator bonus), whatever the account: a coupon that could win more is refused.
 */
export const STAKE_LIMITS: Record<string, { min: number; max: number; liveMax: number; maxPayout: number }> = {
  RUB: { min: 100, max: 500_000, liveMax: 100_000, maxPayout: 10_000_000 },
  USD: { min: 1, max: 5_000, liveMax: 1_000, maxPayout: 100_000 },
  EUR: { min: 1, max: 5_000, liveMax: 1_000, maxPayout: 100_000 },
};

/** What the site offers on coupons: the `coupon` config group of the domain (schemas/sports.ts, couponConfig). */
export interface CouponOffer {
  /** The coupon types whose minimum and maximum stake apply (spec 5). */
  minMaxCouponTypes: readonly number[];
  allowExpressBonus: boolean;
  allowVipBet: boolean;
  /** Whether bettors may cash out (schemas/cashOut.ts). */
  cashOut: boolean;
  hyperBonus?: HyperBonusTerms;
}

/** A domain without a valid `coupon` group: limits on every type, no bonus, no VIP bet, no cash out. */
export const DEFAULT_COUPON_OFFER: CouponOffer = { minMaxCouponTypes: [0, 1, 2, 9], allowExpressBonus: false, allowVipBet: false, cashOut: false };

export type HyperBonusTerms = NonNullable<CouponConfig['hyperBonus']>;

export type Score = { home: number; away: number };

/** A placing as the desk takes it: the request with its optional fields made explicit. */
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
  /** The affiliate who referred the player, kept with the coupon; null when none did. */
  refId: string | null;
  /** The promo code applied on the slip, checked again before the coupon is placed; null when none was. */
  promoCode: string | null;
  /** The total odds as the slip showed them and in which format, checked to agree; null when the slip sent none. */
  shownOdds: { coefViewId: OddsFormatId; coefByView: string } | null;
}

export interface LimitsRequest {
  typeId: CouponTypeId;
  systemValue?: number;
  marketIds: string[];
  accountId: string;
}

/** The coupon's total stake, what it takes from the balance: a system's amount, else the amount of a unit times the units. */
export function totalStakeOf(request: PlaceRequest): number {
  const units = stakeUnits(request.typeId, request.bets.map((bet) => ({ value: 1, isBanker: bet.isBanker })), request.systemValue);
  return request.typeId === 2 ? request.amount : round2(request.amount * units);
}

export const sameTerms = (a: HyperBonusTerms, b: HyperBonusTerms) => a.percent === b.percent && a.minBetLimit === b.minBetLimit && a.maxLimit === b.maxLimit;

export const sameScore = (a: Score | undefined, b: Score | undefined) => a?.home === b?.home && a?.away === b?.away;

const gameOf = (marketId: string) => marketId.slice(0, marketId.indexOf(':'));

/** The rules of a coupon's shape by type: how many bets, bankers, the system size, each outcome once, one bet per game. */
export function checkShape(typeId: CouponTypeId, marketIds: readonly string[], bankers: readonly boolean[], systemValue: number | undefined): void {
  const count = marketIds.length;
  const bankerCount = bankers.filter(Boolean).length;
  const twice = marketIds.find((id, index) => marketIds.indexOf(id) !== index);
  if (twice !== undefined) invalidCoupon(`market ${twice} is in the coupon twice`);
  if (bankerCount > 0 && typeId !== 2) invalidCoupon('bankers are allowed in a system only');
  if (typeId !== 2 && systemValue !== undefined) invalidCoupon('systemValue is for a system (typeId 2) only');
  if (typeId === 0 && count !== 1) invalidCoupon('a single has exactly one bet');
  if (typeId === 1 && count < 2) invalidCoupon('an express needs at least two bets');
  if (typeId === 9 && count < 2) invalidCoupon('multiple singles need at least two bets');
  if (typeId === 2) {
    if (systemValue === undefined) return invalidCoupon('a system needs systemValue, an integer of at least 2');
    if (systemValue >= count - bankerCount) invalidCoupon('systemValue must be lower than the number of bets that are not bankers');
  }
  if (typeId === 1 || typeId === 2) {
    const games = new Set<string>();
    for (const id of marketIds) {
      if (games.has(gameOf(id))) invalidCoupon(`game ${gameOf(id)} is in the coupon twice: an express or a system takes one bet per game`);
      games.add(gameOf(id));
    }
  }
}

/** The hyper-bonus terms of a coupon (the schema takes its three fields together or none). */
function hyperBonusTermsOf({ hyperBonusPercent: percent, minHyperBonusBetLimit: minBetLimit, maxHyperBonusLimit: maxLimit }: PlaceCouponRequest): HyperBonusTerms | null {
  return percent === undefined || minBetLimit === undefined || maxLimit === undefined ? null : { percent, minBetLimit, maxLimit };
}

export function placeRequestOf(body: PlaceCouponRequest): PlaceRequest {
  // Money has two decimals: a third would be rounded away somewhere between the stake and the payout.
  if (Math.abs(Math.round(body.amount * 100) - body.amount * 100) > 1e-6) invalidCoupon('amount has at most two decimals');
  const bets = body.bets.map(({ marketId, coef, isBanker = false, score }) => (score ? { marketId, coef, isBanker, score } : { marketId, coef, isBanker }));
  checkShape(body.typeId, bets.map((bet) => bet.marketId), bets.map((bet) => bet.isBanker), body.systemValue);
  return {
    requestId: body.requestId,
    accountId: body.accountId,
    typeId: body.typeId,
    systemValue: body.systemValue,
    amount: body.amount,
    bets,
    changeCoefAction: body.changeCoefAction,
    exactCoef: body.exactCoef ?? null,
    isDropOnScoreChange: body.isDropOnScoreChange === true,
    isExpressBonus: body.isExpressBonus === true,
    isVipBet: body.isVipBet === true,
    hyperBonus: hyperBonusTermsOf(body),
    refId: body.refId ?? null,
    promoCode: body.promoCode ?? null,
    shownOdds: shownOddsOf(body),
  };
}

/**
 * The total odds in the bettor's format (the coupon's `coefByView`): the slip's formatter, run here on the `coef` it
 * sent, must give the same text, so what is kept is what that price looks like in that format.
 */
function shownOddsOf({ coef, coefViewId, coefByView }: PlaceCouponRequest): PlaceRequest['shownOdds'] {
  if (coefByView === undefined || coef === undefined || coefViewId === undefined) return null;
  if (formatOdds(coef, coefViewId) !== coefByView) invalidCoupon(`coefByView is not ${coef} in odds format ${coefViewId}`);
  return { coefViewId, coefByView };
}

export function limitsRequestOf(body: LimitsRequestBody): LimitsRequest {
  checkShape(body.typeId, body.marketIds, body.marketIds.map(() => false), body.systemValue);
  return body;
}

/** A saved coupon keeps what the bettor picked, whatever its shape, but a system must be a system of its bets. */
export function saveRequestOf(body: SaveRequestBody): SaveRequestBody {
  if (body.typeId !== 2 && body.systemValue !== undefined) invalidCoupon('systemValue is for a system (typeId 2) only');
  if (body.typeId === 2 && (body.systemValue === undefined || body.systemValue >= body.marketIds.length)) {
    invalidCoupon('a system needs systemValue, an integer from 2 to the number of bets less one');
  }
  return body;
}
