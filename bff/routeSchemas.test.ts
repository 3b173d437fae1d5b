// @vitest-environment node
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { validateRouteSchemasAsSent } from './routeSchemas.ts';

const bodySchema = { type: 'object', additionalProperties: false, properties: { count: { type: 'integer' }, sort: { type: 'string', default: 'new' } } } as const;

async function serverEchoingBody() {
  const app = Fastify();
  app.register(async (scope) => {
    validateRouteSchemasAsSent(scope);
    scope.post('/echo', { schema: { body: bodySchema } }, async (request) => request.body);
  });
  await app.ready();
  return app;
}

describe('route schemas validated as sent', () => {
  it.each([
    ['a number as text', { count: '5' }],
    ['a number as true', { count: true }],
    ['a number as a list', { count: [5] }],
    ['a number as null', { count: null }],
    ['a field the schema forbids', { count: 5, extra: 1 }],
  ])('refuses %s (Fastify’s default ajv would coerce or drop it)', async (_, payload) => {
    const app = await serverEchoingBody();
    expect((await app.inject({ method: 'POST', url: '/echo', payload })).statusCode).toBe(400);
    await app.close();
  });

  it('takes what the schema allows and fills its defaults', async () => {
    const app = await serverEchoingBody();
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { count: 5 } })).json()).toEqual({ count: 5, sort: 'new' });
    await app.close();
  });
});
