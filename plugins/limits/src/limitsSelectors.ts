import type { HostState } from '@host/sdk';
import type { Limit } from '../schemas/limits.ts';
import { exclusionInForce, isIncreaseApprovalDue, remainingDepositAmount, upcomingExclusion, type Exclusion, type ExclusionKind } from './limitRules.ts';
import { limitsConfigOf } from './limitsConfigOf.ts';
import { limitsSlice, type LimitsState } from './limitsSlice.ts';

const NO_LIMITS: never[] = [];

export const selectLimitsState = (state: object): LimitsState => limitsSlice.select(state);
export const selectLimits = (state: object) => selectLimitsState(state).limits ?? NO_LIMITS;
export const selectLimitsNowS = (state: object) => selectLimitsState(state).nowS;

/** The self-exclusion or time-out in force now, by the server's clock. */
export const selectExclusion = (state: object): Exclusion | null => exclusionInForce(selectLimits(state), selectLimitsNowS(state));
export const selectUpcomingExclusion = (state: object): Exclusion | null => upcomingExclusion(selectLimits(state), selectLimitsNowS(state));

/** The i18n key (this plugin's namespace) of why gambling is closed, per exclusion kind. */
export const CLOSED_REASON_KEYS: Record<ExclusionKind, string> = {
  selfExclusion: 'limits:self_exclusion_active',
  timeOut: 'limits:time_out_active',
};

/**
 * Every gambling area (sports betting, casino, games) is closed while a self-exclusion or time-out is in force:
 * the area itself does not matter, a restricted player may stake money nowhere.
 */
export const isAreaOpen = (state: HostState): boolean => selectExclusion(state) === null;

export function closedReason(state: HostState): string | null {
  const exclusion = selectExclusion(state);
  return exclusion ? CLOSED_REASON_KEYS[exclusion.kind] : null;
}

/** What the active deposit limits leave the player to deposit now (the limits' unit, major); null when uncapped. */
export const remainingDeposit = (state: HostState): number | null => remainingDepositAmount(selectLimits(state));

/** The i18n key of why the player may not deposit now: an exclusion in force, or the deposit limits used up. */
export function depositClosedReason(state: HostState): string | null {
  const exclusion = selectExclusion(state);
  if (exclusion) return CLOSED_REASON_KEYS[exclusion.kind];
  return remainingDeposit(state) === 0 ? 'limits:deposit_limit_reached' : null;
}

export const mayDeposit = (state: HostState): boolean => depositClosedReason(state) === null;

/** A pending loosening due for the player's decision now (the non-closable confirm of 4.3), after the domain's cooling-off. */
export const selectDueApproval = (state: HostState): Limit | null => {
  const { limits, nowS } = selectLimitsState(state);
  const { increaseCoolingOffS } = limitsConfigOf(state);
  return limits?.find((limit) => isIncreaseApprovalDue(limit, nowS, increaseCoolingOffS)) ?? null;
};
