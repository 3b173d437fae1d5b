import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { ApiError } from '../../../bff/bffModule.ts';

// Fastify names these types without exporting them.
type SchemaErrorFormatter = Parameters<FastifyInstance['setSchemaErrorFormatter']>[0];
type SchemaErrorDataVar = Parameters<SchemaErrorFormatter>[1];

// What a request its route schema refuses answers (couponRequestSchemas.ts, lineRequestSchemas.ts), with the codes
// the pages map: a coupon body is an `invalid_coupon` (the slip says what is wrong with the coupon), a query string an
// `invalid_request`.

const detailOf = ([error]: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar) => `${dataVar}${error?.instancePath ?? ''} ${error?.message ?? 'is not valid'}`;

/** The sports scope's refusal of a body or a query string its schema refuses. */
export const refuseRequest: SchemaErrorFormatter = (errors, dataVar) => new ApiError(400, dataVar === 'body' ? 'invalid_coupon' : 'invalid_request', detailOf(errors, dataVar));

/**
 * A route whose params name a thing: an id that cannot be one names nothing, a 404 with the code of its "not found"
 * (the pages show "not found" for a 404, and a link with a mangled id is a missing thing to the player).
 */
export const badParamsNotFound =
  (code: string, what: string): SchemaErrorFormatter =>
  (errors, dataVar) =>
    dataVar === 'params' ? new ApiError(404, code, `no ${what} has this id`) : refuseRequest(errors, dataVar);
