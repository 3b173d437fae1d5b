// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { validate_casinoSpinReply } from '../src/generated/validate_casinoSpinReply.js';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { GAMES_HOST } from './index.ts';
import { payoutFigures, THREE_OF_A_KIND, PAIR_OF_HIGH } from './slotMachine.ts';

/**
 * The casino pacing of the jurisdiction profiles (`casinoPacing`), as the server enforces it: a spin started too soon
 * after the player's previous one (429 `spin_too_soon`), a stake above the maximum (403 `stake_above_maximum`); and
 * the slot page the games host serves under each profile. The profile is the one of the domain the game was launched on.
 */
const app = createTestBff();
afterAll(() => app.close());

const SLOT = 1;
const UK = 'uk.localhost:8080';
/** A fresh scenario of the demo domain under a profile (`{ jurisdiction }` switches the scenario's copy of it). */
const under = (jurisdiction: string, login: string | null = 'demo@northbet.example') => caller(app, { login, patch: { jurisdiction }, prefix: 'spin-pacing' });
const advance = (call: Caller, seconds: number) => patchScenario(app, call.scenario, { casino: { advanceSeconds: seconds } });

async function launched(call: Caller, mode: 'demo' | 'real', host = 'localhost:8080'): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/casino-api/v1/launch',
    headers: { host, cookie: `bff_scenario=${call.scenario}${call.cookie ? `; ${call.cookie}` : ''}`, ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), 'content-type': 'application/json' },
    payload: JSON.stringify({ gameId: SLOT, mode, lang: 'en' }),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return new URL(reply.json().url).pathname;
}
const onGamesHost = { host: `${GAMES_HOST}:8080` };
const spin = (path: string, stakeMinor: number) => app.inject({ method: 'POST', url: `${path}/spin`, headers: { ...onGamesHost, 'content-type': 'text/plain' }, payload: JSON.stringify({ stakeMinor }) });
const pageOf = async (path: string) => (await app.inject({ method: 'GET', url: path, headers: onGamesHost })).body;
const errorOf = (reply: { statusCode: number; json(): unknown }) => {
  const [error] = (reply.json() as { errors: Array<{ code: string; meta?: Record<string, number | string> }> }).errors;
  return { status: reply.statusCode, code: error.code, meta: error.meta };
};
const offeredStakes = (page: string) => [...page.matchAll(/<option value="(\d+)">/g)].map(([, value]) => Number(value));

describe('the server refuses a spin started too soon (minSecondsBetweenGameCycles, minSecondsPerSpin)', () => {
  it.each([
    ['de', 5],
    ['ukgc', 5],
  ])('%s: a spin inside %i s of the previous one is 429 spin_too_soon with the wait in meta; after it, the spin goes', async (profile, seconds) => {
    const call = await under(profile);
    const path = await launched(call, 'real');
    expect((await spin(path, 10_000)).statusCode).toBe(200);
    const refused = errorOf(await spin(path, 10_000));
    expect(refused).toMatchObject({ status: 429, code: 'spin_too_soon', meta: { intervalMs: seconds * 1000 } });
    expect(refused.meta!.retryAfterMs).toBeGreaterThan(0);
    expect(refused.meta!.retryAfterMs).toBeLessThanOrEqual(seconds * 1000);
    await advance(call, seconds - 1);
    expect(errorOf(await spin(path, 10_000)).code).toBe('spin_too_soon');
    await advance(call, 1);
    expect((await spin(path, 10_000)).statusCode).toBe(200);
  });

  it('counts per player, not per game: a second launch of the same player waits too', async () => {
    const call = await under('de');
    const [first, second] = [await launched(call, 'real'), await launched(call, 'real')];
    expect((await spin(first, 10_000)).statusCode).toBe(200);
    expect(errorOf(await spin(second, 10_000)).code).toBe('spin_too_soon');
  });

  it('of two spins at once, one goes and the other is refused (one conditional upsert in the database)', async () => {
    const path = await launched(await under('de'), 'real');
    const replies = await Promise.all([spin(path, 10_000), spin(path, 10_000)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 429]);
  });

  it('paces a demo by its launch', async () => {
    const call = await under('de', null);
    const path = await launched(call, 'demo');
    const reply = await spin(path, 100);
    expect(validate_casinoSpinReply(reply.json())).toBe(true);
    expect(errorOf(await spin(path, 100)).code).toBe('spin_too_soon');
  });

  it('does not count a spin that was refused for another reason (no money): no game cycle took place', async () => {
    const call = await caller(app, { login: 'unverified@northbet.example', patch: { jurisdiction: 'de' }, prefix: 'spin-pacing' });
    const path = await launched(call, 'real');
    expect(errorOf(await spin(path, 10_000)).code).toBe('insufficient_balance');
    expect(errorOf(await spin(path, 10_000)).code).toBe('insufficient_balance');
  });

  it.each(['none', 'mga', 'se', 'nl'])('%s: no pacing, spins follow each other at once', async (profile) => {
    const path = await launched(await under(profile), 'real');
    for (let count = 0; count < 3; count += 1) expect((await spin(path, 10_000)).statusCode).toBe(200);
  });

  it('follows the profile of the domain the game was launched on: uk.localhost (ukgc) paces, the demo domain (none) does not', async () => {
    const call = await caller(app, { prefix: 'spin-pacing' });
    const onUk = await launched(call, 'real', UK);
    expect((await spin(onUk, 10_000)).statusCode).toBe(200);
    expect(errorOf(await spin(onUk, 10_000)).code).toBe('spin_too_soon');
  });
});

