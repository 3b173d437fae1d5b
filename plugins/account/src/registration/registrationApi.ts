import { http, HttpError, validateDocument } from '@host/sdk';
import type { RegistrationReply } from '../../schemas/account.ts';
import { validate_registrationReply } from '../generated/validate_registrationReply.js';

export const REGISTRATION_URL = '/web-api/auth/registration';

/** Registration bonus choices (second document, section 9): 0 declines bonuses, 1 sports bonus, 2 casino bonus. */
export const BONUS_CHOICES = [1, 2, 0] as const;
export type BonusChoice = (typeof BONUS_CHOICES)[number];

export interface RegistrationForm {
  email: string;
  password: string;
  currencyId: number;
  bonusChoice: BonusChoice;
}

/** Registration by e-mail (registration type full_reg); the server signs the new player in. */
export function register(form: RegistrationForm): Promise<RegistrationReply> {
  return http.request(REGISTRATION_URL, {
    method: 'POST',
    body: { type: 'full_reg', ...form },
    validate: (data) => validateDocument<RegistrationReply>(validate_registrationReply, data, 'registration reply'),
    withoutToken: true,
  });
}

/** What a refused registration shows: the server's reason for a 400 (taken e-mail, a field it refused), else null. */
export function registrationRefusal(error: unknown): string | null {
  return error instanceof HttpError && error.status === 400 && error.codes.some((code) => code === 'email_taken' || code === 'invalid_registration') ? error.message : null;
}
