import { selectConfigGroup, type HostState } from '@host/sdk';
import type { OfficeJurisdiction } from '../../schemas/officeConfig.ts';
import { validate_officeJurisdiction } from '../generated/validate_officeJurisdiction.js';

/**
 * Whether the domain's jurisdiction profile lets a player cancel a withdrawal request (UKGC RTS 14B does not); the
 * specification's yes where the domain serves no valid group. The server refuses a cancel all the same.
 */
export function withdrawalReversibleOf(state: HostState): boolean {
  const group = selectConfigGroup('jurisdiction')(state);
  if (group === undefined) return true;
  if (validate_officeJurisdiction(group)) return (group as OfficeJurisdiction).withdrawalReversible;
  console.warn('[office] config group "jurisdiction" is invalid; withdrawals stay reversible as the specification has them', validate_officeJurisdiction.errors?.[0]);
  return true;
}
