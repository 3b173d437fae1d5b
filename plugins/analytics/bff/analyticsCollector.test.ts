// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { STAND_IN_ADAPTERS } from './standInAdapters.ts';

const app = createTestBff();
afterAll(() => app.close());

const headersOf = (scenario: string) => ({ host: 'localhost', cookie: `bff_scenario=${scenario}`, 'content-type': 'text/plain;charset=UTF-8' });
const receivedBy = async (scenario: string) => (await app.inject({ method: 'GET', url: '/bff-test/analytics/events', headers: headersOf(scenario) })).json();

describe('the collector of the reference BFF', () => {
  it('keeps the events of a beacon batch, per scenario', async () => {
    const scenario = uniqueScenario('collector');
    const batch = { lang: 'ru', source: 119, userId: '100001', events: [{ id: 10000, at: 1, strings: ['RUB'], numbers: [0, 1, 150], params: {} }] };
    const reply = await app.inject({ method: 'POST', url: '/fatman-api/northbet', headers: headersOf(scenario), payload: JSON.stringify(batch) });
    expect(reply.statusCode).toBe(204);
    expect((await receivedBy(scenario)).events).toEqual([
      expect.objectContaining({ domain: 'demo', key: 'northbet', lang: 'ru', source: 119, userId: '100001', id: 10000, strings: ['RUB'], numbers: [0, 1, 150] }),
    ]);
    expect((await receivedBy(uniqueScenario('other'))).events).toEqual([]);
  });

  it('refuses what is not a batch', async () => {
    const scenario = uniqueScenario('collector');
    for (const payload of ['not json', JSON.stringify({ lang: 'en', source: 1, events: [{ id: 'x' }] }), JSON.stringify({ events: [] })]) {
      expect((await app.inject({ method: 'POST', url: '/fatman-api/northbet', headers: headersOf(scenario), payload })).statusCode).toBe(400);
    }
    expect((await receivedBy(scenario)).events).toEqual([]);
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
    expect((await app.inject({ method: 'GET', url: '/analytics-demo/script/unknown.js', headers: { host: 'localhost' } })).statusCode).toBe(404);
  });

  it('gives each domain its analytics config group', async () => {
    const reply = await app.inject({ method: 'GET', url: '/bff-api/config/group/get?groups=analytics&lang=en', headers: { host: 'localhost' } });
    expect(reply.json().data.analytics).toMatchObject({ collectorKey: 'northbet', sourceCode: 18 });
    expect(reply.json().data.analytics.counters.map(({ type }: { type: number }) => type).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 7, 8, 9]);
  });
});
