// @vitest-environment node
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerErrorsAsJsonApi, schemaRefusal, type Refusal } from './jsonApiErrors.ts';
import { requestValidatorCompiler } from './requestValidation.ts';

const GAME_NOT_FOUND: Refusal = { status: 404, code: 'game_not_found', detail: 'no game has this id' };
const INVALID_CHOICE: Refusal = { status: 400, code: 'invalid_choice', detail: 'choice is out of range' };
const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[a-z]{1,8}$' } } } as const;
const body = { type: 'object', required: ['choice', 'note'], additionalProperties: false, properties: { choice: { type: 'integer', maximum: 3 }, note: { type: 'string', maxLength: 5 } } } as const;
const query = { type: 'object', properties: { page: { type: 'integer' } } } as const;

/** A scope whose default 400 code is `scope_code`, a route naming its own and a route refusing its params as 404. */
function server() {
  const app = Fastify();
  app.setValidatorCompiler(requestValidatorCompiler);
  answerErrorsAsJsonApi(app, { badRequestCode: (_request, part) => (part === 'querystring' ? 'bad_query' : 'scope_code') });
  app.post('/form', { config: { badRequestCode: 'invalid_form' }, schema: { body } }, async () => ({ ok: true }));
  app.post('/plain', { schema: { body, querystring: query } }, async () => ({ ok: true }));
  const rules = schemaRefusal({ params: GAME_NOT_FOUND, fields: { '/choice': INVALID_CHOICE } });
  app.post('/games/:id', { schema: { params, body }, schemaErrorFormatter: rules }, async () => ({ ok: true }));
  return app;
}

const errorOf = async (app: ReturnType<typeof server>, url: string, payload: string | Record<string, unknown>) => {
  const reply = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
  const [error] = reply.json<{ errors: { status: string; code: string; detail: string }[] }>().errors;
  return { status: reply.statusCode, code: error?.code, detail: error?.detail };
};

describe('what a route schema refuses, answered as a JSON:API error', () => {
  it('answers with the code the route names, for a body its schema refuses and for malformed JSON', async () => {
    const app = server();
    expect(await errorOf(app, '/form', { choice: 1, note: 'far too long' })).toEqual({ status: 400, code: 'invalid_form', detail: 'body/note must NOT have more than 5 characters' });
    expect((await errorOf(app, '/form', '{not json')).code).toBe('invalid_form');
    await app.close();
  });

  it("falls back to the scope's code, which may depend on the part that broke", async () => {
    const app = server();
    expect(await errorOf(app, '/plain', { choice: 1 })).toMatchObject({ status: 400, code: 'scope_code' });
    expect(await errorOf(app, '/plain?page=x', { choice: 1, note: 'a' })).toMatchObject({ status: 400, code: 'bad_query' });
    await app.close();
  });

  it('answers a path parameter that names nothing with the call\'s 404, and a field with its own refusal', async () => {
    const app = server();
    expect(await errorOf(app, '/games/NOT-AN-ID', { choice: 1, note: 'a' })).toEqual({ status: 404, code: 'game_not_found', detail: 'no game has this id' });
    expect(await errorOf(app, '/games/slots', { choice: 9, note: 'a' })).toEqual({ status: 400, code: 'invalid_choice', detail: 'choice is out of range' });
    expect(await errorOf(app, '/games/slots', { choice: 1, note: 'far too long' })).toMatchObject({ status: 400, code: 'scope_code', detail: 'body/note must NOT have more than 5 characters' });
    await app.close();
  });
});
