import { ACCOUNT_TYPE, type Account } from '../../../account/contract/index.ts';
import { createSelector } from 'reselect';
import { coefChangePolicy, type CoefDecision } from './coefChangePolicy.ts';
import { COUPON_TYPE, QUICK_STAKE_MULTIPLES } from './couponConstants.ts';
import {
  bonusCoefficient,
  type CoefLeg,
  couponPossibleWin,
  multipleSinglesPossibleWin,
  multipleSinglesTotalStake,
  type SingleStake,
  totalCoef,
} from './couponMaths.ts';
import type { CouponBet, CouponState } from './couponSlice.ts';
import { type ExpressBonusBlocker, expressBonusBlocker } from './expressBonus.ts';
import { hyperBonus } from './hyperBonus.ts';
import { roundWin } from './roundWin.ts';
import { amountStepFor, effectiveAmountStep, effectiveStakeLimits, type StakeBounds, stakeLimitsApply } from './stakeRules.ts';
import { combinationCount, systemOptions } from './systemBet.ts';
import { isVipBetAvailable } from './vipBet.ts';

/** What the coupon needs to know of the account that pays: its currency, whether it is the bonus account, and its balance when known. */
export type PayingAccount = Pick<Account, 'iso' | 'type'> & Partial<Pick<Account, 'money'>>;

/** The coupon with the paying account read from the accounts service (null for a visitor or without the service). */
export interface CouponRootState {
  coupon: CouponState;
  account?: PayingAccount | null;
}

/** Currency assumed until the account's is known (spec 9: RUB is the fallback). */
const FALLBACK_CURRENCY = 'RUB';

export const selectCoupon = (state: CouponRootState): CouponState => state.coupon;
export const selectCouponBets = (state: CouponRootState): CouponBet[] => state.coupon.bets;
export const selectCouponTypeId = (state: CouponRootState) => state.coupon.typeId;
export const selectSystemValue = (state: CouponRootState) => state.coupon.systemValue;
export const selectCouponSettings = (state: CouponRootState) => state.coupon.settings;
export const selectCouponCurrency = (state: CouponRootState) => state.account?.iso ?? FALLBACK_CURRENCY;
const selectConfig = (state: CouponRootState) => state.coupon.config;
const selectAmountByBetId = (state: CouponRootState) => state.coupon.amountByBetId;
const selectOwnAmount = (state: CouponRootState) => state.coupon.amount;
const selectIsBonusAccount = (state: CouponRootState) => state.account?.type === ACCOUNT_TYPE.bonus;
const selectMinBetAmount = (state: CouponRootState) => state.coupon.minBetAmount;
const selectMaxBetAmount = (state: CouponRootState) => state.coupon.maxBetAmount;
const selectManuallyDeletedBonusBet = (state: CouponRootState) => state.coupon.manuallyDeletedBonusBet;
/** The player's own wagering or loss limit that caps the stake, and what it leaves; null when none does. */
export const selectPlayerLimit = (state: CouponRootState) => state.coupon.playerLimit;

/** Step of the +/− buttons and the stake the coupon starts with, for the account's currency. */
export const selectAmountStep = createSelector([selectConfig, selectCouponCurrency, selectCouponSettings], (config, currency, settings) => ({
  step: effectiveAmountStep(config, currency, settings),
  initial: amountStepFor(config, currency).initial,
}));

/** Min and max stake as they apply to this coupon type and account (spec 5); min is per bet / per combination. */
export const selectStakeLimits = createSelector(
  [selectCouponTypeId, selectConfig, selectIsBonusAccount, selectMinBetAmount, selectMaxBetAmount],
  (typeId, config, isBonusAccount, min, max): StakeBounds =>
    effectiveStakeLimits({ min, max }, stakeLimitsApply({ typeId, minMaxCouponTypes: config?.minMaxCouponTypes, isBonusAccount })),
);

/** Bankers count only in a system. */
const selectBankerBets = createSelector([selectCouponBets, selectCouponTypeId], (bets, typeId) =>
  typeId === COUPON_TYPE.system ? bets.filter((bet) => bet.isBanker) : [],
);

const selectNonBankerBets = createSelector([selectCouponBets, selectCouponTypeId], (bets, typeId) =>
  typeId === COUPON_TYPE.system ? bets.filter((bet) => !bet.isBanker) : bets,
);

/** The legs at their prices; bankers count only in a system. */
const selectCoefLegs = createSelector([selectCouponBets, selectCouponTypeId], (bets, typeId): CoefLeg[] =>
  bets.map((bet) => ({ coef: bet.market.coef, isBanker: typeId === COUPON_TYPE.system && bet.isBanker })),
);

export const selectTotalCoef = createSelector([selectCoefLegs, selectCouponTypeId, selectSystemValue], (legs, typeId, systemValue) =>
  totalCoef({ typeId, systemValue, legs }),
);

export interface ExpressBonusView {
  eligible: boolean;
  blocker: ExpressBonusBlocker | null;
  /** Bonus coefficient for the number of bets (spec 5). */
  coef: number;
}

