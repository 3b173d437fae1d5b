// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { validate_casinoBonusGamesReply } from '../src/generated/validate_casinoBonusGamesReply.js';
import { validate_casinoBonusPlayReply } from '../src/generated/validate_casinoBonusPlayReply.js';
import { validate_casinoGameIdsReply } from '../src/generated/validate_casinoGameIdsReply.js';
import { validate_casinoGameReply } from '../src/generated/validate_casinoGameReply.js';
import { validate_casinoGamesReply } from '../src/generated/validate_casinoGamesReply.js';
import { validate_casinoJackpotsReply } from '../src/generated/validate_casinoJackpotsReply.js';
import { validate_casinoLobbyReply } from '../src/generated/validate_casinoLobbyReply.js';
import { validate_casinoLotteryReply } from '../src/generated/validate_casinoLotteryReply.js';
import { validate_casinoLottoCatalogReply } from '../src/generated/validate_casinoLottoCatalogReply.js';
import { validate_casinoLottoResultsReply } from '../src/generated/validate_casinoLottoResultsReply.js';
import { validate_casinoPartitionsReply } from '../src/generated/validate_casinoPartitionsReply.js';
import { validate_casinoPromotionsReply } from '../src/generated/validate_casinoPromotionsReply.js';
import { validate_casinoRecommendedReply } from '../src/generated/validate_casinoRecommendedReply.js';
import { validate_casinoTotoReply } from '../src/generated/validate_casinoTotoReply.js';
import { validate_casinoTournamentReply } from '../src/generated/validate_casinoTournamentReply.js';
import { validate_casinoTournamentsReply } from '../src/generated/validate_casinoTournamentsReply.js';
import type { CasinoGamesReply } from '../schemas/casinoApi.ts';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { BONUS_ATTEMPTS_PER_DAY } from './bonusGames.ts';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, RECOMMENDED_COUNT } from './casinoRoutes.ts';
import { GAME_COUNT } from './catalogue.ts';
import { jackpotsAt } from './lobbyContent.ts';
import { RECENT_LIMIT } from './playerShelves.ts';

const app = createTestBff();
afterAll(() => app.close());

const guest = () => caller(app, { login: null, prefix: 'casino' });
const player = () => caller(app, { prefix: 'casino' });
const games = async (call: Caller, query: string) => {
  const reply = await call.get(`/casino-api/v1/games?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(validate_casinoGamesReply(reply.json())).toBe(true);
  return reply.json() as CasinoGamesReply;
};
const send = (call: Caller, method: 'PUT' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}` } });
const errorCode = (reply: { json(): unknown }) => (reply.json() as { errors: Array<{ code?: string }> }).errors[0].code;

