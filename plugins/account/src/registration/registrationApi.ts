import { http, HttpError, validateDocument } from '@host/sdk';
import type { FastRegistrationReply, RegistrationReply } from '../../schemas/account.ts';
import { validate_fastRegistrationReply } from '../generated/validate_fastRegistrationReply.js';
import { validate_registrationReply } from '../generated/validate_registrationReply.js';
import { selfExclusionErrorKey } from '../selfExclusion/selfExclusionRefusal.ts';

export const REGISTRATION_URL = '/web-api/auth/registration';
export const FAST_REGISTRATION_URL = '/web-api/auth/registration/fast';
/** Registration by e-mail and in one click (second document, section 9). */
export const REGISTRATION_TYPE = 'full_reg';
export const FAST_REGISTRATION_TYPE = 'fast_reg';

/** Registration bonus choices (second document, section 9): 0 declines bonuses, 1 sports bonus, 2 casino bonus. */
export const BONUS_CHOICES = [1, 2, 0] as const;
export type BonusChoice = (typeof BONUS_CHOICES)[number];

/** What every registration kind declares besides how the player signs in. */
export interface RegistrationDeclarations {
  currencyId: number;
  bonusChoice: BonusChoice;
  /** YYYY-MM-DD. */
  birthDate: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  marketingConsent: boolean;
}

/** Registration by e-mail: the declarations, with the address and the password. */
export interface RegistrationForm extends RegistrationDeclarations {
  email: string;
  password: string;
}

/** Registration by e-mail (registration type full_reg); the server signs the new player in. */
export function register(form: RegistrationForm): Promise<RegistrationReply> {
  return http.request(REGISTRATION_URL, {
    method: 'POST',
    body: { type: REGISTRATION_TYPE, ...form },
    validate: (data) => validateDocument<RegistrationReply>(validate_registrationReply, data, 'registration reply'),
    withoutToken: true,
  });
}

/** One click (fast_reg): the platform makes the login and the password, and signs the new player in. */
export function registerInOneClick(declarations: RegistrationDeclarations): Promise<FastRegistrationReply> {
  return http.request(FAST_REGISTRATION_URL, {
    method: 'POST',
    body: { type: FAST_REGISTRATION_TYPE, ...declarations },
    validate: (data) => validateDocument<FastRegistrationReply>(validate_fastRegistrationReply, data, 'one-click registration reply'),
    withoutToken: true,
  });
}

/**
 * The dictionary key of the message a failed registration shows: the server's refusal by its code (a taken e-mail, a
 * field it refused, the national self-exclusion register), anything else (a server error, a malformed reply, no network) the generic failure. What the
 * server wrote is never shown.
 */
export function registrationErrorKey(error: unknown): string {
  const excluded = selfExclusionErrorKey(error);
  if (excluded) return excluded;
  if (error instanceof HttpError && error.kind === 'http' && error.status === 400) {
    if (error.codes.includes('email_taken')) return 'registration_email_taken';
    if (error.codes.includes('under_age')) return 'registration_under_age';
    if (error.codes.includes('invalid_birth_date')) return 'registration_invalid_birth_date';
    if (error.codes.includes('terms_not_accepted')) return 'registration_terms_not_accepted';
    if (error.codes.includes('invalid_registration')) return 'registration_invalid';
    if (error.codes.includes('ticket_rejected')) return 'social_ticket_rejected';
    if (error.codes.includes('identity_registered')) return 'social_identity_registered';
  }
  if (error instanceof HttpError && error.kind === 'http' && error.status === 403) {
    if (error.codes.includes('registration_closed')) return 'registration_closed';
    if (error.codes.includes('registration_kind_unavailable')) return 'registration_kind_unavailable';
  }
  return 'registration_failed';
}
