import { http, validateDocument } from '@host/sdk';
import type { SessionCheckReply } from '../../schemas/auth.ts';
import { validate_sessionCheckReply } from '../generated/validate_sessionCheckReply.js';
import { SESSION_CHECK_RETRIES, SESSION_CHECK_RETRY_MS, SESSION_CHECK_URL } from './sessionConstants.ts';

/** `headers`: the same-site headers of a site configured for them (sameSiteHeaders.ts); the boot's check sends none. */
export function checkSession(headers?: Record<string, string>): Promise<SessionCheckReply> {
  return http.request(SESSION_CHECK_URL, {
    headers,
    retry: { retries: SESSION_CHECK_RETRIES, delayMs: SESSION_CHECK_RETRY_MS },
    validate: (data) => validateDocument<SessionCheckReply>(validate_sessionCheckReply, data, 'session check'),
    withoutToken: true,
  });
}
