import type { CouponConfig } from '../../schemas/sports.ts';
import amountSteps from './amountSteps.json';
import type { CouponTypeId } from './couponConstants.ts';

export interface AmountStep {
  /** Stake change per +/− press. */
  step: number;
  /** Stake the coupon starts with. */
  initial: number;
}

/**
 * Step and initial amount of about 150 currencies (spec 9), used when the config group lacks the currency; RUB is
 * the fallback (spec 9). amountSteps.json's description gives the rule behind the rows the spec does not list.
 */
export const DEFAULT_AMOUNT_STEPS: Readonly<Record<string, AmountStep>> = amountSteps.steps;

const FALLBACK_CURRENCY = 'RUB';

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Config entries are typed `unknown` past RUB (the schema's additionalProperties), so each one is checked. */
function asAmountStep(value: unknown): AmountStep | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { step, initial } = value as Record<string, unknown>;
  return isPositive(step) && isPositive(initial) ? { step, initial } : undefined;
}

/**
 * Step and initial amount for a currency: the config's entry, else the built-in table's, else the config's RUB,
 * else the built-in RUB. A built-in row beats the config's RUB because a rouble step (100) would be absurd for
 * dollars or tenge.
 */
export function amountStepFor(config: Pick<CouponConfig, 'amountSteps'> | null | undefined, currency: string): AmountStep {
  const own: Readonly<Record<string, unknown>> = config?.amountSteps ?? {};
  const ownEntry = (iso: string) => (Object.hasOwn(own, iso) ? asAmountStep(own[iso]) : undefined);
  const builtIn = (iso: string) => (Object.hasOwn(DEFAULT_AMOUNT_STEPS, iso) ? DEFAULT_AMOUNT_STEPS[iso] : undefined);
  return ownEntry(currency) ?? builtIn(currency) ?? ownEntry(FALLBACK_CURRENCY) ?? DEFAULT_AMOUNT_STEPS[FALLBACK_CURRENCY];
}

export interface AmountStepSettings {
  isManualAmountStep: boolean;
  amountStepByCurrencyIso: Readonly<Record<string, number>>;
}

/** The step the +/− buttons use: the bettor's own step for the currency when they set one (spec 3.2), else the config's. */
export function effectiveAmountStep(config: Pick<CouponConfig, 'amountSteps'> | null | undefined, currency: string, settings: AmountStepSettings): number {
  const manual = settings.amountStepByCurrencyIso[currency];
  if (settings.isManualAmountStep && typeof manual === 'number' && Number.isFinite(manual) && manual > 0) return manual;
  return amountStepFor(config, currency).step;
}

export interface StakeLimitRuleInput {
  typeId: CouponTypeId;
  /** Config `minMaxCouponTypes`; missing config means no type is listed. */
  minMaxCouponTypes: readonly number[] | undefined;
  isBonusAccount: boolean;
}

/** Spec 5: min and max stake apply only to coupon types listed in the config, and never on a bonus account. */
export function stakeLimitsApply({ typeId, minMaxCouponTypes, isBonusAccount }: StakeLimitRuleInput): boolean {
  return !isBonusAccount && (minMaxCouponTypes ?? []).includes(typeId);
}

export interface StakeBounds {
  min: number;
  max: number;
}

/** The bounds the stake is checked against: the received limits when they apply, else 0 and Infinity. */
export function effectiveStakeLimits(limits: { min: number | null; max: number | null }, applies: boolean): StakeBounds {
  return {
    min: applies && limits.min !== null ? limits.min : 0,
    max: applies && limits.max !== null ? limits.max : Number.POSITIVE_INFINITY,
  };
}
