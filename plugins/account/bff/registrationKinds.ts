import type { DomainSettings } from '../../../bff/bffModule.ts';
import { REGISTRATION_KINDS_GROUP, type RegistrationKinds } from '../schemas/account.ts';
import { validate_registrationKinds } from '../src/generated/validate_registrationKinds.js';

/** A domain's `registrationKinds` group, as the registration form reads it; missing or invalid, e-mail only. */
export function registrationKindsOfDomain(domain: DomainSettings): RegistrationKinds {
  const group = domain.config[REGISTRATION_KINDS_GROUP];
  return group !== undefined && validate_registrationKinds(group) ? (group as RegistrationKinds) : {};
}
