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
