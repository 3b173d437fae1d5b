import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, projectRoot, uniqueScenario } from '../tests/support/bffFetch.ts';
import { openTestDatabase, switchableTestDatabase, testDatabase } from '../tests/support/databaseTemplate.ts';
import { createServer } from './createServer.ts';
import { PLUGIN_ERROR_REPORT_MAX_BYTES, PLUGIN_ERROR_REPORTS_PER_MINUTE } from './pluginErrorReports.ts';
import { PLUGIN_ERROR_RETENTION } from './pluginErrorStore.ts';
import { PLUGIN_ERROR_REPORT_MAX_BATCH } from '../src/plugins/pluginConstants.ts';

const app = createTestBff();
const siteRealm = `plugin-errors-site-${randomUUID()}`;
const site = createServer({ root: projectRoot, database: testDatabase(), realm: siteRealm });
afterAll(() => Promise.all([app.close(), site.close()]));

const report = (plugin = 'info', kind = 'integrity') => ({ plugin, version: '1.0.0', kind });

/** What the kernel sends: JSON as text/plain (sendBeacon), in the caller's scenario. */
function send(scenario: string, body: unknown, server = app) {
  return server.inject({
    method: 'POST',
    url: '/bff-api/plugin-errors',
    headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function received(scenario: string, server = app) {
  const reply = await server.inject({ url: '/bff-api/plugin-errors', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
  return reply.json().reports as unknown[];
}

/** The rows stored for a test scenario (its realm is `{server}|{scenario}`), oldest first. */
async function storedRows(scenario: string) {
  const database = await openTestDatabase();
  return database.query<{ realm: string; domain: string; plugin: string; version: string; kind: string }>(
    "SELECT realm, domain, plugin, version, kind FROM core_plugin_error WHERE realm LIKE '%|' || $1 ORDER BY seq",
    [scenario],
  );
}

describe('POST /bff-api/plugin-errors', () => {
  it('stores a valid batch as rows of its scenario\'s realm, with the time it arrived, which the scenario\'s GET answers', async () => {
    const scenario = uniqueScenario('reports');
    const reply = await send(scenario, { domain: 'sports.localhost', reports: [report('sports', 'http'), report('info', 'evaluation')] });
    expect(reply.statusCode).toBe(204);
    expect(await storedRows(scenario)).toEqual([
      { realm: expect.stringMatching(new RegExp(`\\|${scenario}$`)), domain: 'sports.localhost', plugin: 'sports', version: '1.0.0', kind: 'http' },
      { realm: expect.any(String), domain: 'sports.localhost', plugin: 'info', version: '1.0.0', kind: 'evaluation' },
    ]);
    expect(await received(scenario)).toEqual([
      { at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), domain: 'sports.localhost', plugin: 'sports', version: '1.0.0', kind: 'http' },
      { at: expect.any(String), domain: 'sports.localhost', plugin: 'info', version: '1.0.0', kind: 'evaluation' },
    ]);
    expect(await received(uniqueScenario('other'))).toEqual([]);
  });

  it('takes the same body sent as application/json', async () => {
    const scenario = uniqueScenario('reports');
    const reply = await app.inject({ method: 'POST', url: '/bff-api/plugin-errors', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` }, payload: { domain: 'localhost', reports: [report()] } });
    expect(reply.statusCode).toBe(204);
    expect(await received(scenario)).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{"domain": "localhost", "reports": ['],
    ['no reports', { domain: 'localhost', reports: [] }],
    ['an unknown kind', { domain: 'localhost', reports: [report('info', 'timeout')] }],
    ['a field beyond the allowed ones (a message)', { domain: 'localhost', reports: [{ ...report(), message: 'HTTP 500 for /plugins/info/?token=secret' }] }],
    ['something about the visitor', { domain: 'localhost', userId: '100001', reports: [report()] }],
    ['a domain with a path', { domain: 'localhost/en/office?user=1', reports: [report()] }],
    ['a plugin id with spaces', { domain: 'localhost', reports: [report('my plugin')] }],
    ['a NUL character', { domain: 'localhost', reports: [{ ...report(), version: '1.0.0\u0000' }] }],
  ])('refuses %s with 400, stores none of it and keeps what came before', async (_, body) => {
    const scenario = uniqueScenario('reports');
    expect((await send(scenario, { domain: 'localhost', reports: [report('before')] })).statusCode).toBe(204);
    const reply = await send(scenario, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].status).toBe('400');
    expect((await storedRows(scenario)).map(({ plugin }) => plugin)).toEqual(['before']);
  });

  it(`refuses a batch of more than ${PLUGIN_ERROR_REPORT_MAX_BATCH} reports (400) and a body over ${PLUGIN_ERROR_REPORT_MAX_BYTES} bytes (413)`, async () => {
    const scenario = uniqueScenario('reports');
    const reports = Array.from({ length: PLUGIN_ERROR_REPORT_MAX_BATCH + 1 }, (_, index) => report(`plugin-${index}`));
    expect((await send(scenario, { domain: 'localhost', reports })).statusCode).toBe(400);
    expect((await send(scenario, { domain: `${'a'.repeat(60)}.localhost`, reports: [report(), { ...report(), version: 'x'.repeat(PLUGIN_ERROR_REPORT_MAX_BYTES) }] })).statusCode).toBe(413);
    expect((await send(scenario, { domain: 'localhost', reports: reports.slice(1) })).statusCode).toBe(204);
    expect(await received(scenario)).toHaveLength(PLUGIN_ERROR_REPORT_MAX_BATCH);
  });

  it(`answers 429 past ${PLUGIN_ERROR_REPORTS_PER_MINUTE} reports a minute from one client, and keeps none of the refused`, async () => {
    const scenario = uniqueScenario('reports');
    const full = Array.from({ length: PLUGIN_ERROR_REPORT_MAX_BATCH }, () => report());
    for (let sent = 0; sent < PLUGIN_ERROR_REPORTS_PER_MINUTE; sent += full.length) expect((await send(scenario, { domain: 'localhost', reports: full })).statusCode).toBe(204);
    const refused = await send(scenario, { domain: 'localhost', reports: [report()] });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(await received(scenario)).toHaveLength(PLUGIN_ERROR_REPORTS_PER_MINUTE);
    // Under test mode each scenario is a client of its own: parallel tests do not use up each other's allowance.
    expect((await send(uniqueScenario('reports'), { domain: 'localhost', reports: [report()] })).statusCode).toBe(204);
  });

  it(`keeps a realm's newest ${PLUGIN_ERROR_RETENTION.keptPerRealm} reports and none older than ${PLUGIN_ERROR_RETENTION.keptDays} days`, async () => {
    const scenario = uniqueScenario('retention');
    expect((await send(scenario, { domain: 'localhost', reports: [report('first')] })).statusCode).toBe(204);
    const [{ realm }] = await storedRows(scenario);
    const database = await openTestDatabase();
    const seed = (seedRealm: string, count: number, daysAgo: number) =>
      database.query(
        `INSERT INTO core_plugin_error (realm, received_at, domain, plugin, version, kind)
         SELECT $1, now() - make_interval(days => $3::int), 'localhost', 'seeded-' || n, '1.0.0', 'http' FROM generate_series(1, $2::int) AS n`,
        [seedRealm, count, daysAgo],
      );
    // The scenario's realm is full; another realm has a report of yesterday and one past the days kept.
    await seed(realm, PLUGIN_ERROR_RETENTION.keptPerRealm - 1, 0);
    const otherRealm = `retention-other-${randomUUID()}`;
    await seed(otherRealm, 1, 1);
    await seed(otherRealm, 1, PLUGIN_ERROR_RETENTION.keptDays + 1);

    expect((await send(scenario, { domain: 'localhost', reports: [report('last')] })).statusCode).toBe(204);
    const kept = await storedRows(scenario);
    expect(kept).toHaveLength(PLUGIN_ERROR_RETENTION.keptPerRealm);
    expect([kept[0].plugin, kept.at(-1)?.plugin]).toEqual(['seeded-1', 'last']);
    const others = await database.query<{ age_days: number }>("SELECT extract(day FROM now() - received_at)::int AS age_days FROM core_plugin_error WHERE realm = $1", [otherRealm]);
    expect(others).toEqual([{ age_days: 1 }]);
  });

  it('stores the reports in the server\'s realm outside test mode, where the scenario GET does not exist', async () => {
    expect((await send('any', { domain: 'localhost', reports: [report('info', 'http')] }, site)).statusCode).toBe(204);
    const database = await openTestDatabase();
    expect(await database.query('SELECT domain, plugin, version, kind FROM core_plugin_error WHERE realm = $1', [siteRealm])).toEqual([
      { domain: 'localhost', plugin: 'info', version: '1.0.0', kind: 'http' },
    ]);
    expect((await site.inject({ url: '/bff-api/plugin-errors', headers: { host: 'localhost' } })).statusCode).toBe(404);
  });

  it('answers 503 while the database is down, and stores the next report once it is back', async () => {
    const { database: failing, setDown } = switchableTestDatabase();
    const server = createServer({ root: projectRoot, testMode: true, database: failing });
    try {
      await server.ready();
      const scenario = uniqueScenario('down');
      setDown(true);
      const reply = await send(scenario, { domain: 'localhost', reports: [report('lost')] }, server);
      expect([reply.statusCode, reply.json()]).toEqual([503, { errors: [{ status: '503', code: 'service_unavailable', detail: 'The service is unavailable, please try again shortly' }] }]);
      setDown(false);
      expect((await send(scenario, { domain: 'localhost', reports: [report('after')] }, server)).statusCode).toBe(204);
      expect((await received(scenario, server)).map((stored) => (stored as { plugin: string }).plugin)).toEqual(['after']);
    } finally {
      await server.close();
    }
  });
});

describe('plugin error report limits', () => {
  it('are pinned', () => {
    expect({ PLUGIN_ERROR_REPORT_MAX_BATCH, PLUGIN_ERROR_REPORT_MAX_BYTES, PLUGIN_ERROR_REPORTS_PER_MINUTE, PLUGIN_ERROR_RETENTION }).toEqual({
      PLUGIN_ERROR_REPORT_MAX_BATCH: 20,
      PLUGIN_ERROR_REPORT_MAX_BYTES: 8192,
      PLUGIN_ERROR_REPORTS_PER_MINUTE: 60,
      PLUGIN_ERROR_RETENTION: { table: 'core_plugin_error', keptPerRealm: 10_000, keptDays: 30 },
    });
  });
});
