import { validateDocument } from '@host/sdk';
import type { SuccessReply } from '../../schemas/account.ts';
import { validate_successReply } from '../generated/validate_successReply.js';
import { accountHttp } from '../http/accountHttp.ts';

/** `POST /web-api/user/transfer` (path not shown; ours): the player agrees to move their account (transfer-user). */
export const USER_TRANSFER_URL = '/web-api/user/transfer';

export function agreeToTransfer(): Promise<SuccessReply> {
  return accountHttp.request(USER_TRANSFER_URL, {
    method: 'POST',
    body: {},
    validate: (data) => validateDocument<SuccessReply>(validate_successReply, data, 'transfer agreed'),
  });
}
