// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { GAMES_HOST } from './index.ts';

/** What the route schemas refuse, answered in the BFF's error shape with the code each call's page reads. */
const app = createTestBff();
afterAll(() => app.close());

const guest = () => caller(app, { login: null, prefix: 'casino-refusals' });
const player = () => caller(app, { prefix: 'casino-refusals' });
const headersOf = (call: Caller, host = 'localhost:8080') => ({ host, cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}` });
const refusal = (status: number, code: string) => ({ errors: [{ status: String(status), code, detail: expect.any(String) }] });

describe('casino calls refuse malformed input by their route schemas', () => {
  it.each([
    ['a language tag longer than any', '/casino-api/v1/lobby?lang=' + 'a'.repeat(36)],
    ['a language given twice', '/casino-api/v1/jackpots?lang=en&lang=ru'],
    ['an offset with a fraction', '/casino-api/v1/games?offset=1.5'],
    ['a lotto section that is none', '/casino-api/v1/lotto?section=view'],
    ['a toto section that is not a slug', '/casino-api/v1/toto?section=%3Cx%3E'],
  ])('a query with %s: 400 invalid_request', async (_, url) => {
    const reply = await (await guest()).get(url);
    expect([reply.statusCode, reply.json()]).toEqual([400, refusal(400, 'invalid_request')]);
  });

  it('keeps query parameters it does not name (a cache buster is no error)', async () => {
    expect((await (await guest()).get('/casino-api/v1/games?limit=1&_=1700000000000')).statusCode).toBe(200);
  });

  it.each([
    ['a game id that is not a number', 'GET', '/casino-api/v1/games/1e3', 'game_not_found'],
    ['a game id with a leading zero', 'GET', '/casino-api/v1/games/01', 'game_not_found'],
    ['a favourite that is not a game id', 'PUT', '/casino-api/v1/favorites/x', 'game_not_found'],
    ['a favourite removed by a negative id', 'DELETE', '/casino-api/v1/favorites/-1', 'game_not_found'],
    ['a tournament id that is not a slug', 'GET', '/casino-api/v1/tournaments/%3Cx%3E', 'tournament_not_found'],
    ['a lottery id that is not a slug', 'GET', '/casino-api/v1/lotto/Lucky', 'lottery_not_found'],
    ['a thumbnail that is not an SVG', 'GET', '/casino-api/v1/thumbnails/1.png', 'not_found'],
    ['a provider logo of no slug', 'GET', '/casino-api/v1/providers/..%2Fx.svg', 'not_found'],
    ['a bonus game route that is not a slug', 'POST', '/casino-api/v1/bonus-games/Fortuna/play', 'bonus_game_not_found'],
  ])('a path with %s: 404 %s', async (_, method, url, code) => {
    const call = await player();
    const reply = await app.inject({ method: method as 'GET', url, headers: headersOf(call), ...(method === 'POST' ? { payload: {} } : {}) });
    expect([reply.statusCode, reply.json()]).toEqual([404, refusal(404, code)]);
  });

  it.each([
    ['a choice as text', { choice: '1' }, 'invalid_choice'],
    ['a negative choice', { choice: -1 }, 'invalid_choice'],
    ['a fractional choice', { choice: 1.5 }, 'invalid_choice'],
    ['a choice as a list', { choice: [1] }, 'invalid_choice'],
    ['a choice the game does not offer', { choice: 3 }, 'invalid_choice'],
    ['an unknown field', { choice: 1, prize: 1000 }, 'invalid_request'],
    ['a body that is not an object', [1], 'invalid_request'],
  ])('a bonus game play with %s: 400 %s', async (_, body, code) => {
    const reply = await (await player()).post('/casino-api/v1/bonus-games/chest-bonus/play', body);
    expect([reply.statusCode, reply.json()]).toEqual([400, refusal(400, code)]);
  });

  it('plays a bonus game with no body at all (the wheel has nothing to pick)', async () => {
    const call = await player();
    const reply = await app.inject({ method: 'POST', url: '/casino-api/v1/bonus-games/fortuna-bonus/play', headers: headersOf(call) });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it.each([
    ['a game id as true', { gameId: true, mode: 'demo', lang: 'en' }],
    ['a game id of null', { gameId: null, mode: 'demo', lang: 'en' }],
    ['a language that is not two letters', { gameId: 1, mode: 'demo', lang: 'english' }],
  ])('a launch with %s: 400 invalid_request (input is read as sent, never coerced)', async (_, body) => {
    const reply = await app.inject({ method: 'POST', url: '/casino-api/v1/launch', headers: { ...headersOf(await player()), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect([reply.statusCode, reply.json()]).toEqual([400, refusal(400, 'invalid_request')]);
  });

  it('refuses a launch whose Host header is not a host name (it becomes the game page’s policy): 400 invalid_request', async () => {
    const payload = JSON.stringify({ gameId: 1, mode: 'demo', lang: 'en' });
    const reply = await app.inject({ method: 'POST', url: '/casino-api/v1/launch', headers: { ...headersOf(await guest(), 'localhost:8080"><script>'), 'content-type': 'application/json' }, payload });
    expect([reply.statusCode, reply.json()]).toEqual([400, refusal(400, 'invalid_request')]);
  });

  it.each([
    ['a stake of null', '{"stakeMinor":null}'],
    ['a stake as true', '{"stakeMinor":true}'],
    ['a stake beyond a safe integer', '{"stakeMinor":9007199254740993}'],
    ['no stake', '{}'],
  ])('a spin with %s: 400 invalid_request, with the opaque origin allowed to read it', async (_, payload) => {
    const launched = await app.inject({ method: 'POST', url: '/casino-api/v1/launch', headers: { ...headersOf(await guest()), 'content-type': 'application/json' }, payload: JSON.stringify({ gameId: 1, mode: 'demo', lang: 'en' }) });
    const path = new URL(launched.json().url).pathname;
    const reply = await app.inject({ method: 'POST', url: `${path}/spin`, headers: { host: `${GAMES_HOST}:8080`, origin: 'null', 'content-type': 'text/plain' }, payload });
    expect([reply.statusCode, reply.json()]).toEqual([400, refusal(400, 'invalid_request')]);
    expect(reply.headers['access-control-allow-origin']).toBe('null');
  });
});
