import { validateDocument } from '@host/sdk';
import type { SuccessReply } from '../../schemas/account.ts';
import type { SessionCheckReply } from '../../schemas/auth.ts';
import { validate_sessionCheckReply } from '../generated/validate_sessionCheckReply.js';
import { validate_successReply } from '../generated/validate_successReply.js';
import { accountHttp } from '../http/accountHttp.ts';
import { LOGOUT_URL, SESSION_CHECK_RETRIES, SESSION_CHECK_RETRY_MS, SESSION_CHECK_URL } from './sessionConstants.ts';

export function checkSession(): Promise<SessionCheckReply> {
  return accountHttp.request(SESSION_CHECK_URL, {
    retry: { retries: SESSION_CHECK_RETRIES, delayMs: SESSION_CHECK_RETRY_MS },
    validate: (data) => validateDocument<SessionCheckReply>(validate_sessionCheckReply, data, 'session check'),
    withoutToken: true,
  });
}

/** Disconnects the user (the auth API's logout). */
export function logOut(): Promise<SuccessReply> {
  return accountHttp.request(LOGOUT_URL, {
    method: 'POST',
    withoutToken: true,
    validate: (data) => validateDocument<SuccessReply>(validate_successReply, data, 'logout'),
  });
}
