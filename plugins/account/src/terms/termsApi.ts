import { http, validateDocument, type HostState } from '@host/sdk';
import { termsEnabled } from './termsEnabled.ts';
import type { Dispatch } from 'redux';
import type { TermsStatusReply } from '../../schemas/auth.ts';
import { validate_termsStatusReply } from '../generated/validate_termsStatusReply.js';
import { termsStatusReceived } from '../accountSlice.ts';

export const TERMS_STATUS_URL = '/web-api/api-v3/v2/user/agreement-rules/status';
export const TERMS_CONFIRM_URL = '/web-api/api-v3/v2/user/agreement-rules/confirm';


export function fetchTermsStatus(): Promise<TermsStatusReply> {
  return http.request(TERMS_STATUS_URL, { validate: (data) => validateDocument<TermsStatusReply>(validate_termsStatusReply, data, 'terms status') });
}

/** The action for a status; a failed read (null) counts as unchanged with the time cleared (second document, "Terms"). */
export function termsStatusFrom(reply: TermsStatusReply | null) {
  return termsStatusReceived({ changed: reply?.result ?? false, updatedAt: reply?.updatedAt ?? null });
}

/** Reads the terms status now (before the first navigation, right after signing in). */
export async function readTerms(dispatch: Dispatch, state: HostState): Promise<void> {
  if (!termsEnabled(state)) return;
  const reply = await fetchTermsStatus().catch((error: unknown) => {
    console.warn('[account] terms status failed', error);
    return null;
  });
  dispatch(termsStatusFrom(reply));
}

/** Accepts the changed terms; the reply is the terms status after it (unchanged). */
export function confirmTerms(): Promise<TermsStatusReply> {
  return http.request(TERMS_CONFIRM_URL, {
    method: 'POST',
    validate: (data) => validateDocument<TermsStatusReply>(validate_termsStatusReply, data, 'terms confirmed'),
  });
}
