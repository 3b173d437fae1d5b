// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { sharedCatalogue } from './catalogue.ts';
import { GAMES_HOST } from './index.ts';

/** The casino refuses play the limits forbid: spins once the session limit ended, launches and bonus games in a time-out. */
const app = createTestBff();
afterAll(() => app.close());

const LIMITS = '/limit-service-api/api/external/web/v3/limits';
/** A slot with a real mode, and one of the stakes it takes in the demo player's currency (plugins/casino/bff/launches.test.ts spins it too). */
const SLOT = sharedCatalogue().byId.get(1)!.card;
const STAKE_MINOR = 10_000;

const headersOf = (call: Caller) => ({ host: 'localhost:8080', cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}`, 'content-type': 'application/json' });
const refusal = (reply: { statusCode: number; json(): unknown }) => [reply.statusCode, (reply.json() as { errors?: Array<{ code?: string }> }).errors?.[0]?.code];
const launch = (call: Caller) => app.inject({ method: 'POST', url: '/casino-api/v1/launch', headers: headersOf(call), payload: { gameId: SLOT.id, mode: 'real', lang: 'en' } });
const spin = (path: string) => app.inject({ method: 'POST', url: `${path}/spin`, headers: { host: `${GAMES_HOST}:8080`, 'content-type': 'text/plain' }, payload: JSON.stringify({ stakeMinor: STAKE_MINOR }) });
const bonusPlay = (call: Caller) => app.inject({ method: 'POST', url: '/casino-api/v1/bonus-games/fortuna-bonus/play', headers: headersOf(call), payload: {} });

describe('the casino enforces the session limit and the time-out', () => {
  it('refuses a spin of a game launched before the session limit (31) ended, once it has', async () => {
    const call = await caller(app, { prefix: 'restricted-play' });
    await patchScenario(app, call.scenario, { limits: { userId: '100001', limits: [{ limitType: 31, limitValue: 1, limitBalance: 60 }] } });
    const launched = await launch(call);
    expect(launched.statusCode, launched.body).toBe(200);
    const path = new URL(launched.json().url).pathname;
    expect((await spin(path)).statusCode).toBe(200);
    await patchScenario(app, call.scenario, { limits: { advanceSeconds: 61 } });
    expect((await call.post('/limit-service-api/api/external/web/v3/ping')).json()).toEqual({ limitBalance: 0, ended: true });
    expect(refusal(await spin(path))).toEqual([403, 'gambling_restricted']);
  });

  it('refuses a bonus-game play and a real launch during a time-out (33) the player set, and a spin of a game launched before it', async () => {
    const call = await caller(app, { prefix: 'restricted-play' });
    const launched = await launch(call);
    expect(launched.statusCode, launched.body).toBe(200);
    const path = new URL(launched.json().url).pathname;
    expect((await bonusPlay(call)).statusCode).toBe(200);
    const saved = await call.post(LIMITS, { limits: [{ limitType: 33, limitValue: 1 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(refusal(await bonusPlay(call))).toEqual([403, 'gambling_restricted']);
    expect(refusal(await launch(call))).toEqual([403, 'gambling_restricted']);
    expect(refusal(await spin(path))).toEqual([403, 'gambling_restricted']);
  });
});
