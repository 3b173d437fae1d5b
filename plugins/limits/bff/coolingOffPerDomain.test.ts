// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../tests/support/bffCaller.ts';
import { validate_limitsReply } from '../src/generated/validate_limitsReply.js';
import type { Limit } from '../schemas/limits.ts';

const app = createTestBff();
afterAll(() => app.close());

const API = '/limit-service-api/api/external/web/v3';
const HOUR = 3600;

/** The demo player on a domain whose `limits` config group is `limits` (the scenario's copy of the demo domain). */
const playerOnDomain = (limits?: Record<string, unknown>) => bffCaller(app, { patch: limits ? { config: { limits } } : undefined, prefix: 'cooling-off' });
const setDomain = (call: Caller, limits: Record<string, unknown>) => patchScenario(app, call.scenario, { config: { limits } });
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

describe('the cooling-off of a raised limit is the domain\'s (limits.increaseCoolingOffHours)', () => {
  it('on a domain of 72 h, a raised limit starts 72 h after it was asked for, not 24 h', async () => {
    const call = await playerOnDomain({ increaseCoolingOffHours: 72 });
    const askedAt = await raiseWageringLimit(call);
    const pending = (await limitsOf(call)).limits.find((limit) => limit.limitState === 'PENDING')!;
    expect(pending).toMatchObject({ limitValue: 5_000, needApprove: true });
    expect(pending.endsAt! - askedAt).toBeGreaterThanOrEqual(72 * HOUR);
    expect(pending.endsAt! - askedAt).toBeLessThanOrEqual(72 * HOUR + 2);

    await advance(call, 24 * HOUR);
    expect(await confirm(call)).toBe(409);
    await advance(call, 48 * HOUR - 5);
    expect(await confirm(call)).toBe(409);
    await advance(call, 5);
    expect(await confirm(call)).toBe(200);
    const [active] = (await limitsOf(call)).limits;
    expect(active).toMatchObject({ limitType: 1, limitValue: 5_000, limitState: 'ACTIVE', endsAt: null });
    expect(active.startedAt! - askedAt).toBeGreaterThanOrEqual(72 * HOUR);
  });

  it('keeps the wait of the domain the raise was asked on: a domain of 24 h cannot confirm it sooner', async () => {
    const call = await playerOnDomain({ increaseCoolingOffHours: 72 });
    await raiseWageringLimit(call);
    await setDomain(call, { increaseCoolingOffHours: 24 });
    await advance(call, 24 * HOUR);
    expect(await confirm(call)).toBe(409);
    await advance(call, 48 * HOUR);
    expect(await confirm(call)).toBe(200);
  });

  it('holds the minimum of 24 h: a domain set below it (an invalid group) waits the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const call = await playerOnDomain({ increaseCoolingOffHours: 1 });
    const askedAt = await raiseWageringLimit(call);
    expect(warn).toHaveBeenCalledWith('[limits] config group "limits" is invalid; the defaults apply', expect.objectContaining({ instancePath: '/increaseCoolingOffHours' }));
    const pending = (await limitsOf(call)).limits.find((limit) => limit.limitState === 'PENDING')!;
    expect(pending.endsAt! - askedAt).toBeGreaterThanOrEqual(24 * HOUR);
    await advance(call, HOUR);
    expect(await confirm(call)).toBe(409);
    warn.mockRestore();
  });
});
