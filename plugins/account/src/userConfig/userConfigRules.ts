import type { UserConfig } from '../../schemas/auth.ts';

/** activation_type: 0 none, 1 e-mail, 2 both, 3 phone (second document, section 3). */
export type ActivationType = 0 | 1 | 2 | 3;
const PHONE_ACTIVATED: readonly ActivationType[] = [2, 3];
const EMAIL_ACTIVATED: readonly ActivationType[] = [1, 2];

/** The profile fields that must all be filled (second document, section 5). */
export const REQUIRED_PROFILE_FIELDS = ['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address'] as const;

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Adding a phone: activation type 0 becomes 3, 1 becomes 2; the others already include the phone. */
export function activationTypeAfterPhoneAdded(type: ActivationType): ActivationType {
  if (type === 0) return 3;
  if (type === 1) return 2;
  return type;
}

/** A phone needs activation when there is one but the activation type does not include the phone. */
export const phoneNeedsActivation = (config: UserConfig) => filled(config.phone_number) && !PHONE_ACTIVATED.includes(config.activation_type ?? 0);

/** The same for the e-mail. */
export const emailNeedsActivation = (config: UserConfig) => filled(config.user_email) && !EMAIL_ACTIVATED.includes(config.activation_type ?? 0);

/** Every required profile field is filled. */
export const profileComplete = (config: UserConfig) => REQUIRED_PROFILE_FIELDS.every((field) => filled(config.user_data?.[field]));

/** The contact fields count as filled only when both the phone and the e-mail exist. */
export const contactsFilled = (config: UserConfig) => filled(config.phone_number) && filled(config.user_email);

/** Verification is available when verification_types is not empty. */
export const verificationAvailable = (config: UserConfig) => (config.verification_types?.length ?? 0) > 0;
