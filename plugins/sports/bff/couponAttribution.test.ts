// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../bff/createServer.ts';
import { caller } from '../../../tests/support/bffCaller.ts';
import { projectRoot } from '../../../tests/support/bffFetch.ts';
import { testDatabase } from '../../../tests/support/databaseTemplate.ts';
import { FROZEN, openOutcomes, requestId } from './routeTestKit.ts';

const database = testDatabase();
const app = createServer({ root: projectRoot, testMode: true, database });
afterAll(() => app.close());

const MAIN = '1000011';

/** A single on the first open football outcome, with the submitted coupon's extra fields. */
async function single(call: Awaited<ReturnType<typeof caller>>, extra: Record<string, unknown>) {
  const [outcome] = await openOutcomes(call, 1);
  return { requestId: requestId(), accountId: MAIN, typeId: 0, amount: 100, bets: [{ marketId: outcome.marketId, coef: outcome.coef }], changeCoefAction: 2, exactCoef: null, ...extra };
}

describe('who places a coupon (first document 3.3: userId, refId, coef)', () => {
  it('keeps the affiliate who referred the player with the coupon, for the operator\'s reports', async () => {
    const call = await caller(app, { patch: FROZEN, prefix: 'sports-attribution' });
    const body = await single(call, { userId: '100001', refId: 'partner-42', coef: 1.5 });
    const placed = await call.post('/coupon-api/v1/place', body);
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await database.query<{ ref_id: string | null }>('SELECT ref_id FROM sports_coupon WHERE coupon_id = $1', [placed.json().coupon.id]);
    expect(row.ref_id).toBe('partner-42');
  });

  it("refuses a coupon made for another player, and a referral value no partner's link carries", async () => {
    const call = await caller(app, { patch: FROZEN, prefix: 'sports-attribution' });
    const other = await call.post('/coupon-api/v1/place', await single(call, { userId: '100002' }));
    expect([other.statusCode, other.json().errors[0].code]).toEqual([403, 'user_mismatch']);
    const hostile = await call.post('/coupon-api/v1/place', await single(call, { userId: '100001', refId: 'x; Path=/' }));
    expect(hostile.statusCode).toBe(400);
  });
});

describe('the total odds as the bettor saw them (first document 3.3: coefByView, coefViewId)', () => {
  it('keeps the text of the slip\'s total odds in the bettor\'s format with the coupon, in its history too', async () => {
    const call = await caller(app, { patch: FROZEN, prefix: 'sports-shown-odds' });
    const body = await single(call, { coef: 8.8, coefViewId: 16, coefByView: '15/2' });
    const placed = await call.post('/coupon-api/v1/place', body);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().coupon).toMatchObject({ coefViewId: 16, coefByView: '15/2' });
    const history = await call.get('/coupon-api/v1/history?lang=en');
    const kept = (history.json() as { coupons: { id: string; coefByView?: string }[] }).coupons.find((coupon) => coupon.id === placed.json().coupon.id);
    expect(kept?.coefByView).toBe('15/2');
  });

  it('refuses a text that is not that price in that format, and a text without its format', async () => {
    const call = await caller(app, { patch: FROZEN, prefix: 'sports-shown-odds' });
    const better = await call.post('/coupon-api/v1/place', await single(call, { coef: 8.8, coefViewId: 16, coefByView: '8/1' }));
    expect([better.statusCode, better.json().errors[0].code]).toEqual([400, 'invalid_coupon']);
    const formatless = await call.post('/coupon-api/v1/place', await single(call, { coef: 8.8, coefByView: '7.80' }));
    expect(formatless.statusCode).toBe(400);
  });
});
