import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../bff/bffModule.ts';
import { ApiError, databaseRateStore } from '../../../bff/bffModule.ts';
import { SCENARIO_COOKIE } from '../../../bff/bffModule.ts';

/**
 * Sign-ins one client address may try per minute, whatever the accounts and the sign-in kind (password, phone,
 * SMS and two-step codes, password recovery and reset count together): past it, 429 with Retry-After.
 */
export const SIGN_INS_PER_MINUTE = 10;

/**
 * The rate limit of the sign-in calls (route option `config: SIGN_IN_RATE_LIMIT`), counted in the database so every
 * server counts the same tries. Under test mode the key is the address and the test scenario, so that parallel tests
 * never share a count; a test-mode sign-in without a scenario is not counted.
 */
export async function registerSignInRateLimit(app: FastifyInstance, options: { database: Database; testMode: boolean; cookiesOf: (request: FastifyRequest) => Record<string, string> }) {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateStore(options.database),
    keyGenerator: (request) => (options.testMode ? `${request.ip}|${options.cookiesOf(request)[SCENARIO_COOKIE] ?? randomUUID()}` : request.ip),
    // Thrown, and answered by the module's JSON:API error handler (index.ts) like every other refusal of its calls.
    errorResponseBuilder: (_request, context) => new ApiError(429, 'too_many_sign_ins', 'Too many sign-in attempts from this address', { retryAfter: Math.ceil(context.ttl / 1000) }),
  });
}

export const SIGN_IN_RATE_LIMIT = { rateLimit: { max: SIGN_INS_PER_MINUTE, timeWindow: 60_000 } };
