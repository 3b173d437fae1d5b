// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { SportEvent, SportsTree } from '../schemas/sports.ts';
import { validate_eventList } from '../src/generated/validate_eventList.js';
import { validate_eventReply } from '../src/generated/validate_eventReply.js';
import { validate_expressDay } from '../src/generated/validate_expressDay.js';
import { validate_marketStates } from '../src/generated/validate_marketStates.js';
import { validate_couponConfig } from '../src/generated/validate_couponConfig.js';
import { validate_sportsTree } from '../src/generated/validate_sportsTree.js';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { validate_siteConfig } from '../../../tests/support/kernelTestKit.ts';
import { caller as bffCaller } from '../../../tests/support/bffCaller.ts';
import { FROZEN } from './routeTestKit.ts';

const app = createTestBff();
afterAll(() => app.close());

/** A caller in its own scenario, frozen unless told otherwise (the live simulation moves no prices under the test). */
const caller = (app: FastifyInstance, { login = 'demo@northbet.example' as string | null, frozen = true } = {}) =>
  bffCaller(app, { login, patch: frozen ? FROZEN : undefined, prefix: 'sports' });

const events = async (url: string): Promise<SportEvent[]> => {
  const call = await caller(app, { login: null });
  const reply = await call.get(url);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(validate_eventList(reply.json())).toBe(true);
  return reply.json().events;
};

describe('sports tree', () => {
  it('lists the line and live sports with champs and counts, names in the asked language', async () => {
    const call = await caller(app, { login: null });
    const line = (await call.get('/line-api/v1/line/tree?lang=en')).json() as SportsTree;
    expect(validate_sportsTree(line)).toBe(true);
    expect(line.mode).toBe('line');
    expect(line.sports.length).toBeGreaterThanOrEqual(8);
    expect(line.sports.find((sport) => sport.slug === 'dota-2')?.kind).toBe('cyber');
    expect(line.sports.find((sport) => sport.slug === 'politics')?.kind).toBe('longterm');
    const champSlugs = line.sports.flatMap((sport) => sport.champs.map((champ) => champ.slug));
    for (const slug of ['epl', 'laliga', 'europaleague', 'ipl', 'scf', 'fifacwc', 'nbafinals', 'nhlfinals']) expect(champSlugs).toContain(slug);
    for (const sport of line.sports) expect(sport.eventCount).toBe(sport.champs.reduce((sum, champ) => sum + champ.eventCount, 0));
    const total = line.sports.reduce((sum, sport) => sum + sport.eventCount, 0);
    expect(total).toBeGreaterThanOrEqual(300);

    const live = (await call.get('/line-api/v1/live/tree?lang=ru')).json() as SportsTree;
    expect(validate_sportsTree(live)).toBe(true);
    expect(live.mode).toBe('live');
    expect(live.sports.reduce((sum, sport) => sum + sport.eventCount, 0)).toBeGreaterThanOrEqual(24);
    expect(live.sports.find((sport) => sport.slug === 'football')?.name).toBe('Футбол');
    // An unknown language falls back to English.
    expect((await call.get('/line-api/v1/line/tree?lang=xx')).json().sports[0].name).toBe('Football');
  });
});

describe('event lists', () => {
  it('lists line games by start time with only their main market', async () => {
    const list = await events('/line-api/v1/line/events');
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(list.every((event) => event.status === 1 && event.markets.length === 1 && event.marketCount >= 1)).toBe(true);
    expect(list.map((event) => event.startsAt)).toEqual([...list.map((event) => event.startsAt)].sort((a, b) => a - b));
  });

  it('lists live games with score, period and clock', async () => {
    const list = await events('/line-api/v1/live/events');
    expect(list.length).toBeGreaterThanOrEqual(24);
    for (const event of list) {
      expect([2, 3]).toContain(event.status);
      expect(event.period).toMatch(/^period\./);
    }
    expect(list.filter((event) => event.sportSlug === 'football').every((event) => event.score && event.periodScores && event.clock)).toBe(true);
  });

  it('filters by sport, champ (slug or id), top, page type and limit', async () => {
    const football = await events('/line-api/v1/line/events?sport=football');
    expect(football.length).toBeGreaterThan(50);
    expect(football.every((event) => event.sportSlug === 'football')).toBe(true);
    expect((await events('/line-api/v1/line/events?sport=1')).length).toBe(football.length);
    const epl = await events('/line-api/v1/line/events?sport=football&champ=epl');
    expect(epl.length).toBeGreaterThan(5);
    expect(epl.every((event) => event.champSlug === 'epl' && event.champId === 101)).toBe(true);
    expect((await events('/line-api/v1/line/events?champ=101')).length).toBe(epl.length);
    const top = await events('/line-api/v1/line/events?top=1');
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((event) => event.isTop)).toBe(true);
    for (const pageType of ['bets-on-your', 'cyber', 'marble', 'ufc', 'politics', 'top-game']) {
      const page = await events(`/line-api/v1/line/events?pageType=${pageType}`);
      expect(page.length, pageType).toBeGreaterThan(0);
      expect(page.every((event) => event.pageTypes?.includes(pageType))).toBe(true);
    }
    expect((await events('/line-api/v1/line/events?limit=5')).length).toBe(5);
    expect(await events('/line-api/v1/line/events?sport=curling')).toEqual([]);
  });

  it('refuses malformed filters with a JSON:API error', async () => {
    const call = await caller(app, { login: null });
    for (const url of ['/line-api/v1/line/events?limit=0', '/line-api/v1/line/events?limit=abc', '/line-api/v1/line/events?sport=<script>', '/line-api/v1/line/events?top=maybe', '/line-api/v1/line/events?sport=a&sport=b']) {
      const reply = await call.get(url);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().errors[0]).toMatchObject({ status: '400', code: 'invalid_request' });
    }
    const unknown = await call.get('/line-api/v1/prematch/events');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });
});

