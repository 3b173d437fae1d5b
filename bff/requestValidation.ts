import AjvModule, { type AnySchema } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

// A CommonJS package: loaded from ESM its export sits under `default`.
const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default;

// Fastify's own defaults would strip the fields a body schema does not allow (removeAdditional) and coerce a body's
// "100" into 100: a hostile or malformed body would pass as a clean one. A body is checked as it was sent; the query
// string and the params, which are text, are read as the types their schemas name (a repeated parameter becomes an
// array, refused where one value is expected).
const common = { useDefaults: true, removeAdditional: false, allErrors: false, strict: true } as const;
const asSent = new Ajv({ ...common, coerceTypes: false });
const fromText = new Ajv({ ...common, coerceTypes: 'array' });

/**
 * Compiles a route's `schema: { body, querystring, params }` (every module's routes: `app.setValidatorCompiler`). The
 * instances live as long as the process, so a schema is compiled once however many servers a test starts; a schema
 * with an `$id` is compiled under it once.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? asSent : fromText;
  const id = typeof schema === 'object' ? schema.$id : undefined;
  return (id !== undefined && ajv.getSchema(id)) || ajv.compile(schema);
};
