import type { JurisdictionRules } from '../../../bff/bffModule.ts';
import type { Limit } from '../schemas/limits.ts';
import { DEPOSIT_LIMIT_PERIOD_S, DEPOSIT_LIMIT_TYPES, LIMIT_STATE, LIMIT_TYPE, NO_LIMIT_VALUE, REALITY_CHECK_MINUTES } from '../src/limitsConstants.ts';
import type { TitleKey } from './limitKinds.ts';

/** The deposit limits' periods as the jurisdiction profiles name them. */
export type DepositPeriod = 'day' | 'week' | 'month';

/** The deposit limit type of each period: 24 hours, 7 days, 30 days. */
export const DEPOSIT_LIMIT_TYPE_OF: Readonly<Record<DepositPeriod, number>> = { day: LIMIT_TYPE.deposit24h, week: LIMIT_TYPE.deposit7d, month: LIMIT_TYPE.deposit30d };
const PERIODS = Object.keys(DEPOSIT_LIMIT_TYPE_OF) as DepositPeriod[];

/** A reality check of 0 minutes is none (first document 4.3: the timer runs when it is over 0): switching it off. */
export const REALITY_CHECK_OFF = 0;

/** What the profile of the domain a change is asked on says of limits (read from its values, never from its name). */
export interface DomainLimitRules {
  /** How long a loosening waits (increaseCoolingOffHours), in seconds. */
  coolingOffS: number;
  /** Whether a raised deposit limit also waits for its running period to end. */
  waitsForRunningPeriod: boolean;
  mandatoryDepositLimit: { periods: readonly DepositPeriod[]; maximumPerMonth: number | null };
  realityCheck: { mandatory: boolean; intervalsMinutes: readonly number[] | null };
}

export const domainLimitRulesOf = (rules: JurisdictionRules): DomainLimitRules => ({
  coolingOffS: rules.increaseCoolingOffHours * 3600,
  waitsForRunningPeriod: rules.increaseWaitsForRunningPeriod,
  mandatoryDepositLimit: rules.mandatoryDepositLimit,
  realityCheck: rules.realityCheck,
});

/** The specification's rules (profile `none`): for the desk's callers that have no domain (tests). */
export const SPECIFICATION_LIMIT_RULES: DomainLimitRules = {
  coolingOffS: 86_400,
  waitsForRunningPeriod: false,
  mandatoryDepositLimit: { periods: [], maximumPerMonth: null },
  realityCheck: { mandatory: false, intervalsMinutes: null },
};

const periodOf = (limitType: number): DepositPeriod | undefined => PERIODS.find((period) => DEPOSIT_LIMIT_TYPE_OF[period] === limitType);

/** The values a player may choose for a limit type on the domain, where the profile narrows the type's own choices; null: the type's own. */
export function allowedValuesOf(limitType: number, ownValues: readonly number[], rules: DomainLimitRules): readonly number[] | null {
  if (limitType === LIMIT_TYPE.realityCheck) return rules.realityCheck.intervalsMinutes ?? REALITY_CHECK_MINUTES;
  const period = periodOf(limitType);
  if (!period) return null;
  const { periods, maximumPerMonth } = rules.mandatoryDepositLimit;
  const required = periods.includes(period);
  const maximum = period === 'month' ? maximumPerMonth : null;
  if (!required && maximum === null) return null;
  return ownValues.filter((value) => !(required && value === NO_LIMIT_VALUE) && (maximum === null || value <= maximum));
}

/**
 * Why the domain's profile refuses a limit the player asks for (the key of its title), or null: a mandatory deposit
 * limit removed (the no-limit value), a monthly one above the profile's maximum, a reality check switched off where
 * it is mandatory or of an interval the profile does not allow.
 */
export function profileRefusal(limitType: number, value: number, rules: DomainLimitRules): TitleKey | null {
  if (limitType === LIMIT_TYPE.realityCheck) {
    if (value === REALITY_CHECK_OFF) return rules.realityCheck.mandatory ? 'realityCheckRequired' : null;
    return (rules.realityCheck.intervalsMinutes ?? REALITY_CHECK_MINUTES).includes(value) ? null : 'realityCheckNotAllowed';
  }
  const period = periodOf(limitType);
  if (!period) return null;
  if (value === NO_LIMIT_VALUE && rules.mandatoryDepositLimit.periods.includes(period)) return 'depositLimitRequired';
  const maximum = rules.mandatoryDepositLimit.maximumPerMonth;
  return period === 'month' && maximum !== null && value > maximum ? 'depositLimitAboveMaximum' : null;
}

/**
 * When a loosening of `current` asked at `nowS` may start: after the cooling-off, and where the profile says so, a
 * raised deposit limit not before its running period ends (the limit's own length, counted from its start).
 */
export function looseningStartsAt(current: Pick<Limit, 'limitType' | 'startedAt'>, nowS: number, rules: DomainLimitRules): number {
  const cooled = nowS + rules.coolingOffS;
  if (!rules.waitsForRunningPeriod || !DEPOSIT_LIMIT_TYPES.includes(current.limitType)) return cooled;
  const length = DEPOSIT_LIMIT_PERIOD_S[current.limitType];
  const start = Math.min(current.startedAt ?? nowS, nowS);
  const runningPeriodEnds = start + (Math.floor((nowS - start) / length) + 1) * length;
  return Math.max(cooled, runningPeriodEnds);
}

/** The player's active deposit limit of each period (null: none, or the no-limit value). */
export function depositLimitsByPeriod(limits: readonly Pick<Limit, 'limitType' | 'limitState' | 'limitValue'>[]): Array<{ period: DepositPeriod; limitType: number; value: number | null }> {
  return PERIODS.map((period) => {
    const limitType = DEPOSIT_LIMIT_TYPE_OF[period];
    const active = limits.find((limit) => limit.limitType === limitType && limit.limitState === LIMIT_STATE.active && limit.limitValue !== NO_LIMIT_VALUE);
    return { period, limitType, value: active?.limitValue ?? null };
  });
}
