import { selectConfigGroup, type HostState } from '@host/sdk';
import type { AccountJurisdiction } from '../../schemas/account.ts';
import { validate_accountJurisdiction } from '../generated/validate_accountJurisdiction.js';

/** The specification's minimum age (first document 4.3), where the domain serves no valid jurisdiction group. */
const SPEC_MINIMUM_AGE = 18;

/** The youngest age the domain's jurisdiction profile lets register; the server refuses younger players all the same. */
export function minimumAgeOf(state: HostState): number {
  const group = selectConfigGroup('jurisdiction')(state);
  if (group === undefined) return SPEC_MINIMUM_AGE;
  if (validate_accountJurisdiction(group)) return (group as AccountJurisdiction).minimumAge;
  console.warn('[account] config group "jurisdiction" is invalid; the minimum age is 18', validate_accountJurisdiction.errors?.[0]);
  return SPEC_MINIMUM_AGE;
}
