import type { Limit } from '../schemas/limits.ts';
import {
  COOLING_OFF_LIMIT_TYPES,
  DEPOSIT_LIMIT_TYPES,
  EXCLUSION_LIMIT_TYPES,
  LIMIT_STATE,
  LIMIT_TYPE,
  NO_LIMIT_VALUE,
  SECONDS_PER_DAY,
  SESSION_LIMIT_NOT_SET,
} from './limitsConstants.ts';

/** The rules of the second document's "Limits" and "Validation rules", as pure functions of a limit and a time (Unix s). */

type LimitFields = Pick<Limit, 'limitType' | 'limitValue' | 'limitBalance' | 'limitState' | 'needApprove' | 'startedAt' | 'endsAt'>;

const isPendingIncrease = (limit: LimitFields) => COOLING_OFF_LIMIT_TYPES.includes(limit.limitType) && limit.limitState === LIMIT_STATE.pending && limit.needApprove;

/**
 * When a pending loosening's cooling-off ends and the raised limit may start: at its `endsAt`, where the server fixed
 * it when the loosening was saved (from that domain's setting), else `coolingOffS` (the domain's
 * jurisdiction profile's `increaseCoolingOffHours`) after its start. Null for a limit that is no pending loosening, or has no start.
 */
export function increaseStartsAt(limit: LimitFields, coolingOffS: number): number | null {
  if (!isPendingIncrease(limit) || limit.startedAt === null) return null;
  return limit.endsAt ?? limit.startedAt + coolingOffS;
}

/** A pending loosening of a limit awaiting approval, cancellable from its start until its cooling-off ends. */
export function isCancellablePendingIncrease(limit: LimitFields, nowS: number, coolingOffS: number): boolean {
  const startsAt = increaseStartsAt(limit, coolingOffS);
  return startsAt !== null && limit.startedAt !== null && nowS >= limit.startedAt && nowS < startsAt;
}

/** When a pending loosening asks for approval: once its cooling-off has passed (the non-closable confirm). */
export function isIncreaseApprovalDue(limit: LimitFields, nowS: number, coolingOffS: number): boolean {
  const startsAt = increaseStartsAt(limit, coolingOffS);
  return startsAt !== null && nowS >= startsAt;
}

/** Self-exclusion and time-out cannot be cancelled while ACTIVE; every other limit can be changed or removed. */
export function isCancellable(limit: LimitFields): boolean {
  return !(EXCLUSION_LIMIT_TYPES.includes(limit.limitType) && limit.limitState === LIMIT_STATE.active);
}

/**
 * Whether a limit's field is disabled: while a change of it is pending, the lock setting (`lockWhilePending`) can
 * disable it; a self-exclusion or time-out is disabled while it runs, and the rule for those two applies only when
 * it has an end date.
 */
export function isLimitFieldDisabled(limit: LimitFields, lockWhilePending: boolean): boolean {
  const disabled = limit.limitState === LIMIT_STATE.active ? !isCancellable(limit) : limit.limitState === LIMIT_STATE.pending && lockWhilePending;
  if (EXCLUSION_LIMIT_TYPES.includes(limit.limitType)) return disabled && limit.endsAt !== null;
  return disabled;
}

/** The extra-limits section is disabled when a type-37 lock is ACTIVE or any extra field is disabled. */
export function isExtraLimitsSectionDisabled(limits: readonly LimitFields[], extraFieldsDisabled: readonly boolean[]): boolean {
  return limits.some((limit) => limit.limitType === LIMIT_TYPE.extraLimitsLock && limit.limitState === LIMIT_STATE.active) || extraFieldsDisabled.includes(true);
}

export interface ValueOption {
  value: number;
  /** Not one of the server's choices: made for the limit's current value. */
  custom: boolean;
}

/**
 * The choices of a limit's field: its available values, and the current value as a custom option when it is not
 * among them and the type allows custom values (`customValueTypes`, from configuration). `selected` is the current
 * value when it is one of the options, else null.
 */
export function valueOptions(limit: Pick<Limit, 'limitType' | 'limitValue' | 'availableValues'>, customValueTypes: readonly number[]): { options: ValueOption[]; selected: number | null } {
  const options: ValueOption[] = limit.availableValues.map((value) => ({ value, custom: false }));
  if (limit.availableValues.includes(limit.limitValue)) return { options, selected: limit.limitValue };
  if (!customValueTypes.includes(limit.limitType)) return { options, selected: null };
  return { options: [...options, { value: limit.limitValue, custom: true }], selected: limit.limitValue };
}

