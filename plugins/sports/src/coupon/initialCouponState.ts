import { CHANGE_COEF_ACTION, COUPON_TYPE, SYSTEM_MIN } from './couponConstants.ts';
import type { CouponSettings, CouponState } from './couponState.ts';

export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: CHANGE_COEF_ACTION.acceptHigher,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: false,
  isCouponFixed: false,
  oneClickAmount: null,
  isActiveOneClick: false,
  exactCoef: null,
  isDropOnScoreChange: false,
  bonusAccountOneClickAmount: null,
};


export const initialCouponState: CouponState = {
  bets: [],
  addedAtByBetId: {},
  typeId: COUPON_TYPE.single,
  chosenTypeId: null,
  systemValue: SYSTEM_MIN,
  amount: null,
  amountByBetId: {},
  minBetAmount: null,
  maxBetAmount: null,
  maxPayout: null,
  playerLimit: null,
  config: null,
  settings: DEFAULT_COUPON_SETTINGS,
  pendingOneClickConfirmation: false,
  placing: { status: 'idle', requestId: null, error: null },
  lastPlacedCoupon: null,
  manuallyDeletedBonusBet: false,
  expressId: null,
};
