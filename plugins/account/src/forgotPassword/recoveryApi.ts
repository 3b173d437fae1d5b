import { http, HttpError, validateDocument } from '@host/sdk';
import type { SuccessReply } from '../../schemas/account.ts';
import type { SmsSentReply } from '../../schemas/auth.ts';
import { validate_smsSentReply } from '../generated/validate_smsSentReply.js';
import { validate_successReply } from '../generated/validate_successReply.js';
import { recoveryCodeFailure } from './recoveryCodeFailure.ts';

export const RECOVERY_URL = '/web-api/auth/password/recovery';
export const RESET_URL = '/web-api/auth/password/reset';
/** The code of a reset the server refused for its code (wrong or expired). */
export const RECOVERY_CODE_REJECTED = 'recovery_code_rejected';

/**
 * Password recovery, step 1: a code goes to the login's owner, with a link to the reset page in the page's language;
 * the reply gives the code's expiry.
 */
export function requestRecoveryCode(login: string, lang: string): Promise<SmsSentReply> {
  return http.request(RECOVERY_URL, {
    method: 'POST',
    body: { login, lang },
    withoutToken: true,
    validate: (data) => validateDocument<SmsSentReply>(validate_smsSentReply, data, 'recovery code sent'),
  });
}

/** Step 2: the code and the new password. */
export function resetPassword(login: string, code: string, password: string): Promise<SuccessReply> {
  return http.request(RESET_URL, {
    method: 'POST',
    body: { login, code, password },
    withoutToken: true,
    validate: (data) => validateDocument<SuccessReply>(validate_successReply, data, 'password reset'),
  });
}

/**
 * The dictionary key of a failed reset: a refused code is `wrong_code` before it expires and `time_up` after
 * (second document, section 5); any other failure (a server error, a malformed reply) the generic one.
 */
export function resetErrorKey(error: unknown, expiresAtSeconds: number, nowMs: number): string {
  // Five wrong codes used the code up: only a new one helps.
  if (error instanceof HttpError && error.kind === 'http' && error.status === 429 && error.codes.includes('code_used_up')) return 'recovery_code_used_up';
  if (error instanceof HttpError && error.kind === 'http' && error.status === 400 && error.codes.includes(RECOVERY_CODE_REJECTED)) {
    return `recovery_${recoveryCodeFailure(expiresAtSeconds, nowMs)}`;
  }
  return 'recovery_failed';
}
