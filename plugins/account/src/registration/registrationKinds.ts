import { selectConfigGroup, type HostState } from '@host/sdk';
import { REGISTRATION_KINDS_GROUP, type RegistrationKinds } from '../../schemas/account.ts';
import { validate_registrationKinds } from '../generated/validate_registrationKinds.js';

const BY_EMAIL_ONLY: RegistrationKinds = {};

/** The `registrationKinds` group; missing or invalid (logged), registration is by e-mail only. */
export function registrationKindsOf(state: HostState): RegistrationKinds {
  const group = selectConfigGroup(REGISTRATION_KINDS_GROUP)(state);
  if (group === undefined) return BY_EMAIL_ONLY;
  if (validate_registrationKinds(group)) return group as RegistrationKinds;
  console.warn('[account] config group "registrationKinds" is invalid: registration is by e-mail only', validate_registrationKinds.errors?.[0]);
  return BY_EMAIL_ONLY;
}

/** Whether the domain offers one-click registration (fast_reg). */
export const offersOneClick = (state: HostState): boolean => (registrationKindsOf(state).kinds ?? []).includes('fast_reg');
