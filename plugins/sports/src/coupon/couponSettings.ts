import type { Action } from 'redux';
import { createEvent, createReducer, on, payload } from '@host/sdk';
import type { CouponSettings } from './couponState.ts';
import { DEFAULT_COUPON_SETTINGS } from './initialCouponState.ts';

export type { CouponSettings } from './couponState.ts';

/** Settings that spec 4.1 ties to rules; they change only through their own actions. */
type RuleBoundSetting = 'isActiveOneClick' | 'exactCoef' | 'isDropOnScoreChange';

export type PlainCouponSettings = Omit<CouponSettings, RuleBoundSetting>;

/** The settings' events (spec 4.1). */
export const couponSettingsEvents = {
  changed: createEvent('couponSettings/changed', payload<{ settings: Partial<PlainCouponSettings> }>()),
  /** From the server or the office settings: every field is checked, invalid ones are dropped. */
  loaded: createEvent('couponSettings/loaded', payload<{ settings: Readonly<Record<string, unknown>> }>()),
  exactCoefChanged: createEvent('couponSettings/exactCoefChanged', payload<{ exactCoef: number | null }>()),
  dropOnScoreChangeChanged: createEvent('couponSettings/dropOnScoreChangeChanged', payload<{ on: boolean }>()),
  /** Turning one-click on; with bets in the coupon it waits for oneClickConfirmed or oneClickDeclined (spec 4.1). */
  oneClickRequested: createEvent('couponSettings/oneClickRequested'),
  oneClickConfirmed: createEvent('couponSettings/oneClickConfirmed'),
  oneClickDeclined: createEvent('couponSettings/oneClickDeclined'),
  oneClickDisabled: createEvent('couponSettings/oneClickDisabled'),
};

const S = couponSettingsEvents;

/** The events' makers with the call shapes the slip and the settings use. */
export const couponSettingsActions = {
  changed: (settings: Partial<PlainCouponSettings>) => S.changed({ settings }),
  loaded: (settings: Readonly<Record<string, unknown>>) => S.loaded({ settings }),
  exactCoefChanged: (exactCoef: number | null) => S.exactCoefChanged({ exactCoef }),
  dropOnScoreChangeChanged: (on: boolean) => S.dropOnScoreChangeChanged({ on }),
  oneClickRequested: () => S.oneClickRequested(),
  oneClickConfirmed: () => S.oneClickConfirmed(),
  oneClickDeclined: () => S.oneClickDeclined(),
  oneClickDisabled: () => S.oneClickDisabled(),
};

export type CouponSettingsAction = ReturnType<(typeof couponSettingsActions)[keyof typeof couponSettingsActions]>;

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
export const couponSettingsReducer: (settings: CouponSettings, action: Action) => CouponSettings = createReducer(DEFAULT_COUPON_SETTINGS, [
  on(S.changed, (settings, event) => {
    const { isActiveOneClick: _o, exactCoef: _e, isDropOnScoreChange: _d, ...plain } = validSettings(event.settings);
    return { ...settings, ...plain };
  }),
  on(S.loaded, (settings, event) => {
    const next = { ...settings, ...validSettings(event.settings) };
    return next.isDropOnScoreChange ? { ...next, isActiveOneClick: false } : next;
  }),
  on(S.exactCoefChanged, (settings, event) => {
    const exactCoef = isPrice(event.exactCoef) ? event.exactCoef : null;
    return { ...settings, exactCoef, isDropOnScoreChange: exactCoef === null ? false : settings.isDropOnScoreChange };
  }),
  on(S.dropOnScoreChangeChanged, (settings, event) =>
    event.on ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false } : { ...settings, isDropOnScoreChange: false },
  ),
  on(S.oneClickDisabled, (settings) => ({ ...settings, isActiveOneClick: false })),
]);
