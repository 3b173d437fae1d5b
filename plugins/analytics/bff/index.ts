import type { FastifyRequest } from 'fastify';
import { defineBffModule } from '../../../bff/bffModule.ts';
import { answerErrorsAsJsonApi, migrationsBeside, schemaRefusal } from '../../../bff/bffModule.ts';
import type { ScenarioState } from '../../../bff/bffModule.ts';
import { AnalyticsEventStore, type ReceivedAnalyticsEvent } from './analyticsEventStore.ts';
import { collectorBatchSchema, collectorParamsSchema, type CollectorBatch, type CollectorParams } from './collectorBatch.ts';
import { STAND_IN_ADAPTERS } from './standInAdapters.ts';

/** What the operator's tools read of the module (scripts/operatorEvents.ts): its store of received events. */
export { AnalyticsEventStore };

/** An adapter the demo has no stand-in of is a script or counter not found. */
const standInRoute = (names: readonly string[]) => ({
  schema: { params: { type: 'object', required: ['adapter'], properties: { adapter: { type: 'string', enum: names } } } },
  schemaErrorFormatter: schemaRefusal({ params: { status: 404, code: 'not_found', detail: 'no such stand-in' } }),
});

/** The newest stand-in hits kept in memory per scenario (test mode reads them). */
export const STAND_IN_HITS_KEPT = 1000;

interface StandInHit {
  at: string;
  adapter: string;
  body: unknown;
}

/** A stand-in's hit as it was sent: JSON when it is, else null (the demo keeps whatever a counter sends). */
const parsed = (body: unknown): unknown => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

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

    // The collector in a scope of its own: a beacon's text body is read as JSON (what the page sends), checked by the
    // batch's schema; every refusal is a JSON:API error (a malformed batch 400 `invalid_request`, a database down 503).
    app.register(async (collector) => {
      answerErrorsAsJsonApi(collector);
      collector.removeContentTypeParser('text/plain');
      collector.addContentTypeParser('text/plain', { parseAs: 'string' }, collector.getDefaultJsonParser('error', 'error'));
      collector.post<{ Params: CollectorParams; Body: CollectorBatch }>(
        '/fatman-api/:key',
        { schema: { params: collectorParamsSchema, body: collectorBatchSchema } },
        async (request, reply) => {
          const { lang, source, userId = null, events } = request.body;
          const common = { domain: stateOf(request).domain.name, key: request.params.key, lang, source, userId };
          const received = events.map(({ id, strings = [], numbers = [], params = {} }): ReceivedAnalyticsEvent => ({ ...common, id, strings, numbers, params }));
          await store.record(realmOf(request), received);
          return reply.code(204).send();
        },
      );
    });

    app.register(async (scope) => {
      answerErrorsAsJsonApi(scope);
      scope.get<{ Params: { adapter: string } }>('/analytics-demo/script/:adapter', standInRoute(STAND_IN_ADAPTERS.map((name) => `${name}.js`)), async (request, reply) => {
        const adapter = request.params.adapter.replace(/\.js$/, '');
        return reply
          .type('text/javascript; charset=utf-8')
          .send(`// The demo's stand-in of a third-party counter script: the adapter sends its hits to the BFF itself.\nwindow.__analyticsStandIns = (window.__analyticsStandIns || []).concat(${JSON.stringify(adapter)});\n`);
      });

      scope.post<{ Params: { adapter: string } }>('/analytics-demo/hit/:adapter', standInRoute(STAND_IN_ADAPTERS), async (request, reply) => {
        const hits = keptHits(request);
        hits.push({ at: new Date().toISOString(), adapter: request.params.adapter, body: parsed(request.body) });
        hits.splice(0, hits.length - STAND_IN_HITS_KEPT);
        return reply.code(204).send();
      });
    });

    if (testMode) app.get('/bff-test/analytics/events', async (request) => ({ events: await store.ofRealm(realmOf(request)), hits: keptHits(request) }));
  },
});