export const selectExpressBonus = createSelector(
  [selectCouponBets, selectCouponTypeId, selectTotalCoef, selectConfig, selectManuallyDeletedBonusBet],
  (bets, typeId, total, config, manuallyDeletedBonusBet): ExpressBonusView => {
    const blocker = expressBonusBlocker({
      siteAllows: config?.allowExpressBonus ?? false,
      typeId,
      bets: bets.map((bet) => ({ coef: bet.market.coef, kind: bet.market.kind })),
      totalCoef: total,
      manuallyDeletedBonusBet,
    });
    return { eligible: blocker === null, blocker, coef: bonusCoefficient(bets.length) };
  },
);

/** The accumulator bonus's coefficient while the coupon takes it (it is offered and was not removed by hand), else 1. */
const selectExpressBonusCoef = createSelector([selectExpressBonus], (bonus) => (bonus.eligible ? bonus.coef : 1));

const selectBalance = (state: CouponRootState) => state.account?.money;
const selectIsAutoMax = (state: CouponRootState) => state.coupon.settings.isAutoMax;

const selectMaxPayout = (state: CouponRootState) => state.coupon.maxPayout;

/**
 * The largest stake the slip can place (the coupon setting isAutoMax): the maximum stake, what the player's own limit
 * leaves and the paying balance, whichever is least (shared out per single for multiple singles), and no more than
 * keeps the possible win within the maximum payout (the win per unit of stake is the total odds, with the
 * accumulator bonus), in whole cents. Null while none of them is known.
 */
export const selectAutoMaxAmount = createSelector(
  [selectStakeLimits, selectPlayerLimit, selectBalance, selectCouponTypeId, selectCouponBets, selectMaxPayout, selectTotalCoef, selectExpressBonusCoef, selectCouponSettings],
  (limits, playerLimit, balance, typeId, bets, maxPayout, coef, bonusCoef, settings) => {
    const total = Math.min(limits.max, playerLimit?.remaining ?? Infinity, balance ?? Infinity);
    if (!Number.isFinite(total) || total <= 0) return null;
    const winPerStake = (settings.exactCoef ?? coef) * bonusCoef;
    const withinPayout = maxPayout !== null && winPerStake > 0 ? maxPayout / winPerStake : Infinity;
    const stake = Math.min(typeId === COUPON_TYPE.multipleSingles ? total / Math.max(bets.length, 1) : total, withinPayout);
    return Math.floor(stake * 100 + 1e-9) / 100;
  },
);

/** The stake: the largest one while the bettor asks for it (isAutoMax), else the bettor's, else the currency's initial amount. */
export const selectAmount = createSelector([selectOwnAmount, selectAmountStep, selectIsAutoMax, selectAutoMaxAmount], (amount, step, isAutoMax, autoMax) =>
  isAutoMax && autoMax !== null ? autoMax : (amount ?? step.initial),
);

/** Multiple singles: each selection with its own stake, or the common one. */
const selectSingles = createSelector([selectCouponBets, selectAmountByBetId, selectAmount], (bets, byId, amount): SingleStake[] =>
  bets.map((bet) => ({ amount: Object.hasOwn(byId, bet.market.id) ? byId[bet.market.id] : amount, coef: bet.market.coef })),
);

/** What the bettor pays: the stake, or for multiple singles the sum of the singles' stakes. */
export const selectTotalStake = createSelector([selectCouponTypeId, selectAmount, selectSingles], (typeId, amount, singles) =>
  typeId === COUPON_TYPE.multipleSingles ? multipleSinglesTotalStake(singles) : roundWin(amount),
);

/**
 * Possible win (spec 5): stake × (exact coefficient if set, else coefficient), computed exactly from the legs'
 * prices; for a system the coefficient is the maximum win per unit of total stake (see totalCoef); for multiple
 * singles the sum of the singles' wins. The accumulator bonus the coupon takes raises it, as the server does
 * (schemas/sports.ts, placeCouponRequest).
 */
export const selectPossibleWin = createSelector(
  [selectCouponTypeId, selectAmount, selectCoefLegs, selectSystemValue, selectCouponSettings, selectSingles, selectExpressBonusCoef],
  (typeId, amount, legs, systemValue, settings, singles, bonusCoef) => {
    if (typeId === COUPON_TYPE.multipleSingles) return multipleSinglesPossibleWin(singles);
    return couponPossibleWin({ typeId, legs, systemValue, amount, exactCoef: settings.exactCoef, bonusCoef });
  },
);

/** The quick stakes the slip offers: multiples of the currency's initial stake, none over the maximum stake. */
export const selectQuickStakes = createSelector([selectAmountStep, selectStakeLimits], (step, limits) =>
  QUICK_STAKE_MULTIPLES.map((multiple) => step.initial * multiple).filter((stake) => stake <= limits.max),
);

