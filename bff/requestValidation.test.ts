// @vitest-environment node
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestValidatorCompiler } from './requestValidation.ts';

const bodySchema = { $id: 'requestValidationTestBody', type: 'object', required: ['amount'], additionalProperties: false, properties: { amount: { type: 'number' } } } as const;
const querySchema = { type: 'object', properties: { limit: { type: 'integer', minimum: 1, default: 10 } } } as const;

function server() {
  const app = Fastify();
  app.setValidatorCompiler(requestValidatorCompiler);
  app.post('/body', { schema: { body: bodySchema } }, async (request) => ({ body: request.body }));
  app.get('/query', { schema: { querystring: querySchema } }, async (request) => ({ query: request.query }));
  return app;
}

describe('route schemas (requestValidatorCompiler)', () => {
  it('checks a body as it was sent: an unknown field or a number as text is refused, not dropped or converted', async () => {
    const app = server();
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/body', payload: payload as Record<string, unknown> });
    expect((await post({ amount: 5 })).json()).toEqual({ body: { amount: 5 } });
    expect((await post({ amount: 5, admin: true })).statusCode).toBe(400);
    expect((await post({ amount: '5' })).statusCode).toBe(400);
    await app.close();
  });

  it('reads a query string as the types its schema names, with defaults, and refuses a repeated parameter', async () => {
    const app = server();
    expect((await app.inject('/query?limit=5')).json()).toEqual({ query: { limit: 5 } });
    expect((await app.inject('/query')).json()).toEqual({ query: { limit: 10 } });
    expect((await app.inject('/query?limit=5&limit=6')).statusCode).toBe(400);
    expect((await app.inject('/query?limit=abc')).statusCode).toBe(400);
    await app.close();
  });

  it('compiles a schema with an $id once, however many servers use it', async () => {
    const [first, second] = [server(), server()];
    await Promise.all([first.ready(), second.ready()]);
    expect((await second.inject({ method: 'POST', url: '/body', payload: { amount: 1 } })).statusCode).toBe(200);
    await Promise.all([first.close(), second.close()]);
  });
});
