import { selectConfigGroup, type HostState } from '@host/sdk';
import type { AccountJurisdiction } from '../../schemas/account.ts';
import { validate_accountJurisdiction } from '../generated/validate_accountJurisdiction.js';

/** The specification's minimum age (first document 4.3), where the domain serves no valid jurisdiction group. */
const SPEC_MINIMUM_AGE = 18;

/** The domain's jurisdiction group as the account plugin reads it; null where it serves none or an invalid one (logged). */
function jurisdictionOf(state: HostState): AccountJurisdiction | null {
  const group = selectConfigGroup('jurisdiction')(state);
  if (group === undefined) return null;
  if (validate_accountJurisdiction(group)) return group as AccountJurisdiction;
  console.warn('[account] config group "jurisdiction" is invalid; the specification\'s registration applies (minimum age 18)', validate_accountJurisdiction.errors?.[0]);
  return null;
}

/** The youngest age the domain's jurisdiction profile lets register; the server refuses younger players all the same. */
export const minimumAgeOf = (state: HostState): number => jurisdictionOf(state)?.minimumAge ?? SPEC_MINIMUM_AGE;

/** Whether registration offers a deposit limit (the profile's `depositLimitPrompt`); the specification offers none. */
export const depositLimitPromptOf = (state: HostState): boolean => jurisdictionOf(state)?.depositLimitPrompt === true;