/** The system sizes the bettor can pick for the current selections, whatever the current type. */
export const selectSystemOptions = createSelector(
  [selectCouponBets, selectCouponTypeId, selectConfig, selectIsBonusAccount, selectMinBetAmount],
  (bets, typeId, config, isBonusAccount, min) => {
    const bankers = typeId === COUPON_TYPE.system ? bets.filter((bet) => bet.isBanker).length : 0;
    const applies = stakeLimitsApply({ typeId: COUPON_TYPE.system, minMaxCouponTypes: config?.minMaxCouponTypes, isBonusAccount });
    return systemOptions(bets.length - bankers, applies && min !== null ? min : 0, bankers);
  },
);

/** The price check before placing: which prices moved and whether the bettor must confirm them. */
export const selectCoefDecision = createSelector(
  [selectCouponBets, selectCouponSettings],
  (bets, settings): CoefDecision =>
    coefChangePolicy(
      bets.map((bet) => ({ id: bet.market.id, acceptedCoef: bet.previousCoef ?? bet.market.coef, currentCoef: bet.market.coef })),
      settings.changeCoefAction,
    ),
);

export const selectVipBetAvailable = createSelector(
  [selectConfig, selectMaxBetAmount, selectCouponTypeId, selectCouponBets],
  (config, maxBetAmount, typeId, bets) =>
    isVipBetAvailable({ siteAllows: config?.allowVipBet ?? false, maxBetAmount, typeId, bets: bets.map((bet) => bet.market) }),
);

/** The bettor asks for a VIP bet where one is available: a stake above the maximum, confirmed by a trader. */
export const selectIsVipBet = createSelector([selectVipBetAvailable, selectCouponSettings], (available, settings) => available && settings.isVipBet);

export const selectHyperBonus = createSelector(
  [selectConfig, selectCouponTypeId, selectCouponBets, selectAmount, selectPossibleWin],
  (config, typeId, bets, amount, win) => hyperBonus({ config: config?.hyperBonus, typeId, betCount: bets.length, amount, possibleWin: win }),
);

export type CannotPlaceReason =
  | 'placing'
  | 'empty'
  | 'blocked'
  | 'dependentBets'
  | 'systemInvalid'
  | 'noAmount'
  | 'amountTooLow'
  | 'amountTooHigh'
  /** The total stake passes what the player's own wagering or loss limit leaves. */
  | 'wageringLimit'
  | 'lossLimit'
  /** The possible win passes the platform's maximum payout. */
  | 'maxPayout'
  | 'priceChanged';

export interface CanPlace {
  ok: boolean;
  /** Every reason that holds, in the order above, so the slip can show the first and mark the rest. */
  reasons: CannotPlaceReason[];
}

/**
 * Whether the coupon can be placed now. The minimum applies per bet: per single in multiple singles, per
 * combination in a system (total ≥ min × combinations); the maximum applies to the total stake, except for a VIP bet;
 * what the player's own limit leaves applies to the total stake always (the server refuses more on any account).
 */
export const selectCanPlace = createSelector(
  [selectCoupon, selectNonBankerBets, selectBankerBets, selectAmount, selectSingles, selectTotalStake, selectStakeLimits, selectCoefDecision, selectIsVipBet, selectPlayerLimit, selectPossibleWin],
  (coupon, nonBankers, bankers, amount, singles, totalStake, limits, decision, isVipBet, playerLimit, possibleWin): CanPlace => {
    const reasons: CannotPlaceReason[] = [];
    const { typeId, bets, systemValue } = coupon;
    if (coupon.placing.status === 'placing') reasons.push('placing');
    if (bets.length === 0) reasons.push('empty');
    if (bets.some((bet) => bet.isBlocked)) reasons.push('blocked');
    if ((typeId === COUPON_TYPE.express || typeId === COUPON_TYPE.system) && bets.some((bet) => bet.isDepend)) reasons.push('dependentBets');
    const combinations = combinationCount(nonBankers.length, systemValue);
    if (typeId === COUPON_TYPE.system && (combinations === 0 || systemValue >= nonBankers.length || bankers.length === bets.length)) {
      reasons.push('systemInvalid');
    }
    const stakes = typeId === COUPON_TYPE.multipleSingles ? singles.map((single) => single.amount) : [amount];
    if (bets.length > 0) {
      if (stakes.some((stake) => !(stake > 0))) reasons.push('noAmount');
      else {
        const perBet = typeId === COUPON_TYPE.system && combinations > 0 ? amount / combinations : Math.min(...stakes);
        if (perBet < limits.min - 1e-9) reasons.push('amountTooLow');
      }
      if (!isVipBet && totalStake > limits.max + 1e-9) reasons.push('amountTooHigh');
      if (playerLimit && totalStake > playerLimit.remaining + 1e-9) reasons.push(`${playerLimit.kind}Limit`);
      if (coupon.maxPayout !== null && possibleWin > coupon.maxPayout + 1e-9) reasons.push('maxPayout');
    }
    if (decision.outcome === 'ask') reasons.push('priceChanged');
    return { ok: reasons.length === 0, reasons };
  },
);
