import { useOptionalService, type HostState } from '@host/sdk';
import { limitsService } from '../../../limits/contract/index.ts';
import { useSelector } from 'react-redux';

/** The gambling area of sports betting (plugin.json `gamblingAreas`), as the limits service knows it. */
export const SPORTS_AREA = 'sports';

/**
 * Whether the limits service closes sports betting for the player now, and why (the limits plugin's i18n key): live
 * from the store, so the slip refuses the moment a self-exclusion or time-out starts. With no limits plugin betting
 * is open (the BFF still refuses a restricted player's bet).
 */
export function useSportsClosedReason(): { closed: boolean; reason: string | null } {
  const limits = useOptionalService(limitsService);
  const closed = useSelector((state: HostState) => (limits ? !limits.isAreaOpen(state, SPORTS_AREA) : false));
  const reason = useSelector((state: HostState) => (limits && closed ? limits.closedReason(state, SPORTS_AREA) : null));
  return { closed, reason };
}
