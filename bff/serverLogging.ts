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

/** Query parameters that carry one-time secrets (an OAuth callback's code and state, a link's token or ticket). */
const SECRET_PARAMETERS = /([?&](?:code|state|token|ticket)=)[^&#]*/g;

/** An address as the log keeps it: the values of secret parameters blanked out (single-use, but a log outlives them). */
export const loggedUrl = (url: string): string => url.replace(SECRET_PARAMETERS, '$1…');

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/**
 * The running server's pino settings: one JSON object a line on stdout, at `LOG_LEVEL` (pino's levels; default
 * `info`). Under test mode the default is `silent`, so test runs stay quiet unless LOG_LEVEL asks otherwise. A
 * request is logged as Fastify logs it, its address without the secrets it may carry.
 */
export function serverLogger(testMode: boolean, environment: NodeJS.ProcessEnv = process.env) {
  return {
    level: environment.LOG_LEVEL ?? (testMode ? 'silent' : 'info'),
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip }),
    },
  };
}
