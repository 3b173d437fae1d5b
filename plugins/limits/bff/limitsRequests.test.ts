// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { caller as bffCaller } from '../../../tests/support/bffCaller.ts';

const app = createTestBff();
afterAll(() => app.close());

const API = '/limit-service-api/api/external/web/v3';
const BASE = '/limit-service-api/limit/external/web/api/v1';
const REALITY_CHECK = '/web-api/api/web/user/v1/reality-check';
const INVALID = { success: false, status: 400, title: 'These limits cannot be set.' };

const caller = () => bffCaller(app, { prefix: 'limits-requests' });

const json = (value: unknown) => JSON.stringify(value);
/** Request bodies (JSON text) each call's schema refuses, in the shape the page reads, before the desk sees them. */
const REFUSED: Array<[string, string]> = [
  [`${API}/limits`, json('not an object')],
  [`${API}/limits`, json({ limits: { limitType: 20, limitValue: 1000 } })],
  [`${API}/limits`, json({ limits: [{ limitType: 20 }] })],
  [`${API}/limits`, json({ limits: [{ limitType: 20.5, limitValue: 1000 }] })],
  [`${API}/limits`, json({ limits: [{ limitType: 20, limitValue: 1000, extra: true }] })],
  [`${API}/limits`, '{"limits":[{"limitType":20,"limitValue":1000,"__proto__":{"admin":true}}]}'],
  [`${API}/limits`, json({ limits: Array.from({ length: 15 }, () => ({ limitType: 20, limitValue: 1000 })) })],
  [`${API}/limits`, json({ limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 'why' }] })],
  [`${API}/testanswers`, json({ tokenGuid: 'x'.repeat(65), answers: [] })],
  [`${API}/testanswers`, json({ tokenGuid: 'token', answers: Array.from({ length: 21 }, () => ({ questionId: 1, answerId: 1 })) })],
  [`${API}/testanswers`, json({ tokenGuid: 'token', answers: [{ questionId: 1 }] })],
  [`${API}/limitaction`, json({ limitType: 20, action: 'approve' })],
  [`${API}/limitaction`, json({ action: 'confirm' })],
  [`${BASE}/BlockUser`, json({ days: 7.5 })],
  [`${BASE}/BlockUser`, json({ days: '30' })],
  [`${API}/limits`, json({ limits: [{ limitType: 20, limitValue: '1000' }] })],
  [`${API}/limits`, json({ limits: [{ limitType: 20, limitValue: null }] })],
  [`${BASE}/BlockUser`, json({ days: 7, constructor: 'x' })],
  [REALITY_CHECK, json({ data: { attributes: { action: 'continue', do_not_show_again: true, popup_show_at: -1 } } })],
  [REALITY_CHECK, json({ data: { attributes: { action: 'continue', do_not_show_again: true, popup_show_at: 1, extra: 1 } } })],
  [REALITY_CHECK, json({ data: {} })],
];

describe('the limits calls refuse a malformed request by its schema', () => {
  it('answers 400 with the invalid title for each', async () => {
    const call = await caller();
    for (const [url, body] of REFUSED) {
      const reply = await call.post(url, body);
      expect([url, reply.statusCode, reply.json()], body).toEqual([url, 400, INVALID]);
    }
  });

  it('words the refusal in the X-Language language', async () => {
    const call = await caller();
    const reply = await app.inject({
      method: 'POST',
      url: `${API}/limitaction`,
      payload: { limitType: 'twenty', action: 'confirm' },
      headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}`, authorization: `Bearer ${call.token}`, 'x-language': 'ru' },
    });
    expect([reply.statusCode, reply.json()]).toEqual([400, { success: false, status: 400, title: 'Эти лимиты установить нельзя.' }]);
  });

  it('refuses a limit type in the path that is not digits', async () => {
    const call = await caller();
    for (const limitType of ['abc', '1e2', '1234', '-1']) {
      const reply = await app.inject({ method: 'DELETE', url: `${API}/limits/${limitType}`, headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}`, authorization: `Bearer ${call.token}` } });
      expect([limitType, reply.statusCode, reply.json()]).toEqual([limitType, 400, INVALID]);
    }
  });

  it('still answers a visitor 401 first, whatever the body', async () => {
    const guest = await bffCaller(app, { login: null, prefix: 'limits-requests' });
    expect((await guest.post(`${API}/limits`, { limits: 'x' })).statusCode).toBe(401);
  });

  it('takes a well-formed request to the desk, whose rules still refuse what they refuse', async () => {
    const call = await caller();
    expect((await call.post(`${BASE}/BlockUser`, { days: 2 })).json()).toEqual(INVALID);
    expect((await call.post(`${API}/limitaction`, { limitType: 20, action: 'confirm' })).json()).toEqual({ success: false, status: 404, title: 'There is no limit waiting for your decision.' });
  });
});