/** A self-exclusion's or time-out's length in days: (end − start) / 86 400; null when open-ended. */
export function durationInDays(limit: Pick<Limit, 'startedAt' | 'endsAt'>): number | null {
  if (limit.startedAt === null || limit.endsAt === null) return null;
  return (limit.endsAt - limit.startedAt) / SECONDS_PER_DAY;
}

/**
 * What the active deposit limits (20–22) leave the player to deposit now: the smallest balance among them (never
 * below 0); null when none caps deposits (no deposit limit, or only the no-limit value 999999999). A pending
 * increase does not count until it is confirmed; a decrease is active at once.
 */
export function remainingDepositAmount(limits: readonly Pick<Limit, 'limitType' | 'limitValue' | 'limitBalance' | 'limitState'>[]): number | null {
  const balances = limits
    .filter((limit) => DEPOSIT_LIMIT_TYPES.includes(limit.limitType) && limit.limitState === LIMIT_STATE.active && limit.limitValue !== NO_LIMIT_VALUE)
    .map((limit) => Math.max(0, limit.limitBalance));
  return balances.length === 0 ? null : Math.min(...balances);
}

/** The remaining session limit (31): none when the limit is the unlimited value, else its balance when above 0, else 0. */
export function remainingSessionLimit(limit: Pick<Limit, 'limitValue' | 'limitBalance'>): number | null {
  if (limit.limitValue === NO_LIMIT_VALUE || limit.limitValue === SESSION_LIMIT_NOT_SET) return null;
  return limit.limitBalance > 0 ? limit.limitBalance : 0;
}

export type ExclusionKind = 'selfExclusion' | 'timeOut';

export interface Exclusion {
  kind: ExclusionKind;
  startedAt: number;
  /** Unix seconds; null when it has no end. */
  endsAt: number | null;
  /** How many days it lasts (second document: end minus start, divided by 86,400); null when it has no end. */
  days: number | null;
}

const kindOf = (limitType: number): ExclusionKind => (limitType === LIMIT_TYPE.selfExclusion ? 'selfExclusion' : 'timeOut');

/**
 * The self-exclusion or time-out in force at `nowS`: an ACTIVE one whose start has come and whose end has not
 * (self-exclusion first when both run). Null when the player may gamble.
 */
export function exclusionInForce(limits: readonly LimitFields[], nowS: number): Exclusion | null {
  const running = limits.filter(
    (limit) =>
      EXCLUSION_LIMIT_TYPES.includes(limit.limitType) &&
      limit.limitState === LIMIT_STATE.active &&
      (limit.startedAt === null || limit.startedAt <= nowS) &&
      (limit.endsAt === null || nowS < limit.endsAt),
  );
  const chosen = running.find((limit) => limit.limitType === LIMIT_TYPE.selfExclusion) ?? running[0];
  if (!chosen) return null;
  return { kind: kindOf(chosen.limitType), startedAt: chosen.startedAt ?? nowS, endsAt: chosen.endsAt, days: durationInDays(chosen) };
}

/** A self-exclusion or time-out set but not started yet (the warning of "Limits"); the earliest when several. */
export function upcomingExclusion(limits: readonly LimitFields[], nowS: number): Exclusion | null {
  const upcoming = limits
    .filter((limit) => EXCLUSION_LIMIT_TYPES.includes(limit.limitType) && limit.limitState !== LIMIT_STATE.inactive && limit.startedAt !== null && limit.startedAt > nowS)
    .sort((a, b) => (a.startedAt ?? 0) - (b.startedAt ?? 0));
  const first = upcoming[0];
  return first && first.startedAt !== null ? { kind: kindOf(first.limitType), startedAt: first.startedAt, endsAt: first.endsAt, days: durationInDays(first) } : null;
}

/** On reject, the pending limits of the affected types are removed (kept are the others). */
export function withoutPendingOf(limits: readonly Limit[], limitTypes: readonly number[]): Limit[] {
  return limits.filter((limit) => !(limit.limitState === LIMIT_STATE.pending && limitTypes.includes(limit.limitType)));
}
