// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { validate_stakeLimits } from '../src/generated/validate_stakeLimits.js';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../tests/support/bffCaller.ts';
import { FROZEN, openOutcomes, requestId } from './routeTestKit.ts';

const app = createTestBff();
afterAll(() => app.close());

const DEMO_USER = '100001';
const MAIN = '1000011';
const BONUS = '1000012';

const caller = (login: string | null = 'demo@northbet.example') => bffCaller(app, { login, patch: FROZEN, prefix: 'player-limit' });
const setLimits = (call: Caller, limits: unknown[]) => patchScenario(app, call.scenario, { limits: { userId: DEMO_USER, limits } });

async function stakeLimits(call: Caller, accountId = MAIN) {
  const [bet] = await openOutcomes(call, 1);
  const reply = await call.post('/coupon-api/v1/limits', { typeId: 0, marketIds: [bet.marketId], accountId });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(validate_stakeLimits(reply.json()), JSON.stringify(validate_stakeLimits.errors)).toBe(true);
  return reply.json();
}

async function place(call: Caller, amount: number) {
  const [bet] = await openOutcomes(call, 1);
  return call.post('/coupon-api/v1/place', { requestId: requestId(), accountId: MAIN, typeId: 0, amount, bets: [{ marketId: bet.marketId, coef: bet.coef }], changeCoefAction: 1, exactCoef: null });
}

describe('POST /coupon-api/v1/limits: what the player\'s own limits leave', () => {
  it('answers 401 to a visitor', async () => {
    const guest = await caller(null);
    const [bet] = await openOutcomes(guest, 1);
    expect((await guest.post('/coupon-api/v1/limits', { typeId: 0, marketIds: [bet.marketId], accountId: MAIN })).statusCode).toBe(401);
  });

  it('names no player limit when none caps the stake (none set, or the no-limit value)', async () => {
    const call = await caller();
    expect(await stakeLimits(call)).toEqual({ min: 100, max: 500_000, currency: 'RUB', maxPayout: 10_000_000 });
    await setLimits(call, [{ limitType: 2, limitValue: 999_999_999 }]);
    expect((await stakeLimits(call)).playerLimit).toBeUndefined();
  });

  it('answers what the wagering limit leaves after the stakes of its period, on every account', async () => {
    const call = await caller();
    await setLimits(call, [{ limitType: 1, limitValue: 1_000 }]);
    expect(await stakeLimits(call)).toEqual({ min: 100, max: 500_000, currency: 'RUB', maxPayout: 10_000_000, playerLimit: { kind: 'wagering', remaining: 1_000 } });
    expect((await place(call, 600)).statusCode).toBe(200);
    expect((await stakeLimits(call)).playerLimit).toEqual({ kind: 'wagering', remaining: 400 });
    expect((await stakeLimits(call, BONUS)).playerLimit).toEqual({ kind: 'wagering', remaining: 400 });
    // The amount it answers is the one the place call enforces.
    const refused = await place(call, 400.01);
    expect([refused.statusCode, refused.json().errors[0].code, refused.json().errors[0].meta]).toEqual([403, 'wagering_limit_exceeded', { limitType: 1, remaining: 400 }]);
  });

  it('answers the tightest limit, a loss limit included, and the place call refuses with that one', async () => {
    const call = await caller();
    await setLimits(call, [
      { limitType: 3, limitValue: 5_000 },
      { limitType: 10, limitValue: 700 },
    ]);
    expect((await stakeLimits(call)).playerLimit).toEqual({ kind: 'loss', remaining: 700 });
    const refused = await place(call, 800);
    expect([refused.statusCode, refused.json().errors[0].code, refused.json().errors[0].meta]).toEqual([403, 'loss_limit_exceeded', { limitType: 10, remaining: 700 }]);
  });

  it('does not count a pending raise: the active limit holds until it is confirmed', async () => {
    const call = await caller();
    await setLimits(call, [
      { limitType: 1, limitValue: 500 },
      { limitType: 1, limitValue: 50_000, limitState: 'PENDING', needApprove: true },
    ]);
    expect((await stakeLimits(call)).playerLimit).toEqual({ kind: 'wagering', remaining: 500 });
  });
});
