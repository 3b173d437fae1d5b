// @vitest-environment node
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../tests/support/bffCaller.ts';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';
import type { Limit } from '../schemas/limits.ts';
import { REALITY_CHECK_MINUTES } from '../src/limitsConstants.ts';
import { SPECIFICATION_LIMIT_RULES } from './domainLimitRules.ts';
import { LimitsDesk } from './limitsDesk.ts';
import { LimitsStore } from './limitsStore.ts';
import { RestrictionCache } from './restrictionCache.ts';

const app = createTestBff();
afterAll(() => app.close());

const API = '/limit-service-api/api/external/web/v3';
const HOUR = 3600;
const DAY = 24 * HOUR;

function on(call: Caller, host: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host, cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}
const save = (call: Caller, host: string, limitType: number, limitValue: number) => on(call, host, 'POST', `${API}/limits`, { limits: [{ limitType, limitValue }] });
const advance = (call: Caller, seconds: number) => patchScenario(app, call.scenario, { limits: { advanceSeconds: seconds } });
const limitsOn = async (call: Caller, host: string) => (await on(call, host, 'GET', `${API}/limits`)).json() as { limits: Limit[]; serverTime: number };
const pendingOn = async (call: Caller, host: string) => (await limitsOn(call, host)).limits.find((limit) => limit.limitState === 'PENDING')!;
const confirm = async (call: Caller, host: string, limitType: number) => (await on(call, host, 'POST', `${API}/limitaction`, { limitType, action: 'confirm' })).statusCode;
const offered = async (call: Caller, host: string, limitType: number) =>
  ((await on(call, host, 'GET', `${API}/availablelimits`)).json() as { limitTypes: Array<{ limitType: number; availableValues: number[] }> }).limitTypes.find((type) => type.limitType === limitType)!.availableValues;

const player = () => bffCaller(app, { prefix: 'profile-limit-rules' });

describe('se: a raised deposit limit waits 72 h and for its running period to end (increaseWaitsForRunningPeriod)', { timeout: 30_000 }, () => {
  it.each([
    ['week', 21, 7 * DAY],
    ['month', 22, 30 * DAY],
  ])('a %s limit raised a day into its period starts when the period ends, not a second sooner', async (_name, limitType, length) => {
    const call = await player();
    expect((await save(call, 'se.localhost', limitType, 1_000)).statusCode).toBe(200);
    // The limit's own start, as the server set it (a read after the save may fall a second later on a busy machine).
    const setAt = (await limitsOn(call, 'se.localhost')).limits.find((limit) => limit.limitType === limitType)!.startedAt!;
    await advance(call, DAY);
    expect((await save(call, 'se.localhost', limitType, 2_000)).statusCode).toBe(200);
    const pending = await pendingOn(call, 'se.localhost');
    expect(pending.endsAt! - setAt).toBe(length);

    await advance(call, pending.endsAt! - (await limitsOn(call, 'se.localhost')).serverTime - 5);
    expect(await confirm(call, 'se.localhost', limitType)).toBe(409);
    await advance(call, 5);
    expect(await confirm(call, 'se.localhost', limitType)).toBe(200);
  });

  it('a day limit waits the 72 hours (its day ends sooner); under ukgc a raised week limit waits its 24 hours only', async () => {
    const call = await player();
    await save(call, 'se.localhost', 20, 1_000);
    await advance(call, HOUR);
    await save(call, 'se.localhost', 20, 2_000);
    const { serverTime } = await limitsOn(call, 'se.localhost');
    expect((await pendingOn(call, 'se.localhost')).endsAt! - serverTime).toBeGreaterThanOrEqual(72 * HOUR - 2);
    expect((await pendingOn(call, 'se.localhost')).endsAt! - serverTime).toBeLessThanOrEqual(72 * HOUR);

    const uk = await player();
    await save(uk, 'uk.localhost', 21, 1_000);
    await advance(uk, DAY);
    await save(uk, 'uk.localhost', 21, 2_000);
    const now = (await limitsOn(uk, 'uk.localhost')).serverTime;
    expect((await pendingOn(uk, 'uk.localhost')).endsAt! - now).toBeLessThanOrEqual(24 * HOUR);
  });
});

describe('the choices a profile allows are the only ones offered and saved', { timeout: 30_000 }, () => {
  it('de offers a monthly deposit limit of at most 1,000 and no "no limit"; se offers no "no limit" for day, week and month; none offers every choice', async () => {
    const call = await player();
    expect(await offered(call, 'de.localhost', 22)).toEqual([1_000]);
    expect(await offered(call, 'de.localhost', 20)).toContain(999_999_999);
    for (const limitType of [20, 21, 22]) expect(await offered(call, 'se.localhost', limitType)).not.toContain(999_999_999);
    expect(await offered(call, 'localhost', 22)).toEqual([1_000, 5_000, 10_000, 50_000, 100_000, 999_999_999]);
    expect(await offered(call, 'localhost', 32)).toEqual(REALITY_CHECK_MINUTES);
  });

  it('a pending raise above the monthly maximum, asked on another domain, is not confirmed on de', async () => {
    const call = await player();
    await save(call, 'localhost', 22, 800);
    await save(call, 'localhost', 22, 5_000);
    await advance(call, 30 * DAY);
    expect(await confirm(call, 'de.localhost', 22)).toBe(403);
    expect(await confirm(call, 'localhost', 22)).toBe(200);
  });

  it('a reality-check interval off the specification\'s list stays refused as before where the profile adds none', async () => {
    const call = await player();
    const refused = await save(call, 'localhost', 32, 7);
    expect([refused.statusCode, refused.json().title]).toEqual([400, 'These limits cannot be set.']);
    expect((await save(call, 'localhost', 32, 30)).statusCode).toBe(200);
  });
});

describe('the reality check under a profile that makes it mandatory with its own intervals (realityCheck)', () => {
  const rules = { ...SPECIFICATION_LIMIT_RULES, realityCheck: { mandatory: true, intervalsMinutes: [30, 60, 90] } };

  async function desk() {
    const store = new LimitsStore(await openTestDatabase(), Date.now);
    return { desk: new LimitsDesk(store, new RestrictionCache(store, Date.now)), realm: randomUUID() };
  }

  it('refuses switching it off (0) and an interval outside the profile\'s; saves one the profile adds to the specification\'s', async () => {
    const { desk: limits, realm } = await desk();
    await expect(limits.save(realm, '100001', [{ limitType: 32, limitValue: 0 }], 'en', rules)).rejects.toMatchObject({ status: 403, code: 'realityCheckRequired' });
    await expect(limits.save(realm, '100001', [{ limitType: 32, limitValue: 15 }], 'en', rules)).rejects.toMatchObject({ status: 400, code: 'realityCheckNotAllowed' });
    const saved = await limits.save(realm, '100001', [{ limitType: 32, limitValue: 90 }], 'en', rules);
    expect(saved.limitsData).toEqual([expect.objectContaining({ limitType: 32, limitValue: 90, limitState: 'ACTIVE' })]);
  });

  it('where it is not mandatory, switching it off is a loosening: it waits the cooling-off', async () => {
    const { desk: limits, realm } = await desk();
    await limits.save(realm, '100001', [{ limitType: 32, limitValue: 30 }], 'en', SPECIFICATION_LIMIT_RULES);
    const off = await limits.save(realm, '100001', [{ limitType: 32, limitValue: 0 }], 'en', SPECIFICATION_LIMIT_RULES);
    expect(off.limitsData.find((limit) => limit.limitState === 'PENDING')).toMatchObject({ limitType: 32, limitValue: 0, needApprove: true });
  });
});
