import { http, validateDocument } from '@host/sdk';
import type { SuccessReply } from '../../schemas/account.ts';
import { validate_successReply } from '../generated/validate_successReply.js';
import { LOGOUT_URL } from './sessionConstants.ts';

/** Disconnects the user (the auth API's logout); apart from the session check, which every visit makes. */
export function logOut(): Promise<SuccessReply> {
  return http.request(LOGOUT_URL, {
    method: 'POST',
    withoutToken: true,
    validate: (data) => validateDocument<SuccessReply>(validate_successReply, data, 'logout'),
  });
}
