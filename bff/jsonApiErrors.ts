import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnavailable } from './database/database.ts';

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

/** The reply to an error as a JSON:API error (the one rule every module's scope and core follow). */
export function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply, options: JsonApiErrorOptions = {}) {
  if (error instanceof ApiError) return sendApiError(reply, error.status, error.code, error.message, error.meta);
  // A database that is down fails the call, never the server; the pages show it as a failed call to retry.
  if (isUnavailable(error)) {
    request.log.error(error);
    return sendApiError(reply, 503, 'service_unavailable', 'The service is unavailable, please try again shortly');
  }
  const statusCode = (error as FastifyError).statusCode;
  const status = statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
  if (status === 500) {
    request.log.error(error);
    return sendApiError(reply, 500, 'internal_error', 'internal error');
  }
  const code = status === 400 && options.badRequestCode ? options.badRequestCode(request) : (FASTIFY_CODES[status] ?? 'bad_request');
  return sendApiError(reply, status, code, error.message);
}

/** Answers every error of a module's scope as a JSON:API error (`answerError`). */
export function answerErrorsAsJsonApi(scope: FastifyInstance, options: JsonApiErrorOptions = {}): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => answerError(error, request, reply, options));
}
