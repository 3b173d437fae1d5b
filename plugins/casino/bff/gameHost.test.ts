// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validate_casinoLaunchReply } from '../src/generated/validate_casinoLaunchReply.js';
import { validate_casinoSpinReply } from '../src/generated/validate_casinoSpinReply.js';
import type { CasinoLaunchReply, CasinoSpinReply } from '../schemas/casinoApi.ts';
import { createTestBff, patchScenario, projectRoot } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { GAMES_HOST } from './index.ts';
import { DEMO_BALANCE_MINOR } from './launches.ts';
import { PAIR_OF_HIGH, THREE_OF_A_KIND } from './slotMachine.ts';

const app = createTestBff();
afterAll(() => app.close());

const SITE = 'localhost:8080';
const GAMES_ORIGIN = `http://${GAMES_HOST}:8080`;
/** A slot with a demo mode, and a live table (no demo). */
const SLOT = 1;
const hasBuild = existsSync(join(projectRoot, 'dist', 'host.json'));

const headersOf = (call: Caller, host = SITE) => ({
  host,
  cookie: `bff_scenario=${call.scenario}${call.cookie ? `; ${call.cookie}` : ''}`,
  ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
});

const launch = (call: Caller, body: unknown, host = SITE) =>
  app.inject({ method: 'POST', url: '/casino-api/v1/launch', headers: { ...headersOf(call, host), 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function launched(call: Caller, mode: 'demo' | 'real', gameId = SLOT): Promise<CasinoLaunchReply & { path: string }> {
  const reply = await launch(call, { gameId, mode, lang: 'en' });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json() as CasinoLaunchReply;
  return { ...body, path: new URL(body.url).pathname };
}

/** A call to the games origin, as the game's iframe makes it (no cookie of the site reaches that host). */
const onGamesHost = (method: 'GET' | 'POST' | 'OPTIONS', url: string, payload?: string, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { host: `${GAMES_HOST}:8080`, ...(payload === undefined ? {} : { 'content-type': 'text/plain' }), ...headers }, payload });

const spin = async (path: string, stakeMinor: number) => onGamesHost('POST', `${path}/spin`, JSON.stringify({ stakeMinor }));

const mainAccountMoney = async (call: Caller) =>
  ((await call.get('/web-api/user/accounts')).json().accounts as Array<{ isActive: boolean; money: number }>).find((account) => account.isActive)!.money;

/** CSP header -> directive -> sources. */
const directives = (header: unknown) => new Map(String(header).split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

const liveTableId = async (call: Caller) => (await call.get('/casino-api/v1/games?category=live-casino&limit=1')).json().items[0].id as number;
const errorCode = (reply: { json(): unknown }) => (reply.json() as { errors: Array<{ code?: string }> }).errors[0].code;

describe('game launch (contract)', () => {
  it('launches a demo for a guest on the games origin of the request’s port, with no currency', async () => {
    const reply = await launch(await caller(app, { login: null }), { gameId: SLOT, mode: 'demo', lang: 'en' });
    expect(reply.statusCode).toBe(200);
    expect(validate_casinoLaunchReply(reply.json())).toBe(true);
    expect(reply.json()).toMatchObject({ origin: GAMES_ORIGIN, mode: 'demo', currency: null, url: expect.stringMatching(new RegExp(`^${GAMES_ORIGIN}/play/[A-Za-z0-9_-]{32}$`)) });
  });

  it('launches a real game in the currency of the player’s active account', async () => {
    const call = await caller(app);
    expect((await launched(call, 'real')).currency).toBe('RUB');
    await call.post('/web-api/user/accounts/active', { id: '1000013' });
    expect((await launched(call, 'real')).currency).toBe('USD');
  });

  it('refuses a demo of a game without one (409 demo_unavailable)', async () => {
    const call = await caller(app, { login: null });
    const reply = await launch(call, { gameId: await liveTableId(call), mode: 'demo', lang: 'en' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ errors: [{ status: '409', code: 'demo_unavailable', detail: expect.any(String) }] });
  });

  it('refuses a real game to a guest (401)', async () => {
    expect((await launch(await caller(app, { login: null }), { gameId: SLOT, mode: 'real', lang: 'en' })).statusCode).toBe(401);
  });

  it('refuses a real game to a restricted player (403 gambling_restricted), and still allows the demo', async () => {
    const call = await caller(app, { patch: { casino: { restricted: true } } });
    const reply = await launch(call, { gameId: SLOT, mode: 'real', lang: 'en' });
    expect(reply.statusCode).toBe(403);
    expect(errorCode(reply)).toBe('gambling_restricted');
    expect((await launch(call, { gameId: SLOT, mode: 'demo', lang: 'en' })).statusCode).toBe(200);
  });

  it('refuses a real game and its spins to a player the limits module has self-excluded (403 gambling_restricted)', async () => {
    const call = await caller(app);
    const { path } = await launched(call, 'real');
    await patchScenario(app, call.scenario, { limits: { userId: '100001', limits: [{ limitType: 30, limitValue: 7, startsIn: -1, lastsFor: 86_400 }] } });
    const reply = await launch(call, { gameId: SLOT, mode: 'real', lang: 'en' });
    expect(reply.statusCode).toBe(403);
    expect(errorCode(reply)).toBe('gambling_restricted');
    expect(errorCode(await spin(path, 10_000))).toBe('gambling_restricted');
  });

  it('takes real spins within the wagering limit, and refuses the spin that passes it (403 with what is left)', async () => {
    const call = await caller(app);
    await patchScenario(app, call.scenario, { limits: { userId: '100001', limits: [{ limitType: 1, limitValue: 150 }] } });
    const { path } = await launched(call, 'real');
    expect((await spin(path, 10_000)).statusCode).toBe(200);
    const refused = await spin(path, 10_000);
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'wagering_limit_exceeded']);
  });

  it('stops the spins of a real game when the session it was launched in logs out', async () => {
    const call = await caller(app);
    const { path } = await launched(call, 'real');
    expect((await spin(path, 10_000)).statusCode).toBe(200);
    expect((await call.post('/web-api/auth/logout')).statusCode).toBe(200);
    const refused = await spin(path, 10_000);
    expect([refused.statusCode, errorCode(refused)]).toEqual([401, 'session_ended']);
  });

  it('answers 404 for an unknown game', async () => {
    const reply = await launch(await caller(app), { gameId: 999_999, mode: 'demo', lang: 'en' });
    expect(reply.statusCode).toBe(404);
    expect(errorCode(reply)).toBe('game_not_found');
  });

  it.each([
    ['no mode', { gameId: SLOT, lang: 'en' }],
    ['an unknown mode', { gameId: SLOT, mode: 'fun', lang: 'en' }],
    ['a game id as text', { gameId: '1', mode: 'demo', lang: 'en' }],
    ['a fractional game id', { gameId: 1.5, mode: 'demo', lang: 'en' }],
    ['an extra field', { gameId: SLOT, mode: 'demo', lang: 'en', balance: 1e9 }],
    ['a list', [SLOT]],
  ])('refuses a launch with %s (400)', async (_, body) => {
    const reply = await launch(await caller(app), body);
    expect(reply.statusCode).toBe(400);
    expect(errorCode(reply)).toBe('invalid_request');
  });

  it('refuses a body that is not JSON (400 in the error shape)', async () => {
    const call = await caller(app);
    const reply = await app.inject({ method: 'POST', url: '/casino-api/v1/launch', headers: { ...headersOf(call), 'content-type': 'application/json' }, payload: '{"gameId":' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].status).toBe('400');
  });
});

describe('the games origin', () => {
  it('serves the slot page of a launch under a strict policy: scripts of the games origin only, framed by the launch’s site only', async () => {
    const { path } = await launched(await caller(app, { login: null }), 'demo');
    const page = await onGamesHost('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual([GAMES_ORIGIN]);
    expect(csp.get('connect-src')).toEqual([GAMES_ORIGIN]);
    expect(csp.get('frame-ancestors')).toEqual([`http://${SITE}`]);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe|\*/);
    // No inline script: the one script element loads the game's file.
    expect(page.body.match(/<script[^>]*>/g)).toEqual(['<script src="/play-assets/slot.js">']);
    expect(page.body).toContain(`data-site-origin="http://${SITE}"`);
    expect(page.body).toContain('id="spin"');
    const script = await onGamesHost('GET', '/play-assets/slot.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('answers 404 for a launch token it does not know', async () => {
    expect((await onGamesHost('GET', `/play/${'a'.repeat(32)}`)).statusCode).toBe(404);
    expect((await spin(`/play/${'a'.repeat(32)}`, 10)).statusCode).toBe(404);
    expect((await spin('/play/short', 10)).statusCode).toBe(404);
  });

  it.each([
    ['the site config', '/bff-api/config/all.json'],
    ['a casino call', '/casino-api/v1/lobby'],
    ['a page of the site', '/en/'],
    ['a file of the build', '/kernel/host.css'],
  ])('serves nothing of the site: %s is 404 there', async (_, url) => {
    expect((await onGamesHost('GET', url)).statusCode).toBe(404);
  });

  it('is not served on the site’s host', async () => {
    const { path } = await launched(await caller(app, { login: null }), 'demo');
    const onSite = await app.inject({ method: 'GET', url: path, headers: { host: SITE } });
    expect(onSite.body).not.toContain('id="spin"');
    expect((await app.inject({ method: 'GET', url: '/play-assets/slot.js', headers: { host: SITE } })).body).not.toContain('casino-game');
    expect((await app.inject({ method: 'POST', url: `${path}/spin`, headers: { host: SITE, 'content-type': 'text/plain' }, payload: '{"stakeMinor":10}' })).statusCode).toBe(404);
  });

  it('names the games origin of the request’s port in the site’s frame-src, and nothing wider', async () => {
    if (!hasBuild) return;
    for (const [host, origin] of [
      [SITE, GAMES_ORIGIN],
      ['casino.localhost:3000', `http://${GAMES_HOST}:3000`],
    ]) {
      const page = await app.inject({ method: 'GET', url: '/en/', headers: { host } });
      expect(directives(page.headers['content-security-policy']).get('frame-src'), host).toEqual(["'self'", origin]);
    }
  });

  it('lets the sandboxed game (an opaque origin) read its spins, and only the spins', async () => {
    const { path } = await launched(await caller(app, { login: null }), 'demo');
    const preflight = await onGamesHost('OPTIONS', `${path}/spin`, undefined, { origin: 'null', 'access-control-request-method': 'POST' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('null');
    const reply = await onGamesHost('POST', `${path}/spin`, JSON.stringify({ stakeMinor: 100 }), { origin: 'null' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe('null');
    expect((await onGamesHost('POST', `${path}/spin`, JSON.stringify({ stakeMinor: 100 }), { origin: 'http://evil.example' })).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('spins', () => {
  it('plays a demo with play money kept with the launch; the wallet does not move', async () => {
    const call = await caller(app);
    const before = await mainAccountMoney(call);
    const { path } = await launched(call, 'demo');
    const reply = await spin(path, 100);
    expect(reply.statusCode).toBe(200);
    const body = reply.json() as CasinoSpinReply;
    expect(validate_casinoSpinReply(body)).toBe(true);
    expect(body).toMatchObject({ currency: 'EUR', balanceMinor: DEMO_BALANCE_MINOR - 100 + body.winMinor });
    expect(await mainAccountMoney(call)).toBe(before);
  });

  it('debits the stake from and credits the win to the active account: three real spins move the balance the accounts call reads', async () => {
    const call = await caller(app);
    const before = await mainAccountMoney(call);
    const { path } = await launched(call, 'real');
    let expected = Math.round(before * 100);
    for (let count = 0; count < 3; count += 1) {
      const reply = await spin(path, 10_000);
      expect(reply.statusCode, reply.body).toBe(200);
      const body = reply.json() as CasinoSpinReply;
      expect(validate_casinoSpinReply(body)).toBe(true);
      expected += body.winMinor - 10_000;
      expect(body).toMatchObject({ currency: 'RUB', balanceMinor: expected });
    }
    expect(await mainAccountMoney(call)).toBe(expected / 100);
    expect(await mainAccountMoney(call)).not.toBe(before);
  });

  it('pays by the pay table (reels fixed by the test scenario)', async () => {
    const call = await caller(app, { patch: { casino: { reels: ['seven', 'seven', 'seven'] } } });
    const { path } = await launched(call, 'real');
    expect((await spin(path, 10_000)).json()).toMatchObject({ reels: ['seven', 'seven', 'seven'], winMinor: 10_000 * THREE_OF_A_KIND.seven });
    await patchScenario(app, call.scenario, { casino: { reels: ['diamond', 'cherry', 'diamond'] } });
    expect((await spin(path, 10_000)).json()).toMatchObject({ winMinor: 10_000 * PAIR_OF_HIGH });
    await patchScenario(app, call.scenario, { casino: { reels: ['cherry', 'lemon', 'bell'] } });
    expect((await spin(path, 10_000)).json()).toMatchObject({ winMinor: 0 });
  });

  it('refuses a real stake the balance does not cover (409 insufficient_balance), and takes nothing', async () => {
    const call = await caller(app, { login: 'unverified@northbet.example' });
    const { path } = await launched(call, 'real');
    const reply = await spin(path, 10_000);
    expect(reply.statusCode).toBe(409);
    expect(errorCode(reply)).toBe('insufficient_balance');
    expect(await mainAccountMoney(call)).toBe(0);
  });

  it('refuses a demo stake the play money does not cover', async () => {
    const call = await caller(app, { login: null, patch: { casino: { reels: ['cherry', 'lemon', 'bell'] } } });
    const { path } = await launched(call, 'demo');
    for (let count = 0; count < DEMO_BALANCE_MINOR / 10_000; count += 1) expect((await spin(path, 10_000)).statusCode).toBe(200);
    const reply = await spin(path, 10_000);
    expect(reply.statusCode).toBe(409);
    expect(errorCode(reply)).toBe('insufficient_balance');
  });

  it('refuses the real spins of a player restricted after the launch (403 gambling_restricted)', async () => {
    const call = await caller(app);
    const before = await mainAccountMoney(call);
    const { path } = await launched(call, 'real');
    await patchScenario(app, call.scenario, { casino: { restricted: true } });
    const reply = await spin(path, 10_000);
    expect(reply.statusCode).toBe(403);
    expect(errorCode(reply)).toBe('gambling_restricted');
    expect(await mainAccountMoney(call)).toBe(before);
  });

  it.each([
    ['a stake the game does not offer', JSON.stringify({ stakeMinor: 12_345 }), 'invalid_stake'],
    ['a negative stake', JSON.stringify({ stakeMinor: -10_000 }), 'invalid_request'],
    ['a fractional stake', JSON.stringify({ stakeMinor: 100.5 }), 'invalid_request'],
    ['a stake as text', JSON.stringify({ stakeMinor: '10000' }), 'invalid_request'],
    ['an extra field', JSON.stringify({ stakeMinor: 10_000, winMinor: 1e9 }), 'invalid_request'],
    ['a body that is not JSON', '{"stakeMinor":', 'invalid_request'],
  ])('refuses %s (400)', async (_, payload, code) => {
    const { path } = await launched(await caller(app), 'real');
    const reply = await onGamesHost('POST', `${path}/spin`, payload);
    expect(reply.statusCode).toBe(400);
    expect(errorCode(reply)).toBe(code);
  });
});
