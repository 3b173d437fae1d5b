import { HttpError, selectConfigGroup, type HostState } from '@host/sdk';
import type { NamedRegister, SelfExclusionJurisdiction } from '../../schemas/selfExclusion.ts';
import { validate_selfExclusionJurisdiction } from '../generated/validate_selfExclusionJurisdiction.js';

/** The dictionary keys of the two refusals a national self-exclusion register causes at registration and sign-in. */
export const SELF_EXCLUSION_LISTED = 'self_exclusion_listed';
export const SELF_EXCLUSION_UNAVAILABLE = 'self_exclusion_unavailable';

/**
 * The key of a registration or sign-in the server refused because of the domain's register: the person is listed
 * (403 `national_self_exclusion`), or the register cannot be checked (503 `self_exclusion_register_unavailable`:
 * nobody is let in); null for any other failure.
 */
export function selfExclusionErrorKey(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.kind !== 'http') return null;
  if (error.status === 403 && error.codes.includes('national_self_exclusion')) return SELF_EXCLUSION_LISTED;
  if (error.status === 503 && error.codes.includes('self_exclusion_register_unavailable')) return SELF_EXCLUSION_UNAVAILABLE;
  return null;
}

export const isSelfExclusionKey = (key: string | null) => key === SELF_EXCLUSION_LISTED || key === SELF_EXCLUSION_UNAVAILABLE;

/**
 * The register the domain's jurisdiction profile names, as the pages name and link it: the same profile value the
 * server checked (both read the `jurisdiction` group). Null where there is none, or the group is invalid (logged).
 */
export function selfExclusionRegisterOf(state: HostState): NamedRegister | null {
  const group = selectConfigGroup('jurisdiction')(state);
  if (group === undefined) return null;
  if (validate_selfExclusionJurisdiction(group)) return (group as SelfExclusionJurisdiction).selfExclusionRegister ?? null;
  console.warn('[account] config group "jurisdiction" has no valid self-exclusion register', validate_selfExclusionJurisdiction.errors?.[0]);
  return null;
}
