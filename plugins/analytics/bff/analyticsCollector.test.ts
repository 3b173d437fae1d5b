// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../bff/createServer.ts';
import { createTestBff, projectRoot, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { openTestDatabase, switchableTestDatabase } from '../../../tests/support/databaseTemplate.ts';
import { ANALYTICS_EVENT_RETENTION } from './analyticsEventStore.ts';
import { COLLECTOR_BATCH_MAX_EVENTS } from './collectorBatch.ts';
import { STAND_IN_ADAPTERS } from './standInAdapters.ts';

const app = createTestBff();
afterAll(() => app.close());

const headersOf = (scenario: string) => ({ host: 'localhost', cookie: `bff_scenario=${scenario}`, 'content-type': 'text/plain;charset=UTF-8' });
const receivedBy = async (scenario: string, server = app) => (await server.inject({ method: 'GET', url: '/bff-test/analytics/events', headers: headersOf(scenario) })).json();
const collect = (scenario: string, batch: unknown, server = app) =>
  server.inject({ method: 'POST', url: '/fatman-api/northbet', headers: headersOf(scenario), payload: typeof batch === 'string' ? batch : JSON.stringify(batch) });
const batchOf = (...ids: number[]) => ({ lang: 'en', source: 18, events: ids.map((id) => ({ id, strings: [], numbers: [id], params: {} })) });

/** The stored rows of a test scenario (its realm is `{server}|{scenario}`), oldest first. */
async function storedRows(scenario: string) {
  const database = await openTestDatabase();
  return database.query<{ realm: string; event_id: number; domain: string; collector_key: string; lang: string; source: number; user_id: string | null; strings: string[]; numbers: number[] }>(
    "SELECT realm, event_id, domain, collector_key, lang, source, user_id, strings, numbers FROM analytics_event WHERE realm LIKE '%|' || $1 ORDER BY seq",
    [scenario],
  );
}

describe('the collector of the reference BFF', () => {
  it('stores the events of a beacon batch as rows of its scenario\'s realm, which the scenario\'s GET answers', async () => {
    const scenario = uniqueScenario('collector');
    const batch = { lang: 'ru', source: 119, userId: '100001', events: [{ id: 10000, at: 1, strings: ['RUB'], numbers: [0, 1, 150], params: {} }] };
    expect((await collect(scenario, batch)).statusCode).toBe(204);
    expect(await storedRows(scenario)).toEqual([
      { realm: expect.stringMatching(new RegExp(`\\|${scenario}$`)), event_id: 10000, domain: 'demo', collector_key: 'northbet', lang: 'ru', source: 119, user_id: '100001', strings: ['RUB'], numbers: [0, 1, 150] },
    ]);
    expect((await receivedBy(scenario)).events).toEqual([
      { at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), domain: 'demo', key: 'northbet', lang: 'ru', source: 119, userId: '100001', id: 10000, strings: ['RUB'], numbers: [0, 1, 150], params: {} },
    ]);
    expect((await receivedBy(uniqueScenario('other'))).events).toEqual([]);
  });

  it.each([
    ['not JSON', 'not json'],
    ['an event without an id', { lang: 'en', source: 1, events: [{ id: 'x' }] }],
    ['no language', { events: [] }],
    ['an id no integer column holds', batchOf(2 ** 31)],
    ['a NUL character', { ...batchOf(1000), events: [{ id: 1000, strings: ['a\u0000b'] }] }],
    ['a NUL character in a key of the params', { ...batchOf(1000), events: [{ id: 1000, params: { 'a\u0000': 1 } }] }],
  ])('refuses %s with 400, stores none of it and keeps what came before', async (_, batch) => {
    const scenario = uniqueScenario('collector');
    expect((await collect(scenario, batchOf(1))).statusCode).toBe(204);
    expect((await collect(scenario, batch)).statusCode).toBe(400);
    expect((await storedRows(scenario)).map(({ event_id }) => event_id)).toEqual([1]);
  });

  it.each([
    ['an empty body', ''],
    ['more events than a batch takes', batchOf(...Array.from({ length: COLLECTOR_BATCH_MAX_EVENTS + 1 }, (_, index) => index))],
    ['a source that is text', { ...batchOf(1), source: '18' }],
    ['a user id that is a number', { ...batchOf(1), userId: 100001 }],
    ['a language too long', { ...batchOf(1), lang: 'x'.repeat(17) }],
    ['a string slot that is not text', { ...batchOf(1), events: [{ id: 1, strings: [{}] }] }],
    ['a param that is an object', { ...batchOf(1), events: [{ id: 1, params: { nested: {} } }] }],
    ['a param named __proto__', '{"lang":"en","source":18,"events":[{"id":1,"params":{"__proto__":{"polluted":true}}}]}'],
  ])('answers %s with a JSON:API 400 invalid_request by the batch\'s schema', async (_, batch) => {
    const reply = await collect(uniqueScenario('collector'), batch);
    expect([reply.statusCode, reply.json()]).toEqual([400, { errors: [{ status: '400', code: 'invalid_request', detail: expect.any(String) }] }]);
  });

  it('refuses a collector key its domains cannot have (400), and takes a batch sent as JSON too', async () => {
    const scenario = uniqueScenario('collector');
    const badKey = await app.inject({ method: 'POST', url: '/fatman-api/not%20a%20key', headers: headersOf(scenario), payload: JSON.stringify(batchOf(1)) });
    expect([badKey.statusCode, badKey.json().errors[0].code]).toEqual([400, 'invalid_request']);
    const asJson = await app.inject({ method: 'POST', url: '/fatman-api/northbet', headers: { ...headersOf(scenario), 'content-type': 'application/json' }, payload: JSON.stringify(batchOf(7)) });
    expect(asJson.statusCode).toBe(204);
    expect((await storedRows(scenario)).map(({ event_id }) => event_id)).toEqual([7]);
  });

  it(`keeps a realm's newest ${ANALYTICS_EVENT_RETENTION.keptPerRealm} events and none older than ${ANALYTICS_EVENT_RETENTION.keptDays} days`, async () => {
    expect(ANALYTICS_EVENT_RETENTION).toEqual({ table: 'analytics_event', keptPerRealm: 10_000, keptDays: 30 });
    const scenario = uniqueScenario('retention');
    expect((await collect(scenario, batchOf(1))).statusCode).toBe(204);
    const [{ realm }] = await storedRows(scenario);
    const database = await openTestDatabase();
    const seed = (seedRealm: string, count: number, daysAgo: number) =>
      database.query(
        `INSERT INTO analytics_event (realm, received_at, domain, collector_key, lang, source, event_id, strings, numbers, params)
         SELECT $1, now() - make_interval(days => $3::int), 'demo', 'northbet', 'en', 18, 2, '[]', '[]', '{}' FROM generate_series(1, $2::int)`,
        [seedRealm, count, daysAgo],
      );
    // The scenario's realm is full; another realm has an event of yesterday and one past the days kept.
    await seed(realm, ANALYTICS_EVENT_RETENTION.keptPerRealm - 1, 0);
    const otherRealm = `retention-other-${randomUUID()}`;
    await seed(otherRealm, 1, 1);
    await seed(otherRealm, 1, ANALYTICS_EVENT_RETENTION.keptDays + 1);

    expect((await collect(scenario, batchOf(3))).statusCode).toBe(204);
    const kept = await storedRows(scenario);
    expect(kept).toHaveLength(ANALYTICS_EVENT_RETENTION.keptPerRealm);
    expect([kept[0].event_id, kept.at(-1)?.event_id]).toEqual([2, 3]);
    const others = await database.query<{ age_days: number }>('SELECT extract(day FROM now() - received_at)::int AS age_days FROM analytics_event WHERE realm = $1', [otherRealm]);
    expect(others).toEqual([{ age_days: 1 }]);
  });

  it('answers 503 while the database is down, and stores the next batch once it is back', async () => {
    const { database: failing, setDown } = switchableTestDatabase();
    const server = createServer({ root: projectRoot, testMode: true, database: failing });
    try {
      await server.ready();
      const scenario = uniqueScenario('down');
      setDown(true);
      const reply = await collect(scenario, batchOf(1), server);
      expect([reply.statusCode, reply.json()]).toEqual([503, { errors: [{ status: '503', code: 'service_unavailable', detail: 'The service is unavailable, please try again shortly' }] }]);
      setDown(false);
      expect((await collect(scenario, batchOf(2), server)).statusCode).toBe(204);
      expect((await receivedBy(scenario, server)).events.map(({ id }: { id: number }) => id)).toEqual([2]);
    } finally {
      await server.close();
    }
  });

  it('serves the stand-ins of the third-party counters: their scripts and their hits', async () => {
    const scenario = uniqueScenario('stand-ins');
    for (const adapter of STAND_IN_ADAPTERS) {
      const script = await app.inject({ method: 'GET', url: `/analytics-demo/script/${adapter}.js`, headers: { host: 'localhost' } });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      const hit = await app.inject({ method: 'POST', url: `/analytics-demo/hit/${adapter}`, headers: headersOf(scenario), payload: JSON.stringify({ counter: 'x', payload: { kind: 'pageview' } }) });
      expect(hit.statusCode).toBe(204);
    }
    expect((await receivedBy(scenario)).hits.map(({ adapter }: { adapter: string }) => adapter)).toEqual([...STAND_IN_ADAPTERS]);
    const notFound = { errors: [{ status: '404', code: 'not_found', detail: 'no such stand-in' }] };
    for (const [method, url] of [['GET', '/analytics-demo/script/unknown.js'], ['GET', '/analytics-demo/script/tagManager'], ['POST', '/analytics-demo/hit/__proto__']] as const) {
      const refused = await app.inject({ method, url, headers: headersOf(scenario), payload: method === 'POST' ? '{}' : undefined });
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 404, notFound]);
    }
  });

  it('gives each domain its analytics config group', async () => {
    const reply = await app.inject({ method: 'GET', url: '/bff-api/config/group/get?groups=analytics&lang=en', headers: { host: 'localhost' } });
    expect(reply.json().data.analytics).toMatchObject({ collectorKey: 'northbet', sourceCode: 18 });
  });
});
