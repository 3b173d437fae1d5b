import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pluginErrorReportSchema, type PluginErrorReport } from '../schemas/pluginErrorReport.ts';
import { PLUGIN_ERROR_REPORTS_URL } from '../src/plugins/pluginConstants.ts';
import type { Database } from './database/database.ts';
import { answerErrorsAsJsonApi, sendApiError } from './jsonApiErrors.ts';
import { PluginErrorStore } from './pluginErrorStore.ts';
import { RateLimiter } from './rateLimiter.ts';
import { acceptJsonAsTextPlain } from './textPlainJson.ts';

/** Reports one client may send a minute (a batch costs one per report); past it the BFF answers 429. */
export const PLUGIN_ERROR_REPORTS_PER_MINUTE = 60;
/** The clients whose allowance is remembered; the least recently seen is forgotten past it. */
export const PLUGIN_ERROR_RATE_LIMITED_CLIENTS = 10_000;
/** A full batch is under 3 KiB; a longer body is refused (413) before it is parsed. */
export const PLUGIN_ERROR_REPORT_MAX_BYTES = 8 * 1024;

export interface PluginErrorReportsOptions {
  testMode: boolean;
  database: Database;
  /** Whose reports a request's are (BffContext.realmOf): '' outside test mode, the scenario's own under it. */
  realmOf(request: FastifyRequest): string;
}

/**
 * `POST /bff-api/plugin-errors`: the plugin load failures of visitors' pages (schemas/pluginErrorReport.ts), checked,
 * rate-limited per client IP and stored in the database (bff/pluginErrorStore.ts), which `npm run operator -- errors`
 * reads, and logged, a line per report (level warn). Under test mode `GET` answers the reports of the caller's
 * scenario, and each scenario has its own allowance, so parallel tests neither see nor use up each other's.
 */
export function registerPluginErrorReports(app: FastifyInstance, { testMode, database, realmOf }: PluginErrorReportsOptions): void {
  const store = new PluginErrorStore(database);
  const limiter = new RateLimiter(PLUGIN_ERROR_REPORTS_PER_MINUTE, PLUGIN_ERROR_RATE_LIMITED_CLIENTS);

  app.register(async (scope) => {
    // What the route's schema refuses is a JSON:API error like every other refusal of the site.
    answerErrorsAsJsonApi(scope);
    acceptJsonAsTextPlain(scope);
    scope.post<{ Body: PluginErrorReport }>(PLUGIN_ERROR_REPORTS_URL, { bodyLimit: PLUGIN_ERROR_REPORT_MAX_BYTES, schema: { body: pluginErrorReportSchema } }, async (request, reply) => {
      const body = request.body;
      const realm = realmOf(request);
      // The realm is '' outside test mode: one allowance per address.
      if (!limiter.take(`${request.ip} ${realm}`, body.reports.length)) {
        return sendApiError(reply.header('Retry-After', '60'), 429, undefined, 'too many plugin error reports');
      }
      await store.record(realm, body.domain, body.reports);
      // One log line a failure, with the build that failed, so a log search finds every report of a plugin version.
      for (const { plugin, version, kind } of body.reports) request.log.warn({ plugin, version, kind, domain: body.domain }, 'plugin load failure reported');
      return reply.code(204).send();
    });
  });

  if (testMode) app.get(PLUGIN_ERROR_REPORTS_URL, async (request) => ({ reports: await store.ofRealm(realmOf(request)) }));
}
