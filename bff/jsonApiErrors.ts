import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CorruptRowError, isUnavailable } from './database/database.ts';

/**
 * A refusal a call answers as a JSON:API error (`{ errors: [{ status, code, detail, meta }] }`): the HTTP status, the
 * code the pages map to a message, the detail a developer reads, and what the page needs to say more (`meta`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/** The JSON:API error body of one error. */
export const apiErrorBody = (status: number, code: string | undefined, detail: string, meta?: Record<string, unknown>) => ({
  errors: [{ status: String(status), ...(code === undefined ? {} : { code }), detail, ...(meta ? { meta } : {}) }],
});

export const sendApiError = (reply: FastifyReply, status: number, code: string | undefined, detail: string, meta?: Record<string, unknown>) =>
  reply.code(status).send(apiErrorBody(status, code, detail, meta));

/** The code of Fastify's own refusals (malformed JSON, a body too large, a wrong content type, a route schema). */
const FASTIFY_CODES: Record<number, string> = { 400: 'invalid_request', 413: 'payload_too_large', 415: 'unsupported_media_type' };

export interface JsonApiErrorOptions {
  /** The code of a request Fastify refuses as 400 (a route schema, malformed JSON), by request: `invalid_coupon`… */
  badRequestCode?: (request: FastifyRequest) => string;
}

/** What a refusal says: the HTTP status, the code the pages map to a message, a developer's detail, and its meta. */
export interface Refusal {
  status: number;
  code: string;
  detail: string;
  meta?: Record<string, unknown>;
}

/**
 * The refusal an error stands for, logged when it is the server's fault: an ApiError as it is; a database that is
 * down is 503 `service_unavailable` (the call fails, never the server); a stored row that breaks its table's rules
 * is 500 `stored_corrupt` for that player's call only; Fastify's own 4xx (a route schema, malformed JSON, a body too
 * large) keep their status; anything else is 500 `internal_error`.
 */
export function refusalOf(error: FastifyError | Error, request: FastifyRequest, options: JsonApiErrorOptions = {}): Refusal {
  if (error instanceof ApiError) return { status: error.status, code: error.code, detail: error.message, ...(error.meta ? { meta: error.meta } : {}) };
  if (isUnavailable(error)) {
    request.log.error(error);
    return { status: 503, code: 'service_unavailable', detail: 'The service is unavailable, please try again shortly' };
  }
  if (error instanceof CorruptRowError) {
    request.log.error(error);
    return { status: 500, code: 'stored_corrupt', detail: 'what is stored for this player cannot be read right now; please contact support' };
  }
  const statusCode = (error as FastifyError).statusCode;
  const status = statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
  if (status === 500) {
    request.log.error(error);
    return { status, code: 'internal_error', detail: 'internal error' };
  }
  const code = status === 400 && options.badRequestCode ? options.badRequestCode(request) : (FASTIFY_CODES[status] ?? 'bad_request');
  return { status, code, detail: error.message };
}

/** The reply to an error as a JSON:API error (the one rule every module's scope and core follow). */
export function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply, options: JsonApiErrorOptions = {}) {
  const { status, code, detail, meta } = refusalOf(error, request, options);
  return sendApiError(reply, status, code, detail, meta);
}

/** Answers every error of a module's scope as a JSON:API error (`answerError`). */
export function answerErrorsAsJsonApi(scope: FastifyInstance, options: JsonApiErrorOptions = {}): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => answerError(error, request, reply, options));
}