describe('one event', () => {
  it('answers a game with every market, and 404 for an unknown one', async () => {
    const call = await caller(app, { login: null });
    const [first] = await events('/line-api/v1/line/events?sport=football&limit=1');
    const reply = await call.get(`/line-api/v1/event/${first.id}`);
    expect(validate_eventReply(reply.json())).toBe(true);
    const { event } = reply.json() as { event: SportEvent };
    expect(event.markets.length).toBe(first.marketCount);
    expect(event.markets.map((market) => market.kind)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
    for (const id of ['999', 'abc', '1'.repeat(30)]) {
      const missing = await call.get(`/line-api/v1/event/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors[0].status).toBe('404');
    }
  });
});

describe('search and results', () => {
  it('finds games by team or champ name, ignoring case, from two characters', async () => {
    const byTeam = await events('/line-api/v1/search?q=ARSENAL');
    expect(byTeam.length).toBeGreaterThan(0);
    expect(byTeam.every((event) => `${event.home} ${event.away}`.toLowerCase().includes('arsenal'))).toBe(true);
    const byChamp = await events('/line-api/v1/search?q=premier%20league');
    expect(byChamp.some((event) => event.champSlug === 'epl')).toBe(true);
    const call = await caller(app, { login: null });
    expect((await call.get('/line-api/v1/search?q=a')).statusCode).toBe(400);
    expect((await call.get('/line-api/v1/search')).statusCode).toBe(400);
  });

  it('lists finished games with final scores, by sport and date', async () => {
    const results = await events('/line-api/v1/results');
    expect(results.length).toBeGreaterThanOrEqual(30);
    expect(results.every((event) => event.status === 4 && event.markets.length === 0)).toBe(true);
    expect(results.filter((event) => event.sportSlug === 'football').every((event) => event.score && event.periodScores)).toBe(true);
    const date = new Date(results[0].startsAt * 1000).toISOString().slice(0, 10);
    const day = await events(`/line-api/v1/results?date=${date}`);
    expect(day.length).toBeGreaterThan(0);
    expect(day.every((event) => new Date(event.startsAt * 1000).toISOString().startsWith(date))).toBe(true);
    expect((await events('/line-api/v1/results?sport=tennis')).every((event) => event.sportSlug === 'tennis')).toBe(true);
    const call = await caller(app, { login: null });
    expect((await call.get('/line-api/v1/results?date=2026-13-45')).statusCode).toBe(400);
  });
});

describe('express of the day and outcome states', () => {
  it('offers an express of favourites from different games', async () => {
    const call = await caller(app, { login: null });
    const reply = await call.get('/line-api/v1/express-day');
    expect(validate_expressDay(reply.json())).toBe(true);
    const { markets } = reply.json();
    expect(markets.length).toBeGreaterThanOrEqual(2);
    expect(new Set(markets.map((market: { gameId: number }) => market.gameId)).size).toBe(markets.length);
  });

  it('answers the current state of coupon outcomes and lists the missing ones', async () => {
    const call = await caller(app, { login: null });
    const [live] = await events('/line-api/v1/live/events?sport=football&limit=1');
    const [line] = await events('/line-api/v1/line/events?sport=tennis&limit=1');
    const ids = [live.markets[0].outcomes[0].id, line.markets[0].outcomes[1].id, '999:1x2:1', `${line.id}:nope:1`];
    const reply = await call.post('/coupon-api/v1/markets', { ids });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(validate_marketStates(reply.json())).toBe(true);
    expect(reply.json().missing).toEqual(['999:1x2:1', `${line.id}:nope:1`]);
    const [liveState, lineState] = reply.json().markets;
    expect(liveState).toMatchObject({ id: ids[0], gameStatus: live.status, score: live.score });
    expect(lineState).toMatchObject({ id: ids[1], gameStatus: 1, coef: line.markets[0].outcomes[1].coef });
    for (const body of [{}, { ids: 'x' }, { ids: [1] }, { ids: ['A:B'] }, { ids: new Array(101).fill(0).map((_, index) => `1:x:${index}`) }]) {
      const bad = await call.post('/coupon-api/v1/markets', body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(bad.json().errors[0].code).toBe('invalid_coupon');
    }
  });
});

describe('scenario overlay', () => {
  it('moves a price and blocks an outcome for its scenario only: lists, event, states', async () => {
    const mine = await caller(app, { login: null });
    const other = await caller(app, { login: null });
    const [event] = (await mine.get('/line-api/v1/line/events?sport=football&limit=1')).json().events as SportEvent[];
    const [home, draw] = event.markets[0].outcomes;
    await patchScenario(app, mine.scenario, { sports: { markets: { [home.id]: { coef: home.coef + 1 }, [draw.id]: { isBlocked: true } } } });

    const listed = (await mine.get('/line-api/v1/line/events?sport=football&limit=1')).json().events[0] as SportEvent;
    expect(listed.version).toBeGreaterThan(event.version);
    expect(listed.markets[0].outcomes[0].coef).toBeCloseTo(home.coef + 1, 9);
    expect(listed.markets[0].outcomes[1].isBlocked).toBe(true);
    const full = (await mine.get(`/line-api/v1/event/${event.id}`)).json().event as SportEvent;
    expect(full.markets[0].outcomes[0].coef).toBeCloseTo(home.coef + 1, 9);
    const states = (await mine.post('/coupon-api/v1/markets', { ids: [home.id, draw.id] })).json().markets;
    expect(states[0].coef).toBeCloseTo(home.coef + 1, 9);
    expect(states[1].isBlocked).toBe(true);

    const theirs = (await other.get(`/line-api/v1/event/${event.id}`)).json().event as SportEvent;
    expect(theirs.markets[0].outcomes[0].coef).toBe(home.coef);
    expect(theirs.markets[0].outcomes[1].isBlocked).toBe(false);

    // null takes the change back.
    await patchScenario(app, mine.scenario, { sports: { markets: { [home.id]: null } } });
    expect((await mine.get(`/line-api/v1/event/${event.id}`)).json().event.markets[0].outcomes[0].coef).toBe(home.coef);
    const bad = await app.inject({ method: 'POST', url: `/bff-test/scenario/${mine.scenario}`, payload: { sports: { markets: { [home.id]: { coef: 'high' } } } }, headers: { host: 'localhost' } });
    expect(bad.statusCode).toBe(400);
  });

  it('sets a live game\'s score for its scenario only, and refuses a malformed one', async () => {
    const mine = await caller(app, { login: null });
    const other = await caller(app, { login: null });
    const [event] = ((await mine.get('/line-api/v1/live/events?sport=football')).json().events as SportEvent[]).filter((candidate) => candidate.score);
    const score = { home: event.score!.home + 3, away: event.score!.away };
    await patchScenario(app, mine.scenario, { sports: { scores: { [event.id]: score } } });
    expect((await mine.get(`/line-api/v1/event/${event.id}`)).json().event.score).toEqual(score);
    expect((await mine.post('/coupon-api/v1/markets', { ids: [event.markets[0].outcomes[0].id] })).json().markets[0].score).toEqual(score);
    expect((await other.get(`/line-api/v1/event/${event.id}`)).json().event.score).not.toEqual(score);
    for (const scores of [{ [event.id]: { home: -1, away: 0 } }, { [event.id]: '1:0' }, { abc: { home: 1, away: 0 } }, [score]]) {
      const bad = await app.inject({ method: 'POST', url: `/bff-test/scenario/${mine.scenario}`, payload: { sports: { scores } }, headers: { host: 'localhost' } });
      expect(bad.statusCode, JSON.stringify(scores)).toBe(400);
    }
  });
});

describe('fault injection', () => {
  it('reaches the sports calls of a scenario', async () => {
    const call = await caller(app, { login: null });
    await patchScenario(app, call.scenario, { faults: [{ path: '/line-api/v1/live/events', status: 503, times: 1 }] });
    expect((await call.get('/line-api/v1/live/events')).statusCode).toBe(503);
    expect((await call.get('/line-api/v1/live/events')).statusCode).toBe(200);
  });
});

describe('coupon config group', () => {
  it('is in the demo config and valid', async () => {
    const call = await caller(app, { login: null, frozen: false });
    const config = (await call.get('/bff-api/config/all.json')).json();
    expect(validate_siteConfig(config)).toBe(true);
    expect(validate_couponConfig(config.coupon)).toBe(true);
    const group = (await call.get('/bff-api/config/group/get?groups=coupon')).json().data.coupon;
    expect(group.amountSteps.RUB).toEqual({ step: 100, initial: 150 });
  });
});