describe('the server refuses a stake above the maximum (maxStakePerSpinEur)', () => {
  it('de: 1 EUR a spin; a demo stake of 2 EUR is 403 stake_above_maximum with the maximum in meta, and takes nothing', async () => {
    const call = await under('de', null);
    const path = await launched(call, 'demo');
    expect(errorOf(await spin(path, 200))).toEqual({ status: 403, code: 'stake_above_maximum', meta: { maxStakeMinor: 100, currency: 'EUR' } });
    // Refused before the pacing: the spin of 1 EUR right after it goes.
    const reply = await spin(path, 100);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().balanceMinor).toBe(100_000 - 100 + reply.json().winMinor);
  });

  it('de: a real stake in roubles is capped at the slot’s reference rate (1 EUR = 100 RUB)', async () => {
    const path = await launched(await under('de'), 'real');
    expect(errorOf(await spin(path, 20_000))).toMatchObject({ status: 403, code: 'stake_above_maximum', meta: { maxStakeMinor: 10_000, currency: 'RUB' } });
    expect((await spin(path, 10_000)).statusCode).toBe(200);
  });

  it('none: the game’s own stakes all go', async () => {
    expect((await spin(await launched(await under('none', null), 'demo'), 10_000)).statusCode).toBe(200);
  });
});

describe('the slot page under each profile', () => {
  it('de: stakes up to 1 EUR, no autoplay or quick spin, the max-win probability and the average payout per 1 EUR beside the stake', async () => {
    const page = await pageOf(await launched(await under('de', null), 'demo'));
    expect(Math.max(...offeredStakes(page))).toBe(100);
    expect(page).not.toContain('id="autoplay"');
    expect(page).not.toContain('id="quick-spin"');
    expect(page).toContain('Chance of the maximum win (50 × stake): 1 in 216 (0.46%)');
    expect(page).toContain('Average payout per €1.00 staked: €0.94');
    expect(page).toContain('data-interval-ms="5000"');
    expect(page).not.toContain('id="net"');
  });

  it('ukgc: no autoplay or quick spin, each spin at least 2.5 s, the net position shown; no payout figures', async () => {
    const page = await pageOf(await launched(await under('ukgc', null), 'demo'));
    expect(page).not.toContain('id="autoplay"');
    expect(page).not.toContain('id="quick-spin"');
    expect(page).toContain('data-min-spin-ms="2500"');
    expect(page).toContain('id="net"');
    expect(page).not.toContain('payout-figures');
  });

  it('none: autoplay and quick spin offered, every stake of the game, no figures and no net position', async () => {
    const page = await pageOf(await launched(await under('none', null), 'demo'));
    expect(page).toContain('id="autoplay"');
    expect(page).toContain('id="quick-spin"');
    expect(Math.max(...offeredStakes(page))).toBeGreaterThan(100);
    expect(page).not.toContain('payout-figures');
    expect(page).not.toContain('id="net"');
  });

  it('keeps the net position with the launch: the page opened again shows the wins less the stakes so far', async () => {
    const call = await caller(app, { patch: { jurisdiction: 'ukgc', casino: { reels: ['seven', 'seven', 'seven'] } }, prefix: 'spin-pacing' });
    const path = await launched(call, 'real');
    expect((await spin(path, 10_000)).json()).toMatchObject({ netMinor: 10_000 * (THREE_OF_A_KIND.seven - 1) });
    await patchScenario(app, call.scenario, { casino: { reels: ['cherry', 'lemon', 'bell'], advanceSeconds: 5 } });
    expect((await spin(path, 10_000)).json()).toMatchObject({ netMinor: 10_000 * (THREE_OF_A_KIND.seven - 2) });
    expect(await pageOf(path)).toContain(`data-net="${10_000 * (THREE_OF_A_KIND.seven - 2)}"`);
  });
});

describe('the payout figures come from the pay table and the reels', () => {
  it('three reels of six equally likely symbols: 216 outcomes, one pays the top multiplier; the average is the table over them', () => {
    const threes = Object.values(THREE_OF_A_KIND).reduce((sum, multiplier) => sum + multiplier, 0);
    // Exactly two sevens or two diamonds: 3 places for the odd reel × 5 other symbols, for each of the two.
    const pairs = 2 * 3 * 5 * PAIR_OF_HIGH;
    expect(payoutFigures()).toEqual({ maxWinMultiplier: THREE_OF_A_KIND.diamond, maxWinOutcomes: 1, outcomes: 216, averagePayout: (threes + pairs) / 216 });
  });
});
