// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../../tests/support/bffCaller.ts';

const app = createTestBff();
afterAll(() => app.close());

const API = '/payments-api/v1';
/** The demo player's main RUB account (plugins/account/bff/users.json). */
const MAIN = '1000011';

let keys = 0;
const newKey = () => `schema-key-${Date.now()}-${++keys}`;

const caller = () => bffCaller(app, { prefix: 'payments-schemas' });

function post(call: Caller, url: string, body: unknown): Promise<LightMyRequestResponse> {
  const headers = { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}`, 'idempotency-key': newKey(), 'content-type': 'application/json' };
  return app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
}

/** The JSON:API refusal a route's schema answers: 400, the code the page reads, and a detail for the developer. */
const schemaRefusal = (reply: LightMyRequestResponse) => {
  const error = reply.json().errors[0];
  expect(error.status).toBe(String(reply.statusCode));
  expect(typeof error.detail).toBe('string');
  return [reply.statusCode, error.code];
};

describe('the money calls refuse by their schemas', { timeout: 30_000 }, () => {
  it('a currency the site does not offer, whatever the name (__proto__, constructor), and a direction there is not', async () => {
    const call = await caller();
    for (const currency of ['XYZ', '__proto__', 'constructor', 'toString']) {
      expect(schemaRefusal(await call.get(`${API}/methods?direction=deposit&currency=${currency}`)), currency).toEqual([400, 'bad_request']);
    }
    expect(schemaRefusal(await call.get(`${API}/methods?direction=sideways&currency=RUB`))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.get(`${API}/methods?direction=deposit`))).toEqual([400, 'bad_request']);
  });

  it('a deposit or withdrawal body with a property no call takes, a missing or over-long field, or an amount that is no number', async () => {
    const call = await caller();
    const deposit = { methodId: 'card', accountId: MAIN, amount: 1000, lang: 'en' };
    expect(schemaRefusal(await post(call, `${API}/deposits`, { ...deposit, status: 'paid' }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await post(call, `${API}/deposits`, { methodId: 'card', accountId: MAIN }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await post(call, `${API}/deposits`, { ...deposit, methodId: 'x'.repeat(41) }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await post(call, `${API}/deposits`, { ...deposit, amount: { value: 1000 } }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await post(call, `${API}/deposits`, { ...deposit, lang: 'en/../../evil' }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await post(call, `${API}/withdrawals`, { methodId: 'card', accountId: MAIN, amount: 500, fee: 0 }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await post(call, `${API}/withdrawals/${'P'.repeat(41)}/cancel`, {}))).toEqual([400, 'bad_request']);
  });

  it('a history filter that is no type, or a period that is no Unix seconds', async () => {
    const call = await caller();
    expect(schemaRefusal(await call.get(`${API}/payments?type=bet`))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.get(`${API}/payments?from=-5`))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.get(`${API}/payments?to=yesterday`))).toEqual([400, 'bad_request']);
  });

  it('a consultant message too long as the page’s message_invalid', async () => {
    const call = await caller();
    const request = { topicId: 'general', subTopicId: null, transactionId: null, message: 'x'.repeat(1001) };
    expect(schemaRefusal(await post(call, `${API}/consultant/requests?flag=1`, request))).toEqual([400, 'message_invalid']);
  });

  it("the payment page's form: an outcome it does not offer, another field or another token is its HTML 'gone', and the deposit stays to be paid", async () => {
    const call = await caller();
    const created = await post(call, `${API}/deposits`, { methodId: 'card', accountId: MAIN, amount: 100, lang: 'en' });
    const page = new URL(created.json().redirectUrl as string);
    const press = (path: string, form: string) =>
      app.inject({ method: 'POST', url: path, headers: { host: page.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    for (const [path, form] of [
      [page.pathname, 'outcome=refund'],
      [page.pathname, 'outcome=success&amount=1'],
      [page.pathname, ''],
      [`${page.pathname}x`, 'outcome=success'],
    ]) {
      const refused = await press(path, form);
      expect([form, refused.statusCode, refused.headers['content-type']]).toEqual([form, 404, 'text/html; charset=utf-8']);
    }
    const paid = await press(page.pathname, 'outcome=success');
    expect([paid.statusCode, String(paid.headers.location)]).toEqual([303, expect.stringContaining('/en/onpay/success?')]);
  });
});
