import type { Limit } from '../schemas/limits.ts';
import { COOLING_OFF_LIMIT_TYPES, EXCLUSION_LIMIT_TYPES, EXTRA_LIMIT_TYPES, LIMIT_STATE, LIMIT_TYPE, NO_LIMIT_VALUE, SECONDS_PER_DAY, SESSION_LIMIT_NOT_SET } from '../src/limitsConstants.ts';
import { looseningStartsAt, profileRefusal, REALITY_CHECK_OFF, type DomainLimitRules } from './domainLimitRules.ts';
import { LIMIT_KINDS, limitsRefusal, type LimitRequest } from './limitKinds.ts';
import type { PlayerLimits } from './limitsStore.ts';

/** How a saved limit changes a player's limits: the checks of a request, and its application (a loosening waits). */

/** Whether `value` loosens a limit set at `current`: a higher amount or interval, or none (no limit, no session limit, no reality check). */
function isLooser(limitType: number, value: number, current: number): boolean {
  if (limitType === LIMIT_TYPE.sessionLimit) return current !== SESSION_LIMIT_NOT_SET && (value === SESSION_LIMIT_NOT_SET || value > current);
  if (limitType === LIMIT_TYPE.realityCheck) return current !== REALITY_CHECK_OFF && (value === REALITY_CHECK_OFF || value > current);
  return value > current;
}

/** A session limit of `hours` from now (its session starts now), or none (SESSION_LIMIT_NOT_SET). */
export function startSessionLimit(player: PlayerLimits, hours: number, base: Limit, nowS: number): void {
  player.limits = player.limits.filter((limit) => limit.limitType !== LIMIT_TYPE.sessionLimit);
  player.sessionStartedAt = null;
  if (hours === SESSION_LIMIT_NOT_SET) return;
  player.sessionStartedAt = nowS;
  player.limits.push({ ...base, limitValue: hours, limitBalance: hours * 3600, startedAt: nowS });
}

/**
 * Refuses a request the limit type or the domain's profile (`rules`) does not allow, or that a running exclusion or
 * the lock forbids. The reality check's choices and its off (0) are the profile's to judge.
 */
export function check(player: PlayerLimits, request: LimitRequest, nowS: number, rules: DomainLimitRules): void {
  const kind = LIMIT_KINDS.get(request.limitType);
  if (!kind) throw limitsRefusal(400, 'invalid');
  const value = request.limitValue;
  // A reality check may also be off, or of an interval the profile adds; one the profile leaves out is its refusal below.
  const realityCheck = request.limitType === LIMIT_TYPE.realityCheck && (value === REALITY_CHECK_OFF || (rules.realityCheck.intervalsMinutes ?? []).includes(value));
  const valid = realityCheck || (kind.custom ? Number.isFinite(value) && value > 0 && value <= NO_LIMIT_VALUE : kind.availableValues.includes(value));
  if (!valid) throw limitsRefusal(400, 'invalid');
  const refusal = profileRefusal(request.limitType, value, rules);
  if (refusal) throw limitsRefusal(refusal === 'realityCheckNotAllowed' ? 400 : 403, refusal);
  const exclusionRunning = player.limits.some(
    (limit) => limit.limitType === request.limitType && EXCLUSION_LIMIT_TYPES.includes(limit.limitType) && limit.limitState === LIMIT_STATE.active && (limit.endsAt === null || limit.endsAt > nowS),
  );
  if (exclusionRunning) throw limitsRefusal(403, 'exclusionRunning');
  const locked = player.limits.some((limit) => limit.limitType === LIMIT_TYPE.extraLimitsLock && limit.limitState === LIMIT_STATE.active);
  if (locked && (EXTRA_LIMIT_TYPES.includes(request.limitType) || request.limitType === LIMIT_TYPE.extraLimitsLock)) throw limitsRefusal(403, 'extraLocked');
}

/** A limit as a request sets it, active from now. */
function limitFrom({ limitType, limitValue }: LimitRequest, nowS: number): Limit {
  const kind = LIMIT_KINDS.get(limitType)!;
  return {
    limitType,
    limitValue,
    limitBalance: limitValue,
    limitState: LIMIT_STATE.active,
    needApprove: false,
    startedAt: nowS,
    endsAt: null,
    selfExcludeReason: null,
    measure: kind.measure,
    label: kind.label.en,
    availableValues: [...kind.availableValues],
  };
}

/** A self-exclusion or time-out of `limitValue` days from now, in place of any of its type. */
export function exclude(player: PlayerLimits, request: LimitRequest, nowS: number): void {
  const exclusion = { ...limitFrom(request, nowS), endsAt: nowS + request.limitValue * SECONDS_PER_DAY, selfExcludeReason: request.selfExcludeReason ?? null };
  player.limits = [...player.limits.filter((limit) => limit.limitType !== request.limitType), exclusion];
}

/**
 * Applies a checked request; a loosening waits out the domain's cooling-off (and, where its profile says so, a raised
 * deposit limit its running period), fixed now as its wait's end.
 */
export function apply(player: PlayerLimits, request: LimitRequest, nowS: number, rules: DomainLimitRules): void {
  const { limitType, limitValue } = request;
  const base = limitFrom(request, nowS);
  const others = (predicate: (limit: Limit) => boolean) => player.limits.filter((limit) => !(limit.limitType === limitType && predicate(limit)));
  if (COOLING_OFF_LIMIT_TYPES.includes(limitType)) {
    const current = player.limits.find((limit) => limit.limitType === limitType && limit.limitState === LIMIT_STATE.active);
    // Loosening waits out the cooling-off and a fresh confirmation; tightening applies at once (UKGC RTS 12D). The
    // wait's end is fixed by the domain it was asked on, so confirming on a domain of shorter cooling-off is no way round.
    if (current && isLooser(limitType, limitValue, current.limitValue)) {
      const loosening = { ...base, limitState: LIMIT_STATE.pending, needApprove: true, endsAt: looseningStartsAt(current, nowS, rules) };
      player.limits = [...others((limit) => limit.limitState === LIMIT_STATE.pending), loosening];
      return;
    }
  }
  if (EXCLUSION_LIMIT_TYPES.includes(limitType)) {
    exclude(player, request, nowS);
    return;
  }
  if (limitType === LIMIT_TYPE.sessionLimit) {
    const running = player.limits.find((limit) => limit.limitType === LIMIT_TYPE.sessionLimit && limit.limitState === LIMIT_STATE.active);
    if (running && limitValue !== SESSION_LIMIT_NOT_SET) {
      // A cut keeps the running session's start: saving the limit again never starts a fresh session.
      player.limits = [...others(() => true), { ...base, startedAt: running.startedAt, limitBalance: limitValue * 3600 }];
      return;
    }
    startSessionLimit(player, limitValue, base, nowS);
    return;
  }
  player.limits = [...others(() => true), base];
}
