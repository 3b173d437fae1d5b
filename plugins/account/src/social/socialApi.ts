import { http, validateDocument } from '@host/sdk';
import type { RegistrationReply } from '../../schemas/account.ts';
import type { OneTapClientReply, OneTapReply, SocialSignInReply } from '../../schemas/social.ts';
import { validate_oneTapClientReply } from '../generated/validate_oneTapClientReply.js';
import { validate_oneTapReply } from '../generated/validate_oneTapReply.js';
import { validate_registrationReply } from '../generated/validate_registrationReply.js';
import { validate_socialSignInReply } from '../generated/validate_socialSignInReply.js';
import type { RegistrationDeclarations } from '../registration/registrationApi.ts';

export const ONE_TAP_CLIENT_URL = '/social-api/oauth/google-one-tap/clientId';
export const ONE_TAP_URL = '/social-api/oauth/google-one-tap';
export const SOCIAL_SIGN_IN_URL = '/web-api/auth/social';
export const SOCIAL_REGISTRATION_URL = '/web-api/auth/registration/social';
/** Registration through a social network (second document 9). */
export const SOCIAL_REGISTRATION_TYPE = 'soc_reg';

export function fetchOneTapClient(): Promise<OneTapClientReply> {
  return http.request(ONE_TAP_CLIENT_URL, { withoutToken: true, validate: (data) => validateDocument<OneTapClientReply>(validate_oneTapClientReply, data, 'one-tap client reply') });
}

/** One-tap's credential, with what the visitor would register with (first document 7: a multipart form). */
export function postOneTapCredential(fields: { credential: string; language: string; currencyId: number; countryId?: number }): Promise<OneTapReply> {
  const form = new FormData();
  form.append('credential', fields.credential);
  form.append('language', fields.language);
  form.append('currencyId', String(fields.currencyId));
  if (fields.countryId !== undefined) form.append('countryId', String(fields.countryId));
  return http.request(ONE_TAP_URL, { method: 'POST', body: form, withoutToken: true, validate: (data) => validateDocument<OneTapReply>(validate_oneTapReply, data, 'one-tap reply') });
}

/** An identity no player has yet: the ticket registers one. */
export type RegistrationRequired = Extract<SocialSignInReply, { response_type: 'registration_required' }>;
export const isRegistrationRequired = (reply: SocialSignInReply): reply is RegistrationRequired => reply.response_type === 'registration_required';

/** Trades the ticket of a verified identity: its player is signed in, or a registration is asked for. */
export function signInWithTicket(ticket: string): Promise<SocialSignInReply> {
  return http.request(SOCIAL_SIGN_IN_URL, {
    method: 'POST',
    body: { ticket },
    withoutToken: true,
    validate: (data) => validateDocument<SocialSignInReply>(validate_socialSignInReply, data, 'social sign-in reply'),
  });
}

/** soc_reg: the ticket stands for the e-mail and the password; the server signs the new player in. */
export function registerWithTicket(ticket: string, declarations: RegistrationDeclarations): Promise<RegistrationReply> {
  return http.request(SOCIAL_REGISTRATION_URL, {
    method: 'POST',
    body: { type: SOCIAL_REGISTRATION_TYPE, ticket, ...declarations },
    withoutToken: true,
    validate: (data) => validateDocument<RegistrationReply>(validate_registrationReply, data, 'registration reply'),
  });
}
