import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestBff, projectRoot, uniqueScenario } from '../tests/support/bffFetch.ts';
import { createServer } from './createServer.ts';
import { PLUGIN_ERROR_LOG_FILE } from './pluginErrorLog.ts';
import { PLUGIN_ERROR_REPORT_MAX_BYTES, PLUGIN_ERROR_REPORTS_KEPT, PLUGIN_ERROR_REPORTS_PER_MINUTE } from './pluginErrorReports.ts';
import { PLUGIN_ERROR_REPORT_MAX_BATCH } from '../src/plugins/pluginConstants.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';

const app = createTestBff();
const stateDir = mkdtempSync(join(tmpdir(), 'plugin-errors-'));
const site = createServer({ root: projectRoot, database: testDatabase(), stateDir });
afterAll(async () => {
  await Promise.all([app.close(), site.close()]);
  rmSync(stateDir, { recursive: true, force: true });
});

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

async function received(scenario: string) {
  const reply = await app.inject({ url: '/bff-api/plugin-errors', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
  return reply.json().reports as unknown[];
}

describe('POST /bff-api/plugin-errors', () => {
  it('keeps a valid batch, with the time it arrived, for the operator endpoint of its scenario', async () => {
    const scenario = uniqueScenario('reports');
    const reply = await send(scenario, { domain: 'sports.localhost', reports: [report('sports', 'http'), report('info', 'evaluation')] });
    expect(reply.statusCode).toBe(204);
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
  ])('refuses %s with 400 and keeps nothing', async (_, body) => {
    const scenario = uniqueScenario('reports');
    const reply = await send(scenario, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].status).toBe('400');
    expect(await received(scenario)).toEqual([]);
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

  it(`keeps the newest ${PLUGIN_ERROR_REPORTS_KEPT} reports`, async () => {
    const scenario = uniqueScenario('reports');
    const server = createServer({ root: projectRoot, database: testDatabase(), testMode: true });
    const batches = Math.ceil((PLUGIN_ERROR_REPORTS_KEPT + 1) / PLUGIN_ERROR_REPORT_MAX_BATCH);
    for (let batch = 0; batch < batches; batch += 1) {
      // Each batch from a client of its own, as the allowance is not what this test is about.
      const reports = Array.from({ length: PLUGIN_ERROR_REPORT_MAX_BATCH }, (_, index) => report(`plugin-${batch}-${index}`));
      const reply = await server.inject({ method: 'POST', url: '/bff-api/plugin-errors', remoteAddress: `10.0.0.${batch}`, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` }, payload: { domain: 'localhost', reports } });
      expect(reply.statusCode).toBe(204);
    }
    const kept = (await server.inject({ url: '/bff-api/plugin-errors', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } })).json().reports as Array<{ plugin: string }>;
    await server.close();
    expect(kept).toHaveLength(PLUGIN_ERROR_REPORTS_KEPT);
    expect(kept.at(-1)?.plugin).toBe(`plugin-${batches - 1}-${PLUGIN_ERROR_REPORT_MAX_BATCH - 1}`);
  });

  it('appends what it keeps to the state folder\'s log outside test mode, where the operator endpoint does not exist', async () => {
    expect((await send('any', { domain: 'localhost', reports: [report('info', 'http')] }, site)).statusCode).toBe(204);
    await vi.waitFor(() => expect(readFileSync(join(stateDir, PLUGIN_ERROR_LOG_FILE), 'utf8')).toMatch(/^\{"at":"[^"]+","domain":"localhost","plugin":"info","version":"1.0.0","kind":"http"\}\n$/));
    expect((await site.inject({ url: '/bff-api/plugin-errors', headers: { host: 'localhost' } })).statusCode).toBe(404);
  });
});

describe('plugin error report limits', () => {
  it('are pinned', () => {
    expect({ PLUGIN_ERROR_REPORT_MAX_BATCH, PLUGIN_ERROR_REPORT_MAX_BYTES, PLUGIN_ERROR_REPORTS_KEPT, PLUGIN_ERROR_REPORTS_PER_MINUTE }).toEqual({
      PLUGIN_ERROR_REPORT_MAX_BATCH: 20,
      PLUGIN_ERROR_REPORT_MAX_BYTES: 8192,
      PLUGIN_ERROR_REPORTS_KEPT: 500,
      PLUGIN_ERROR_REPORTS_PER_MINUTE: 60,
    });
  });
});
