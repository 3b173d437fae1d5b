// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../tests/support/bffCaller.ts';
import { validate_limitsReply } from '../src/generated/validate_limitsReply.js';
import type { Limit } from '../schemas/limits.ts';

const app = createTestBff();
afterAll(() => app.close());

const API = '/limit-service-api/api/external/web/v3';
const HOUR = 3600;

/** The demo player on a domain under a jurisdiction profile (the scenario's copy of the demo domain, profile switched). */
const playerUnder = (jurisdiction: string) => bffCaller(app, { patch: { jurisdiction }, prefix: 'cooling-off' });
const switchProfile = (call: Caller, jurisdiction: string) => patchScenario(app, call.scenario, { jurisdiction });
const advance = (call: Caller, seconds: number) => patchScenario(app, call.scenario, { limits: { advanceSeconds: seconds } });

async function limitsOf(call: Caller): Promise<{ limits: Limit[]; serverTime: number }> {
  const reply = await call.get(`${API}/limits`);
  expect(validate_limitsReply(reply.json())).toBe(true);
  return reply.json();
}
const confirm = async (call: Caller) => (await call.post(`${API}/limitaction`, { limitType: 1, action: 'confirm' })).statusCode;

/** A wagering limit of 1 000, then raised to 5 000: the raise waits; answers when it was asked. */
async function raiseWageringLimit(call: Caller): Promise<number> {
  expect((await call.post(`${API}/limits`, { limits: [{ limitType: 1, limitValue: 1_000 }] })).statusCode).toBe(200);
  const { serverTime } = await limitsOf(call);
  expect((await call.post(`${API}/limits`, { limits: [{ limitType: 1, limitValue: 5_000 }] })).statusCode).toBe(200);
  return serverTime;
}

describe('the cooling-off of a raised limit is the jurisdiction profile\'s (increaseCoolingOffHours)', () => {
  it.each([
    ['none', 24],
    ['ukgc', 24],
    ['mga', 24],
    ['se', 72],
    ['de', 7 * 24],
  ])('under %s, a raised limit starts %i h after it was asked for, and cannot be confirmed a second sooner', async (jurisdiction, hours) => {
    const call = await playerUnder(jurisdiction);
    const askedAt = await raiseWageringLimit(call);
    const pending = (await limitsOf(call)).limits.find((limit) => limit.limitState === 'PENDING')!;
    expect(pending).toMatchObject({ limitValue: 5_000, needApprove: true });
    expect(pending.endsAt! - askedAt).toBeGreaterThanOrEqual(hours * HOUR);
    expect(pending.endsAt! - askedAt).toBeLessThanOrEqual(hours * HOUR + 2);

    await advance(call, hours * HOUR - 5);
    expect(await confirm(call)).toBe(409);
    await advance(call, 5);
    expect(await confirm(call)).toBe(200);
    const [active] = (await limitsOf(call)).limits;
    expect(active).toMatchObject({ limitType: 1, limitValue: 5_000, limitState: 'ACTIVE', endsAt: null });
    expect(active.startedAt! - askedAt).toBeGreaterThanOrEqual(hours * HOUR);
  });

  it('keeps the wait of the profile the raise was asked under: switching the domain to a 24 h profile cannot confirm it sooner', async () => {
    const call = await playerUnder('se');
    await raiseWageringLimit(call);
    await switchProfile(call, 'ukgc');
    await advance(call, 24 * HOUR);
    expect(await confirm(call)).toBe(409);
    await advance(call, 48 * HOUR);
    expect(await confirm(call)).toBe(200);
  });

  it('refuses a scenario switched to a profile that does not exist', async () => {
    const reply = await app.inject({ method: 'POST', url: '/bff-test/scenario/cooling-off-unknown', payload: { jurisdiction: 'atlantis' }, headers: { host: 'localhost' } });
    expect(reply.statusCode).toBe(400);
  });
});