describe('casino catalogue calls (contract)', () => {
  it('answers the lobby: categories and providers with their counts and logos, names in the language asked', async () => {
    const call = await guest();
    const en = (await call.get('/casino-api/v1/lobby?lang=en')).json();
    expect(validate_casinoLobbyReply(en)).toBe(true);
    expect(en.categories.length).toBeGreaterThanOrEqual(15);
    expect(en.providers.length).toBeGreaterThanOrEqual(25);
    expect(en.categories.map((category: { slug: string }) => category.slug)).toEqual(expect.arrayContaining(['slots', 'live-casino', 'bingo', 'keno', 'poker', 'fishinghunting', 'virtualsports', 'fast-bet', 'scratchcards', 'tvgames', 'crash-games', 'fast-games', 'asian-games', 'card-games', 'skill-games', 'vulkan']));
    expect(en.categories.find((category: { slug: string }) => category.slug === 'slots')).toMatchObject({ name: 'Slots', count: 760 });
    expect(en.providers[0].logo).toBe(`/casino-api/v1/providers/${en.providers[0].slug}.svg`);
    const ru = (await call.get('/casino-api/v1/lobby?lang=ru')).json();
    expect(ru.categories[0].name).toBe('Слоты');
  });

  it('pages through all games by offset and limit', async () => {
    const call = await guest();
    const first = await games(call, '');
    expect(first).toMatchObject({ total: GAME_COUNT, offset: 0, limit: DEFAULT_PAGE_SIZE });
    expect(first.items).toHaveLength(DEFAULT_PAGE_SIZE);
    const second = await games(call, `offset=${DEFAULT_PAGE_SIZE}&limit=${DEFAULT_PAGE_SIZE}`);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(new Set([...first.items, ...second.items].map((game) => game.id)).size).toBe(DEFAULT_PAGE_SIZE * 2);
    const last = await games(call, `offset=${GAME_COUNT - 5}`);
    expect(last.items).toHaveLength(5);
  });

  it.each([
    ['a huge limit', 'limit=1000000', { offset: 0, limit: MAX_PAGE_SIZE }, MAX_PAGE_SIZE],
    ['a zero limit', 'limit=0', { offset: 0, limit: 1 }, 1],
    ['a negative limit', 'limit=-20', { offset: 0, limit: 1 }, 1],
    ['a negative offset', 'offset=-1', { offset: 0, limit: DEFAULT_PAGE_SIZE }, DEFAULT_PAGE_SIZE],
    ['an offset past the end', 'offset=999999999999', { offset: MAX_OFFSET, limit: DEFAULT_PAGE_SIZE }, 0],
  ])('clamps %s', async (_, query, page, items) => {
    const reply = await games(await guest(), query);
    expect(reply).toMatchObject(page);
    expect(reply.items).toHaveLength(items);
  });

  it.each([
    ['a limit that is not a number', 'limit=ten'],
    ['a fractional offset', 'offset=1.5'],
    ['a limit in exponent form', 'limit=1e3'],
    ['a repeated parameter', 'limit=1&limit=2'],
    ['an unknown sort', 'sort=random'],
    ['an unknown tag', 'tag=hot'],
    ['a category that is not a slug', 'category=%3Cscript%3E'],
    ['a provider that is not a slug', 'provider=../../etc'],
    ['a search text of 101 characters', `q=${'a'.repeat(101)}`],
  ])('refuses %s with 400 in the BFF error shape', async (_, query) => {
    const reply = await (await guest()).get(`/casino-api/v1/games?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: [{ status: '400', code: 'invalid_request', detail: expect.any(String) }] });
  });

  it('filters by category, provider and tag', async () => {
    const call = await guest();
    const live = await games(call, 'category=live-casino&limit=100');
    expect(live.total).toBe(120);
    expect(live.items.every((game) => game.categories.includes('live-casino') && game.tags.includes('live'))).toBe(true);
    const lynx = await games(call, 'provider=golden-lynx&tag=new&limit=100');
    expect(lynx.items.every((game) => game.provider === 'golden-lynx' && game.tags.includes('new'))).toBe(true);
    const vulkan = await games(call, 'category=vulkan');
    expect(vulkan.total).toBeGreaterThan(0);
    expect(vulkan.items.every((game) => game.categories.includes('slots'))).toBe(true);
    expect((await games(call, 'category=no-such-thing')).total).toBe(0);
  });

  it('searches names and providers ignoring case and diacritics', async () => {
    const call = await guest();
    for (const q of ['fiesta%20magica', 'FIESTA%20M%C3%81GICA', 'Fiesta%20M%C3%A1gica']) {
      expect((await games(call, `q=${q}`)).items.map((game) => game.name)).toContain('Fiesta Mágica');
    }
    const byProvider = await games(call, 'q=cafe%20lumiere&limit=100');
    expect(byProvider.total).toBeGreaterThan(0);
    expect(byProvider.items.every((game) => game.providerName === 'Café Lumière' || /caf[eé]|lumi[eè]re/i.test(game.name))).toBe(true);
    expect((await games(call, 'q=zzzzzz')).total).toBe(0);
    // The text is matched as text, never as a pattern.
    for (const q of ['.*', '%5B', '(%3F%3D', '%5C']) expect((await games(call, `q=${q}`)).total, q).toBe(0);
  });

  it('answers English names for a language it does not have or that is not a language', async () => {
    const call = await guest();
    const en = (await call.get('/casino-api/v1/lobby?lang=en')).json();
    for (const lang of ['%3Cscript%3E', 'en-US', 'xx', '']) expect((await call.get(`/casino-api/v1/lobby?lang=${lang}`)).json(), lang).toEqual(en);
  });

  it('sorts A to Z, newest first and most popular first', async () => {
    const call = await guest();
    const az = (await games(call, 'sort=az&limit=100')).items.map((game) => game.name);
    expect(az).toEqual([...az].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
    const newest = await games(call, 'sort=new&limit=10');
    expect(newest.items[0].tags).toContain('new');
    const popular = await games(call, 'sort=popular&limit=10');
    expect(popular.items.every((game) => game.tags.includes('popular'))).toBe(true);
    expect(popular.items.map((game) => game.id)).not.toEqual(newest.items.map((game) => game.id));
  });

  it('answers one game with its description, and 404 for an unknown or malformed id', async () => {
    const call = await guest();
    const reply = await call.get('/casino-api/v1/games/1?lang=ru');
    expect(reply.statusCode).toBe(200);
    expect(validate_casinoGameReply(reply.json())).toBe(true);
    expect(reply.json()).toMatchObject({ id: 1, name: 'Fiesta Mágica', description: expect.stringContaining('волатильность') });
    for (const id of ['999999', '0', 'abc', '1e3', '-1']) {
      const missing = await call.get(`/casino-api/v1/games/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(errorCode(missing)).toBe('game_not_found');
    }
  });

  it('serves the thumbnails and logos as SVG for a long time, with names escaped, and 404 for unknown ones', async () => {
    const call = await guest();
    const id = (await games(call, 'q=cats%20%26%20dogs')).items[0].id;
    const picture = await call.get(`/casino-api/v1/thumbnails/${id}.svg`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(picture.body).toContain('Cats &amp; Dogs');
    expect(picture.body).not.toContain('Cats & Dogs');
    const logo = await call.get('/casino-api/v1/providers/pine-ember.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('Pine &amp; Ember');
    for (const url of ['/casino-api/v1/thumbnails/99999.svg', '/casino-api/v1/thumbnails/1.png', '/casino-api/v1/providers/nobody.svg']) {
      expect((await call.get(url)).statusCode, url).toBe(404);
    }
  });

  it('answers jackpots that grow with the clock', async () => {
    const reply = (await (await guest()).get('/casino-api/v1/jackpots')).json();
    expect(validate_casinoJackpotsReply(reply)).toBe(true);
    expect(reply.jackpots.length).toBeGreaterThanOrEqual(3);
    const now = Math.floor(Date.now() / 1000);
    // Within a cycle (the mega jackpot's is a month) every second adds to each amount.
    const start = now - (now % (30 * 86_400));
    const before = jackpotsAt(start + 100, 'en');
    const after = jackpotsAt(start + 101, 'en');
    expect(after[0].minor).toBeGreaterThan(before[0].minor);
    expect(jackpotsAt(start, 'en')[0].minor).toBeLessThan(before[0].minor);
  });

  it('answers tournaments of every status, and one with its leaderboard of masked players', async () => {
    const call = await guest();
    const list = (await call.get('/casino-api/v1/tournaments?lang=en')).json();
    expect(validate_casinoTournamentsReply(list)).toBe(true);
    expect(new Set(list.tournaments.map((tournament: { status: string }) => tournament.status))).toEqual(new Set(['active', 'upcoming', 'finished']));
    const active = list.tournaments.find((tournament: { status: string }) => tournament.status === 'active');
    const detail = (await call.get(`/casino-api/v1/tournaments/${active.id}`)).json();
    expect(validate_casinoTournamentReply(detail)).toBe(true);
    expect(detail.leaderboard.length).toBeGreaterThan(0);
    expect(detail.leaderboard[0]).toMatchObject({ place: 1, player: expect.stringMatching(/^[a-z]{2}\*\*\*\d$/) });
    const points = detail.leaderboard.map((row: { points: number }) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect((await call.get('/casino-api/v1/tournaments/no-such-tournament')).statusCode).toBe(404);
    expect((await call.get('/casino-api/v1/tournaments/%3Cx%3E')).statusCode).toBe(404);
  });

  it('answers promotions of the three kinds', async () => {
    const reply = (await (await guest()).get('/casino-api/v1/promotions?lang=ru')).json();
    expect(validate_casinoPromotionsReply(reply)).toBe(true);
    expect(new Set(reply.promotions.map((promotion: { kind: string }) => promotion.kind))).toEqual(new Set(['promotion', 'daily-challenge', 'promo']));
  });

  it('answers 404 in the error shape for a casino call that does not exist', async () => {
    const reply = await (await guest()).get('/casino-api/v1/nothing-here');
    expect(reply.statusCode).toBe(404);
    expect(errorCode(reply)).toBe('not_found');
  });
});

describe('casino player calls (contract)', () => {
  it.each([
    ['GET', '/casino-api/v1/favorites'],
    ['PUT', '/casino-api/v1/favorites/1'],
    ['DELETE', '/casino-api/v1/favorites/1'],
    ['GET', '/casino-api/v1/recent'],
    ['POST', '/casino-api/v1/bonus-games/fortuna-bonus/play'],
  ])('%s %s answers 401 to a guest', async (method, url) => {
    const call = await guest();
    const reply = method === 'GET' ? await call.get(url) : method === 'POST' ? await call.post(url, {}) : await app.inject({ method: method as 'PUT', url, headers: { host: 'localhost' } });
    expect(reply.statusCode).toBe(401);
  });

  it('keeps favourites per player: add (newest first, once), remove, unknown games refused', async () => {
    const call = await player();
    expect((await call.get('/casino-api/v1/favorites')).json()).toEqual({ gameIds: [] });
    await send(call, 'PUT', '/casino-api/v1/favorites/5');
    const added = await send(call, 'PUT', '/casino-api/v1/favorites/7');
    expect(validate_casinoGameIdsReply(added.json())).toBe(true);
    expect(added.json()).toEqual({ gameIds: [7, 5] });
    expect((await send(call, 'PUT', '/casino-api/v1/favorites/5')).json()).toEqual({ gameIds: [7, 5] });
    expect((await send(call, 'DELETE', '/casino-api/v1/favorites/7')).json()).toEqual({ gameIds: [5] });
    expect((await send(call, 'PUT', '/casino-api/v1/favorites/999999')).statusCode).toBe(404);
    expect((await send(call, 'PUT', '/casino-api/v1/favorites/x')).statusCode).toBe(404);
    // Another player's list is their own.
    expect((await (await player()).get('/casino-api/v1/favorites')).json()).toEqual({ gameIds: [] });
  });

  it('lists the games the player launched, newest first, at most 24', async () => {
    const call = await player();
    for (const gameId of [3, 4, 3]) expect((await call.post('/casino-api/v1/launch', { gameId, mode: 'demo', lang: 'en' })).statusCode).toBe(200);
    const reply = (await call.get('/casino-api/v1/recent')).json();
    expect(validate_casinoGameIdsReply(reply)).toBe(true);
    expect(reply).toEqual({ gameIds: [3, 4] });
    const demoGames = (await games(call, 'limit=40')).items.filter((game) => game.demo).slice(0, RECENT_LIMIT + 2);
    for (const game of demoGames) await call.post('/casino-api/v1/launch', { gameId: game.id, mode: 'demo', lang: 'en' });
    const full = (await call.get('/casino-api/v1/recent')).json().gameIds;
    expect(full).toHaveLength(RECENT_LIMIT);
    expect(full[0]).toBe(demoGames.at(-1)!.id);
  });

  it('recommends popular games of the providers of the player’s favourites; popular ones to guests', async () => {
    const forGuest = (await (await guest()).get('/casino-api/v1/recommended')).json();
    expect(validate_casinoRecommendedReply(forGuest)).toBe(true);
    expect(forGuest.items).toHaveLength(RECOMMENDED_COUNT);
    expect(forGuest.items.every((game: { tags: string[] }) => game.tags.includes('popular'))).toBe(true);
    const call = await player();
    const favourite = (await games(call, 'provider=xenon-arcade&limit=1')).items[0];
    await send(call, 'PUT', `/casino-api/v1/favorites/${favourite.id}`);
    const items = (await call.get('/casino-api/v1/recommended')).json().items as Array<{ id: number; provider: string }>;
    expect(items[0].provider).toBe('xenon-arcade');
    expect(items.map((game) => game.id)).not.toContain(favourite.id);
  });
});

describe('bonus games, lotto, toto and partitions (contract)', () => {
  it('lists the six bonus games as preview entries with their new and legacy routes', async () => {
    const reply = (await (await guest()).get('/casino-api/v1/bonus-games?lang=en')).json();
    expect(validate_casinoBonusGamesReply(reply)).toBe(true);
    expect(reply.games.map((game: { route: string }) => game.route)).toEqual(['fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus']);
    expect(reply.games[0]).toMatchObject({ id: 1, oldRoute: 'fortuna', categories: expect.any(Array) });
  });

  it('plays a bonus game: an outcome and a prize, until no attempts are left today', async () => {
    const call = await player();
    for (let attempt = 1; attempt <= BONUS_ATTEMPTS_PER_DAY; attempt += 1) {
      const reply = await call.post('/casino-api/v1/bonus-games/chest-bonus/play', { choice: 2 });
      expect(reply.statusCode).toBe(200);
      expect(validate_casinoBonusPlayReply(reply.json())).toBe(true);
      expect(reply.json()).toMatchObject({ outcome: 'chest-2', attemptsLeft: BONUS_ATTEMPTS_PER_DAY - attempt });
    }
    const spent = await call.post('/casino-api/v1/bonus-games/chest-bonus/play', { choice: 0 });
    expect(spent.statusCode).toBe(409);
    expect(errorCode(spent)).toBe('no_attempts_left');
    // Attempts are per game.
    const wheel = await call.post('/casino-api/v1/bonus-games/fortuna-bonus/play', {});
    expect(wheel.statusCode).toBe(200);
    expect(wheel.json().outcome).toMatch(/^sector-\d$/);
  });

  it.each([
    ['an unknown game', '/casino-api/v1/bonus-games/jackpot-bonus/play', {}, 404],
    ['a choice the game does not offer', '/casino-api/v1/bonus-games/chest-bonus/play', { choice: 3 }, 400],
    ['a choice that is not a number', '/casino-api/v1/bonus-games/chest-bonus/play', { choice: '1' }, 400],
    ['an unknown field', '/casino-api/v1/bonus-games/chest-bonus/play', { choice: 1, prize: 1000 }, 400],
    ['a body that is not an object', '/casino-api/v1/bonus-games/chest-bonus/play', [1], 400],
  ])('refuses %s', async (_, url, body, status) => {
    expect((await (await player()).post(url, body)).statusCode).toBe(status);
  });

  it('answers the lotto catalogue, the results and one lottery', async () => {
    const call = await guest();
    const catalog = (await call.get('/casino-api/v1/lotto?lang=en')).json();
    expect(validate_casinoLottoCatalogReply(catalog)).toBe(true);
    expect((await call.get('/casino-api/v1/lotto?section=catalog')).json()).toEqual(catalog);
    expect(catalog.lotteries[0].drawAt).toBeGreaterThan(Date.now() / 1000);
    const results = (await call.get('/casino-api/v1/lotto?section=results')).json();
    expect(validate_casinoLottoResultsReply(results)).toBe(true);
    for (const result of results.results) {
      const lottery = catalog.lotteries.find((candidate: { id: string }) => candidate.id === result.id);
      expect(new Set(result.numbers).size).toBe(lottery.numbers);
      expect(Math.max(...result.numbers)).toBeLessThanOrEqual(lottery.of);
    }
    const one = (await call.get(`/casino-api/v1/lotto/${catalog.lotteries[0].id}?lang=ru`)).json();
    expect(validate_casinoLotteryReply(one)).toBe(true);
    expect(one.lastResults.length).toBeGreaterThan(0);
    expect((await call.get('/casino-api/v1/lotto/no-such-lottery')).statusCode).toBe(404);
    expect((await call.get('/casino-api/v1/lotto?section=view')).statusCode).toBe(400);
  });

  it('answers the toto pools of a section, football by default', async () => {
    const call = await guest();
    const football = (await call.get('/casino-api/v1/toto?lang=en')).json();
    expect(validate_casinoTotoReply(football)).toBe(true);
    expect(football.section).toBe('football');
    expect(football.pools[0].events.length).toBe(15);
    expect((await call.get('/casino-api/v1/toto?section=hockey')).json().section).toBe('hockey');
    expect((await call.get('/casino-api/v1/toto?section=curling')).statusCode).toBe(404);
    expect((await call.get('/casino-api/v1/toto?section=%3Cx%3E')).statusCode).toBe(400);
  });

  it('lists the partitions the server allows: every lobby category, or what the scenario names', async () => {
    const all = (await (await guest()).get('/web-api/third-party/api/list-available-partitions')).json();
    expect(validate_casinoPartitionsReply(all)).toBe(true);
    expect(all.success).toBe(true);
    expect(all.listAvailablePartitions).toEqual(expect.arrayContaining(['slots', 'live-casino', 'tvgames']));
    const some = await caller(app, { login: null, patch: { casino: { partitions: ['slots'] } } });
    expect((await some.get('/web-api/third-party/api/list-available-partitions')).json()).toEqual({ success: true, listAvailablePartitions: ['slots'] });
  });

  it('refuses a malformed casino scenario field', async () => {
    for (const casino of [{ restricted: 'yes' }, { partitions: ['<x>'] }, { reels: ['cherry'] }, { unknown: 1 }, []]) {
      const reply = await app.inject({ method: 'POST', url: '/bff-test/scenario/casino-bad', payload: { casino }, headers: { host: 'localhost' } });
      expect(reply.statusCode, JSON.stringify(casino)).toBe(400);
    }
  });
});
