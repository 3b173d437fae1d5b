// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { SECONDS_PER_DAY } from '../src/limitsConstants.ts';

/**
 * The wagering (1–3) and loss (10–12) limits count the stakes of their own rolling window: 24 h, 7 d, 30 d. The
 * scenario's clock moves forward by the test-mode patch (`limits.advanceSeconds`): no test waits.
 */
const app = createTestBff();
afterAll(() => app.close());

const LIMITS = '/limit-service-api/api/external/web/v3/limits';

let requests = 0;
async function place(call: Caller, amount: number) {
  const events = (await call.get('/line-api/v1/line/events?sport=football')).json().events as Array<{ markets: Array<{ outcomes: Array<{ id: string; coef: number; isBlocked: boolean }> }> }>;
  const outcome = events.flatMap((event) => event.markets[0]?.outcomes ?? []).find((candidate) => !candidate.isBlocked)!;
  return call.post('/coupon-api/v1/place', { requestId: `rolling-${++requests}`, accountId: '1000011', typeId: 0, amount, bets: [{ marketId: outcome.id, coef: outcome.coef }], changeCoefAction: 1, exactCoef: null });
}
const overLimit = (reply: { statusCode: number; json(): unknown }) => {
  const error = (reply.json() as { errors: Array<{ code: string; meta?: { remaining: number; limitType: number } }> }).errors[0];
  return [reply.statusCode, error.code, error.meta?.limitType, error.meta?.remaining];
};
const advanceDays = (call: Caller, days: number) => patchScenario(app, call.scenario, { limits: { advanceSeconds: days * SECONDS_PER_DAY + 1 } });

describe.each([
  ['wagering', 'wagering_limit_exceeded', [1, 2, 3]],
  ['loss', 'loss_limit_exceeded', [10, 11, 12]],
] as const)('the %s limits over 24 h, 7 d and 30 d', (_, code, [day, week, month]) => {
  it('count a stake against each limit whose window it is in, and no longer once it has left it', async () => {
    const call = await caller(app, { patch: { sports: { frozen: true } }, prefix: 'rolling' });
    const saved = await call.post(LIMITS, { limits: [{ limitType: day, limitValue: 1_000 }, { limitType: week, limitValue: 1_500 }, { limitType: month, limitValue: 2_000 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await place(call, 1_000)).statusCode).toBe(200);
    expect(overLimit(await place(call, 100))).toEqual([403, code, day, 0]);
    // A day later the stake no longer counts against the 24 h limit, but still against the 7 d one.
    await advanceDays(call, 1);
    expect(overLimit(await place(call, 600))).toEqual([403, code, week, 500]);
    expect((await place(call, 500)).statusCode).toBe(200);
    // A week later both stakes have left the 7 d window and are still in the 30 d one.
    await advanceDays(call, 7);
    expect(overLimit(await place(call, 600))).toEqual([403, code, month, 500]);
    expect((await place(call, 500)).statusCode).toBe(200);
    // A month later nothing counts any more.
    await advanceDays(call, 30);
    expect((await place(call, 1_000)).statusCode).toBe(200);
  });
});
