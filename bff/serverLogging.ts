import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** The header a load balancer names a request with (nginx's `$request_id`), which the server's log lines then carry. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id the balancer may hand over: short, and nothing that could break a log line or forge another field. */
const HANDED_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Every log line of a request carries its id (`reqId`): the balancer's when it sends a well-formed one, so a request
 * can be followed from nginx's log into the instance that answered it; else a fresh UUID (unique across instances,
 * where Fastify's own `req-1` counter repeats in each).
 */
export const REQUEST_IDS = {
  requestIdHeader: false,
  genReqId: (request: IncomingMessage) => {
    const handed = request.headers[REQUEST_ID_HEADER];
    return typeof handed === 'string' && HANDED_REQUEST_ID.test(handed) ? handed : randomUUID();
  },
} satisfies Partial<FastifyServerOptions>;

/**
 * The running server's pino settings: one JSON object a line on stdout, at `LOG_LEVEL` (pino's levels; default
 * `info`). Under test mode the default is `silent`, so test runs stay quiet unless LOG_LEVEL asks otherwise.
 */
export function serverLogger(testMode: boolean, environment: NodeJS.ProcessEnv = process.env): { level: string } {
  return { level: environment.LOG_LEVEL ?? (testMode ? 'silent' : 'info') };
}
