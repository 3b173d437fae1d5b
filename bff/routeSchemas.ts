import AjvModule from 'ajv';
import type { FastifyInstance } from 'fastify';

// A CommonJS package: loaded from ESM its export sits under `default`.
const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default;

/**
 * Makes a scope's route schemas (`schema: { body, querystring, params }`) validate input as it was sent. Fastify's
 * default ajv coerces types (a JSON body's "5", `true` or `[5]` passes as the number 5, `null` as 0) and silently
 * drops the fields `additionalProperties: false` forbids; a call that refuses malformed input must see it as sent.
 * Query strings and path parameters arrive as strings, so their schemas declare strings (an integer by a pattern).
 */
export function validateRouteSchemasAsSent(scope: FastifyInstance): void {
  const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false, strict: true });
  scope.setValidatorCompiler(({ schema }) => ajv.compile(schema));
}
