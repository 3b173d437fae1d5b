// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { FROZEN, openOutcomes, requestId } from './routeTestKit.ts';

// Each kind of refusal the sports routes' schemas make (couponRequestSchemas.ts, lineRequestSchemas.ts): the status
// and the code the pages map, as a JSON:API error. Without the schema these requests would reach the handlers.

const app = createTestBff();
afterAll(() => app.close());

let call: Caller;
let outcome: { marketId: string; coef: number };
beforeAll(async () => {
  call = await caller(app, { patch: FROZEN, prefix: 'sports-schemas' });
  [outcome] = await openOutcomes(call, 1);
});

const single = (extra: Record<string, unknown> = {}) => ({ requestId: requestId(), accountId: '1000011', typeId: 0, amount: 100, bets: [{ marketId: outcome.marketId, coef: outcome.coef }], ...extra });

/** A refusal by a route schema: its detail names the part of the request (`body/amount must be number`). */
async function expectRefused(reply: Promise<{ statusCode: number; json(): unknown }>, status: number, code: string, detail: RegExp, what: string) {
  const answered = await reply;
  expect(answered.statusCode, what).toBe(status);
  expect(answered.json(), what).toEqual({ errors: [{ status: String(status), code, detail: expect.stringMatching(detail) }] });
}

describe('coupon bodies: 400 invalid_coupon', () => {
  it('refuses a placing that breaks placeCouponRequest: unknown fields kept, no type coerced, bounds held', async () => {
    const cases: Array<[string, unknown]> = [
      ['an unknown field is refused, not dropped', single({ bonusCode: 'FREE' })],
      ['a number sent as text', single({ amount: '100' })],
      ['a flag sent as text', single({ isVipBet: 'true' })],
      ['an account id sent as a number', single({ accountId: 1000011 })],
      ['an amount above the bound', single({ amount: 2e9 })],
      ['an amount below one minor unit', single({ amount: 0.001 })],
      ['a price above the bound', single({ bets: [{ marketId: outcome.marketId, coef: 20_000 }] })],
      ['a score above the bound', single({ bets: [{ marketId: outcome.marketId, coef: outcome.coef, score: { home: 1e6, away: 0 } }] })],
      ['an exact price above the bound', single({ exactCoef: 2e6 })],
      ['a system of more bets than a coupon takes', single({ typeId: 2, systemValue: 41 })],
      ['one hyper-bonus field without the others', single({ maxHyperBonusLimit: 100 })],
    ];
    for (const [what, body] of cases) await expectRefused(call.post('/coupon-api/v1/place', body), 400, 'invalid_coupon', /^body/, what);
  });

  it('refuses stake-limit, save and price requests that break their schemas', async () => {
    const ids = [outcome.marketId];
    const cases: Array<[string, string, unknown]> = [
      ['limits: an unknown field', '/coupon-api/v1/limits', { typeId: 0, marketIds: ids, accountId: '1000011', userId: '1' }],
      ['limits: no account', '/coupon-api/v1/limits', { typeId: 0, marketIds: ids }],
      ['limits: an outcome twice', '/coupon-api/v1/limits', { typeId: 9, marketIds: [...ids, ...ids], accountId: '1000011' }],
      ['limits: 41 outcomes', '/coupon-api/v1/limits', { typeId: 9, marketIds: Array.from({ length: 41 }, (_, index) => `${1000 + index}:1x2:1`), accountId: '1000011' }],
      ['save: an unknown field', '/coupon-api/v1/save', { typeId: 0, marketIds: ids, code: 'AAAAAAAA' }],
      ['save: a hostile outcome id', '/coupon-api/v1/save', { typeId: 0, marketIds: ['<script>'] }],
      ['save: a system size as text', '/coupon-api/v1/save', { typeId: 2, systemValue: '2', marketIds: ids }],
      ['markets: an unknown field', '/coupon-api/v1/markets', { ids, all: true }],
      ['markets: no ids', '/coupon-api/v1/markets', {}],
    ];
    for (const [what, url, body] of cases) await expectRefused(call.post(url, body), 400, 'invalid_coupon', /^body/, what);
  });

  it('asks a visitor to sign in before looking at the body', async () => {
    const visitor = await caller(app, { login: null, prefix: 'sports-schemas' });
    expect((await visitor.post('/coupon-api/v1/place', { hostile: true })).statusCode).toBe(401);
    expect((await visitor.post('/coupon-api/v1/limits', 'null')).statusCode).toBe(401);
  });
});

describe('query strings: 400 invalid_request', () => {
  it('refuses malformed and repeated parameters of the line and the history', async () => {
    const urls = [
      '/coupon-api/v1/history?limit=101',
      '/coupon-api/v1/history?limit=1&limit=2',
      '/coupon-api/v1/history?opened=',
      '/line-api/v1/live/events?limit=1001',
      '/line-api/v1/line/events?champ=UPPER',
      '/line-api/v1/line/events?pageType=a%20b',
      '/line-api/v1/line/events?top=1&top=0',
      `/line-api/v1/search?q=${'x'.repeat(101)}`,
      '/line-api/v1/search?q=%20a%20',
      '/line-api/v1/results?date=2026-5-1',
      '/line-api/v1/results?sport=%3Cscript%3E',
      '/line-api/v1/line/tree?lang=en&lang=de',
      `/line-api/v1/express-day?lang=${'e'.repeat(21)}`,
    ];
    for (const url of urls) await expectRefused(call.get(url), 400, 'invalid_request', /^querystring/, url);
  });

  it('takes the parameters the pages send, empty filters as none', async () => {
    for (const url of ['/line-api/v1/line/events?sport=&champ=&top=&pageType=', '/line-api/v1/results?date=', '/coupon-api/v1/history?opened=0&limit=100', '/line-api/v1/line/tree?lang=xx-YY']) {
      expect((await call.get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('params: a malformed id is a 404 with the page\'s "not found" code', () => {
  it('answers coupon_not_found and event_not_found', async () => {
    for (const id of ['abc', '9'.repeat(21), '%3Cscript%3E']) await expectRefused(call.get(`/coupon-api/v1/coupon/${id}`), 404, 'coupon_not_found', /^no coupon has this id$/, id);
    for (const code of ['short', 'AAAAAAA1', 'AAAAAAAAA']) await expectRefused(call.get(`/coupon-api/v1/load/${code}`), 404, 'coupon_not_found', /^no coupon has this id$/, code);
    for (const id of ['abc', '1'.repeat(13), '-1']) await expectRefused(call.get(`/line-api/v1/event/${id}`), 404, 'event_not_found', /^no event has this id$/, id);
  });
});
