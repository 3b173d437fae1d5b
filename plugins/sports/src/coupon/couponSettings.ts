import type { ChangeCoefAction } from './couponConstants.ts';

/** The bettor's coupon settings (spec 3.2). */
export interface CouponSettings {
  /** The bettor's own stake step per currency ISO, used when isManualAmountStep is on. */
  amountStepByCurrencyIso: Record<string, number>;
  isManualAmountStep: boolean;
  changeCoefAction: ChangeCoefAction;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  /** Keep the selections in the coupon after it is placed. */
  isCouponFixed: boolean;
  oneClickAmount: number | null;
  isActiveOneClick: boolean;
  /** The price the bettor insists on; null when the field is empty. */
  exactCoef: number | null;
  isDropOnScoreChange: boolean;
  bonusAccountOneClickAmount: number | null;
}


/** Settings that spec 4.1 ties to rules; they change only through their own actions. */
type RuleBoundSetting = 'isActiveOneClick' | 'exactCoef' | 'isDropOnScoreChange';

export type PlainCouponSettings = Omit<CouponSettings, RuleBoundSetting>;

export type CouponSettingsAction =
  | { type: 'couponSettings/changed'; payload: Partial<PlainCouponSettings> }
  /** From the server or the office settings: every field is checked, invalid ones are dropped. */
  | { type: 'couponSettings/loaded'; payload: Readonly<Record<string, unknown>> }
  | { type: 'couponSettings/exactCoefChanged'; payload: number | null }
  | { type: 'couponSettings/dropOnScoreChangeChanged'; payload: boolean }
  | { type: 'couponSettings/oneClickRequested' }
  | { type: 'couponSettings/oneClickConfirmed' }
  | { type: 'couponSettings/oneClickDeclined' }
  | { type: 'couponSettings/oneClickDisabled' };

export const couponSettingsActions = {
  changed: (payload: Partial<PlainCouponSettings>): CouponSettingsAction => ({ type: 'couponSettings/changed', payload }),
  loaded: (payload: Readonly<Record<string, unknown>>): CouponSettingsAction => ({ type: 'couponSettings/loaded', payload }),
  exactCoefChanged: (payload: number | null): CouponSettingsAction => ({ type: 'couponSettings/exactCoefChanged', payload }),
  dropOnScoreChangeChanged: (payload: boolean): CouponSettingsAction => ({ type: 'couponSettings/dropOnScoreChangeChanged', payload }),
  /** Turning one-click on; with bets in the coupon it waits for oneClickConfirmed or oneClickDeclined (spec 4.1). */
  oneClickRequested: (): CouponSettingsAction => ({ type: 'couponSettings/oneClickRequested' }),
  oneClickConfirmed: (): CouponSettingsAction => ({ type: 'couponSettings/oneClickConfirmed' }),
  oneClickDeclined: (): CouponSettingsAction => ({ type: 'couponSettings/oneClickDeclined' }),
  oneClickDisabled: (): CouponSettingsAction => ({ type: 'couponSettings/oneClickDisabled' }),
};

const BOOLEAN_SETTINGS = [
  'isManualAmountStep',
  'isAutoMax',
  'isVipBet',
  'isBalanceShown',
  'isPossibleWinShown',
  'isSelectAccountShown',
  'isCouponFixed',
  'isActiveOneClick',
  'isDropOnScoreChange',
] as const;

const AMOUNT_SETTINGS = ['oneClickAmount', 'bonusAccountOneClickAmount'] as const;

const CURRENCY_ISO = /^[A-Z]{3}$/;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 1;

function asStepTable(value: unknown): Record<string, number> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (!entries.every(([iso, step]) => CURRENCY_ISO.test(iso) && isAmount(step))) return undefined;
  return Object.fromEntries(entries) as Record<string, number>;
}

/**
 * Keeps the fields of an untrusted settings object that have a valid value: booleans for flags, positive
 * amounts or null for one-click amounts, a price above 1 or null for exactCoef, 0 / 1 / 2 for changeCoefAction.
 */
export function validSettings(input: Readonly<Record<string, unknown>>): Partial<CouponSettings> {
  const out: Partial<CouponSettings> = {};
  const has = (key: string) => Object.hasOwn(input, key);
  for (const key of BOOLEAN_SETTINGS) if (has(key) && typeof input[key] === 'boolean') out[key] = input[key];
  for (const key of AMOUNT_SETTINGS) {
    const value = input[key];
    if (has(key) && (value === null || isAmount(value))) out[key] = value;
  }
  if (has('exactCoef') && (input.exactCoef === null || isPrice(input.exactCoef))) out.exactCoef = input.exactCoef;
  const action = input.changeCoefAction;
  if (action === 0 || action === 1 || action === 2) out.changeCoefAction = action;
  const steps = has('amountStepByCurrencyIso') ? asStepTable(input.amountStepByCurrencyIso) : undefined;
  if (steps) out.amountStepByCurrencyIso = steps;
  return out;
}

/**
 * The settings part of the coupon reducer: every settings action that does not touch the bets (the one-click
 * request flow clears the coupon and lives in couponSlice). Spec 4.1 rules: an empty exact coefficient resets
 * drop-on-score-change; enabling drop-on-score-change turns one-click off. Loaded settings are taken as they are,
 * except that a pair the rules cannot produce (one-click and drop-on-score-change both on) keeps the latter.
 */
export function couponSettingsReducer(settings: CouponSettings, action: CouponSettingsAction): CouponSettings {
  switch (action.type) {
    case 'couponSettings/changed': {
      const { isActiveOneClick: _o, exactCoef: _e, isDropOnScoreChange: _d, ...plain } = validSettings(action.payload);
      return { ...settings, ...plain };
    }
    case 'couponSettings/loaded': {
      const next = { ...settings, ...validSettings(action.payload) };
      return next.isDropOnScoreChange ? { ...next, isActiveOneClick: false } : next;
    }
    case 'couponSettings/exactCoefChanged': {
      const exactCoef = isPrice(action.payload) ? action.payload : null;
      return { ...settings, exactCoef, isDropOnScoreChange: exactCoef === null ? false : settings.isDropOnScoreChange };
    }
    case 'couponSettings/dropOnScoreChangeChanged':
      return action.payload
        ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false }
        : { ...settings, isDropOnScoreChange: false };
    case 'couponSettings/oneClickDisabled':
      return { ...settings, isActiveOneClick: false };
    default:
      return settings;
  }
}
