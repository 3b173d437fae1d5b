import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { defineBffModule } from '../../../bff/bffModule.ts';
import { STATE_FOLDER } from '../../../bff/database/openDatabase.ts';
import type { ScenarioState } from '../../../bff/domainStore.ts';
import { AnalyticsEventLog, type StoredAnalyticsEvent } from './analyticsEventLog.ts';
import { STAND_IN_ADAPTERS } from './standInAdapters.ts';

/** The newest events and stand-in hits kept in memory (per scenario under test mode). */
export const ANALYTICS_EVENTS_KEPT = 1000;
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

/** A collector batch as the page's beacon sends it (plugins/analytics/src/runtime/collector.ts), or null. */
function eventsOf(body: unknown, domain: string, key: string): StoredAnalyticsEvent[] | null {
  const batch = parsed(body) as Record<string, unknown> | null;
  if (!batch || typeof batch.lang !== 'string' || !Number.isInteger(batch.source) || !Array.isArray(batch.events)) return null;
  const userId = typeof batch.userId === 'string' ? batch.userId : null;
  const at = new Date().toISOString();
  const events: StoredAnalyticsEvent[] = [];
  for (const event of batch.events as Array<Record<string, unknown>>) {
    if (!event || !Number.isInteger(event.id)) return null;
    events.push({
      at,
      domain,
      key,
      lang: batch.lang,
      source: batch.source as number,
      userId,
      id: event.id as number,
      strings: Array.isArray(event.strings) ? event.strings.map(String) : [],
      numbers: Array.isArray(event.numbers) ? event.numbers.filter((value): value is number => typeof value === 'number') : [],
      params: typeof event.params === 'object' && event.params !== null ? (event.params as Record<string, unknown>) : {},
    });
  }
  return events;
}

const keep = <T>(list: T[], added: readonly T[]) => {
  list.push(...added);
  list.splice(0, list.length - ANALYTICS_EVENTS_KEPT);
};

/**
 * The analytics plugin's calls: the event collector `POST /fatman-api/{key}` (a beacon's text body), which keeps the
 * events (in memory, and under `npm start` in the state folder for `npm run operator -- events`), and the demo's
 * stand-ins of the third-party counters: their scripts (same origin, so the CSP allows them) and their hits. Under
 * test mode `GET /bff-test/analytics/events` answers the caller's scenario's events and hits.
 */
export default defineBffModule({
  id: 'analytics',
  register(app, { stateOf, testMode }) {
    const stateDir = testMode ? null : join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', STATE_FOLDER);
    const log = stateDir ? new AnalyticsEventLog(stateDir, (message) => app.log.warn(message)) : null;
    if (log) app.addHook('onClose', () => log.flush());
    const received = new WeakMap<ScenarioState, { events: StoredAnalyticsEvent[]; hits: StandInHit[] }>();
    const keptFor = (request: FastifyRequest) => {
      const state = stateOf(request);
      let kept = received.get(state);
      if (!kept) received.set(state, (kept = { events: [], hits: [] }));
      return kept;
    };

    app.post<{ Params: { key: string } }>('/fatman-api/:key', async (request, reply) => {
      const events = eventsOf(request.body, stateOf(request).domain.name, request.params.key);
      if (!events) return reply.code(400).send({ errors: [{ detail: 'not a collector batch' }] });
      if (events.length > COLLECTOR_BATCH_MAX_EVENTS) return reply.code(413).send({ errors: [{ detail: 'too many events in one batch' }] });
      keep(keptFor(request).events, events);
      void log?.append(events);
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
      keep(keptFor(request).hits, [{ at: new Date().toISOString(), adapter: request.params.adapter, body: parsed(request.body) }]);
      return reply.code(204).send();
    });

    if (testMode) app.get('/bff-test/analytics/events', async (request) => keptFor(request));
  },
});
