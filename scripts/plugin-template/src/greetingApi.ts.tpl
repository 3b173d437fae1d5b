import { http, validateDocument } from '@host/sdk';
import type { GreetingReply } from '../schemas/greeting.ts';
import { validate___CAMEL__GreetingReply } from './generated/validate___CAMEL__GreetingReply.js';

export const GREETING_URL = '/__ID__-api/v1/greeting';

/** The greeting of the reference BFF, validated before it is trusted. */
export function fetchGreeting(signal?: AbortSignal): Promise<GreetingReply> {
  return http.request(GREETING_URL, { signal, validate: (data) => validateDocument<GreetingReply>(validate___CAMEL__GreetingReply, data, '__ID__ greeting') });
}
