/** Coupon type ids (spec 4.1). The spec names only these four. */
export const COUPON_TYPE = { single: 0, express: 1, system: 2, multipleSingles: 9 } as const;

export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [0, 1, 2, 9];

export const isCouponTypeId = (value: unknown): value is CouponTypeId =>
  typeof value === 'number' && (COUPON_TYPE_IDS as readonly number[]).includes(value);

/** Bet result status ids (spec 4.1). */
export const BET_STATUS = {
  notCalculated: -2,
  notStarted: -1,
  lost: 0,
  won: 1,
  returned: 2,
  forcedReturn: 3,
  halfWonHalfReturned: 4,
  halfLostHalfReturned: 5,
  halfLostHalfWon: 6,
} as const;

export type BetStatusId = (typeof BET_STATUS)[keyof typeof BET_STATUS];

/** Smallest system size (spec 4.1, 9). */
export const SYSTEM_MIN = 2;

/** What the server takes is what the slip holds. */
export { MAX_COUPON_BETS } from '../../schemas/sports.ts';

/** `changeCoefAction` (schemas/sports.ts): 0 ask on any change, 1 accept any, 2 accept higher and ask on lower. */
export const CHANGE_COEF_ACTION = { askOnAny: 0, acceptAny: 1, acceptHigher: 2 } as const;

export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];

/**
 * The slip's quick stakes, as multiples of the currency's initial stake (amountSteps.json): EUR 5, 10, 25, 50; RUB
 * 150, 300, 750, 1,500. Not in the spec; what a bettor expects of a sportsbook's slip.
 */
export const QUICK_STAKE_MULTIPLES: readonly number[] = [1, 2, 5, 10];
