import type { FastifyRequest } from 'fastify';
import { defineBffModule } from '../../../bff/bffModule.ts';
import { migrationsBeside } from '../../../bff/bffModule.ts';
import type { ScenarioState } from '../../../bff/bffModule.ts';
import { AnalyticsEventStore, type ReceivedAnalyticsEvent } from './analyticsEventStore.ts';

/** What the operator's tools read of the module (scripts/operatorEvents.ts): its store of received events. */
export { AnalyticsEventStore };
import { STAND_IN_ADAPTERS } from './standInAdapters.ts';

/** The newest stand-in hits kept in memory per scenario (test mode reads them). */
export const STAND_IN_HITS_KEPT = 1000;
/** A batch with more events is refused (413). */
export const COLLECTOR_BATCH_MAX_EVENTS = 200;

interface StandInHit {
  at: string;
  adapter: string;
  body: unknown;
}

const parsed = (body: unknown): unknown => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

/** What the table's integer columns hold: a larger id or source is not one of a collector's. */
const isInt32 = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= -(2 ** 31) && (value as number) < 2 ** 31;

/** PostgreSQL's text and JSON cannot hold a NUL character: a batch with one, in any string or key, is malformed. */
function holdsNul(value: unknown): boolean {
  let found = false;
  JSON.stringify(value, (key, inner: unknown) => {
    if (key.includes('\0') || (typeof inner === 'string' && inner.includes('\0'))) found = true;
    return inner;
  });
  return found;
}

/** A collector batch as the page's beacon sends it (plugins/analytics/src/runtime/collector.ts), or null. */
function eventsOf(body: unknown, domain: string, key: string): ReceivedAnalyticsEvent[] | null {
  const batch = parsed(body) as Record<string, unknown> | null;
  if (!batch || typeof batch.lang !== 'string' || !isInt32(batch.source) || !Array.isArray(batch.events)) return null;
  const { lang, source } = batch;
  const userId = typeof batch.userId === 'string' ? batch.userId : null;
  const events: ReceivedAnalyticsEvent[] = [];
  for (const event of batch.events as Array<Record<string, unknown>>) {
    if (!event || !isInt32(event.id)) return null;
    events.push({
      domain,
      key,
      lang,
      source,
      userId,
      id: event.id,
      strings: Array.isArray(event.strings) ? event.strings.map(String) : [],
      numbers: Array.isArray(event.numbers) ? event.numbers.filter((value): value is number => typeof value === 'number') : [],
      params: typeof event.params === 'object' && event.params !== null ? (event.params as Record<string, unknown>) : {},
    });
  }
  return holdsNul(events) ? null : events;
}

/**
 * The analytics plugin's calls: the event collector `POST /fatman-api/{key}` (a beacon's text body), which stores the
 * events in the database per realm (analyticsEventStore.ts; `npm run operator -- events` reads them), and the demo's
 * stand-ins of the third-party counters: their scripts (same origin, so the CSP allows them) and their hits. Under
 * test mode `GET /bff-test/analytics/events` answers the caller's scenario's events and hits.
 */
export default defineBffModule({
  id: 'analytics',
  migrations: migrationsBeside(import.meta.url),
  register(app, { stateOf, realmOf, database, testMode }) {
    const store = new AnalyticsEventStore(database);
    const hitsOf = new WeakMap<ScenarioState, StandInHit[]>();
    const keptHits = (request: FastifyRequest) => {
      const state = stateOf(request);
      let hits = hitsOf.get(state);
      if (!hits) hitsOf.set(state, (hits = []));
      return hits;
    };

    app.post<{ Params: { key: string } }>('/fatman-api/:key', async (request, reply) => {
      const events = eventsOf(request.body, stateOf(request).domain.name, request.params.key);
      if (!events) return reply.code(400).send({ errors: [{ detail: 'not a collector batch' }] });
      if (events.length > COLLECTOR_BATCH_MAX_EVENTS) return reply.code(413).send({ errors: [{ detail: 'too many events in one batch' }] });
      await store.record(realmOf(request), events);
      return reply.code(204).send();
    });

    app.get<{ Params: { adapter: string } }>('/analytics-demo/script/:adapter', async (request, reply) => {
      const adapter = request.params.adapter.replace(/\.js$/, '');
      if (!(STAND_IN_ADAPTERS as readonly string[]).includes(adapter)) return reply.code(404).send({ errors: [{ detail: 'no such stand-in' }] });
      return reply
        .type('text/javascript; charset=utf-8')
        .send(`// The demo's stand-in of a third-party counter script: the adapter sends its hits to the BFF itself.\nwindow.__analyticsStandIns = (window.__analyticsStandIns || []).concat(${JSON.stringify(adapter)});\n`);
    });

    app.post<{ Params: { adapter: string } }>('/analytics-demo/hit/:adapter', async (request, reply) => {
      if (!(STAND_IN_ADAPTERS as readonly string[]).includes(request.params.adapter)) return reply.code(404).send({ errors: [{ detail: 'no such stand-in' }] });
      const hits = keptHits(request);
      hits.push({ at: new Date().toISOString(), adapter: request.params.adapter, body: parsed(request.body) });
      hits.splice(0, hits.length - STAND_IN_HITS_KEPT);
      return reply.code(204).send();
    });

    if (testMode) app.get('/bff-test/analytics/events', async (request) => ({ events: await store.ofRealm(realmOf(request)), hits: keptHits(request) }));
  },
});
