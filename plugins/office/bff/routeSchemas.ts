import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The schemas of a route's parts, as Fastify's route option `schema` takes them. */
export interface RouteSchemas {
  body?: JSONSchema;
  querystring?: JSONSchema;
  params?: JSONSchema;
}

type Typed<Schema> = Schema extends JSONSchema ? FromSchema<Schema> : unknown;

/** A route's generic typing from its schemas: the handler gets the body, query and params the schemas let through. */
export interface RouteOf<Schemas extends RouteSchemas> {
  Body: Typed<Schemas['body']>;
  Querystring: Typed<Schemas['querystring']>;
  Params: Typed<Schemas['params']>;
}

/** A string of at most `maxLength` characters. */
export const text = <const Length extends number>(maxLength: Length) => ({ type: 'string', maxLength }) as const;

/** Null, or a string of at most `maxLength` characters. */
export const textOrNull = <const Length extends number>(maxLength: Length) => ({ anyOf: [{ type: 'null' }, text(maxLength)] }) as const;

/** An object of these properties only (bff/requestValidation.ts refuses any other), the `required` ones present. */
export const objectOf = <const Properties extends Record<string, JSONSchema>, const Required extends ReadonlyArray<keyof Properties & string>>(properties: Properties, required: Required) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;
