import { http, validateDocument } from '@host/sdk';
import type { SuccessReply } from '../../schemas/account.ts';
import { validate_successReply } from '../generated/validate_successReply.js';

/** `POST /web-api/user/transfer` (path not shown; ours): the player agrees to move their account (transfer-user). */
export const USER_TRANSFER_URL = '/web-api/user/transfer';

export function agreeToTransfer(): Promise<SuccessReply> {
  return http.request(USER_TRANSFER_URL, {
    method: 'POST',
    body: {},
    validate: (data) => validateDocument<SuccessReply>(validate_successReply, data, 'transfer agreed'),
  });
}
