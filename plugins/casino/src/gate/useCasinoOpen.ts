import { useOptionalService, type HostState } from '@host/sdk';
import { limitsService } from '../../../limits/contract/index.ts';
import { useSelector } from 'react-redux';
import { CASINO_AREA } from '../casinoConstants.ts';

export interface CasinoAreaState {
  open: boolean;
  /** The limits plugin's i18n key of why the area is closed, when it is. */
  reason: string | null;
}

const OPEN: CasinoAreaState = { open: true, reason: null };

/**
 * Whether the player may play here now, as the limits service says (self-exclusion, time-out). Read live from the
 * store: the moment the service closes the area, every component using this re-renders. With no limits plugin on
 * the domain the area is open (the BFF still refuses a restricted player's real launch and spins).
 */
export function useCasinoOpen(): CasinoAreaState {
  const limits = useOptionalService(limitsService);
  const open = useSelector((state: HostState) => (limits ? limits.isAreaOpen(state, CASINO_AREA) : true));
  const reason = useSelector((state: HostState) => (limits && !open ? limits.closedReason(state, CASINO_AREA) : null));
  return limits ? { open, reason } : OPEN;
}
