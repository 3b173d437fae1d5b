import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { CorruptRowError, isUnavailable } from './database/database.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The code a request this route's schema (or Fastify: malformed JSON) refuses answers with: the code its page maps
     * to a message (`invalid_registration`, `wrong_credentials`…). Without it, the scope's `badRequestCode`.
     */
    badRequestCode?: string;
  }
}

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

  /** A refusal as the error a call throws. */
  static from(refusal: Refusal): ApiError {
    return new ApiError(refusal.status, refusal.code, refusal.detail, refusal.meta);
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

/** The part of a request that broke its route's schema, as Fastify names it; none for malformed JSON. */
export type RequestPart = 'body' | 'params' | 'querystring' | 'headers';

export interface JsonApiErrorOptions {
  /**
   * The scope's code of a request Fastify refuses as 400 (a route schema, malformed JSON), by request and the part
   * that broke its schema, where the route names none (`config.badRequestCode`).
   */
  badRequestCode?: (request: FastifyRequest, part: RequestPart | undefined) => string;
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
  const code = status === 400 ? badRequestCodeOf(error as FastifyError, request, options) : (FASTIFY_CODES[status] ?? 'bad_request');
  return { status, code, detail: error.message };
}

const badRequestCodeOf = (error: FastifyError, request: FastifyRequest, options: JsonApiErrorOptions) =>
  request.routeOptions.config?.badRequestCode ?? options.badRequestCode?.(request, error.validationContext as RequestPart | undefined) ?? FASTIFY_CODES[400];

/** What a route's `schemaErrorFormatter` returns: the error Fastify answers for what its schema refused. */
export type SchemaErrorFormatter = (errors: FastifySchemaValidationError[], part: RequestPart) => Error;

/** How a route answers what its schema refuses, beyond the 400 with its `badRequestCode`. */
export interface SchemaRefusalRules {
  /**
   * Path parameters that cannot name anything: the call's "not found" (the pages show "not found" on 404, and a link
   * with a mangled id is a missing thing to the player).
   */
  params?: Refusal;
  /** Body fields with a code of their own, by JSON pointer (`/choice`). */
  fields?: Record<string, Refusal>;
}

/**
 * A route's `schemaErrorFormatter` from its rules; any other failure is Fastify's 400 (`part/path message`), answered
 * with the route's or the scope's `badRequestCode`.
 */
export const schemaRefusal =
  (rules: SchemaRefusalRules): SchemaErrorFormatter =>
  ([first], part) => {
    const refusal = part === 'params' ? rules.params : rules.fields?.[first?.instancePath ?? ''];
    if (refusal) return ApiError.from(refusal);
    return new Error(`${part}${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`);
  };

/** The reply to an error as a JSON:API error (the one rule every module's scope and core follow). */
export function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply, options: JsonApiErrorOptions = {}) {
  const { status, code, detail, meta } = refusalOf(error, request, options);
  return sendApiError(reply, status, code, detail, meta);
}

/** Answers every error of a module's scope as a JSON:API error (`answerError`). */
export function answerErrorsAsJsonApi(scope: FastifyInstance, options: JsonApiErrorOptions = {}): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => answerError(error, request, reply, options));
}
