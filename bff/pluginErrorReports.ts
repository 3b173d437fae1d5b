import AjvModule from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pluginErrorReportSchema, type PluginErrorReport } from '../schemas/pluginErrorReport.ts';
import { parseCookies } from '../src/http/cookies.ts';
import { PLUGIN_ERROR_REPORTS_URL } from '../src/plugins/pluginConstants.ts';
import { PluginErrorLog, type StoredPluginError } from './pluginErrorLog.ts';
import { RateLimiter } from './rateLimiter.ts';
import { SCENARIO_COOKIE } from './testControl.ts';

const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default;

/** Reports one client may send a minute (a batch costs one per report); past it the BFF answers 429. */
export const PLUGIN_ERROR_REPORTS_PER_MINUTE = 60;
/** The clients whose allowance is remembered; the least recently seen is forgotten past it. */
export const PLUGIN_ERROR_RATE_LIMITED_CLIENTS = 10_000;
/** The reports kept in memory (the newest). */
export const PLUGIN_ERROR_REPORTS_KEPT = 500;
/** A full batch is under 3 KiB; a longer body is refused (413) before it is parsed. */
export const PLUGIN_ERROR_REPORT_MAX_BYTES = 8 * 1024;

const validateReport = new Ajv({ strict: true }).compile<PluginErrorReport>(pluginErrorReportSchema);

const refuse = (reply: FastifyReply, status: number, detail: string) => reply.code(status).send({ errors: [{ status: String(status), detail }] });

/** sendBeacon and fetch send the JSON as text/plain (a simple request); a JSON body is taken too. */
function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export interface PluginErrorReportsOptions {
  testMode: boolean;
  /** Where the reports are also appended (PluginErrorLog), for the operator's tool; none: memory only. */
  stateDir?: string;
}

/**
 * `POST /bff-api/plugin-errors`: the plugin load failures of visitors' pages (schemas/pluginErrorReport.ts), checked,
 * rate-limited per client IP, kept in memory (the newest PLUGIN_ERROR_REPORTS_KEPT) and appended to the state folder's
 * log, which `npm run operator -- errors` reads. Under test mode `GET` answers the reports of the caller's scenario, and
 * each scenario has its own allowance, so parallel tests neither see nor use up each other's.
 */
export function registerPluginErrorReports(app: FastifyInstance, { testMode, stateDir }: PluginErrorReportsOptions): void {
  const kept: Array<StoredPluginError & { scenario?: string }> = [];
  const limiter = new RateLimiter(PLUGIN_ERROR_REPORTS_PER_MINUTE, PLUGIN_ERROR_RATE_LIMITED_CLIENTS);
  const log = stateDir ? new PluginErrorLog(stateDir, (message) => app.log.warn(message)) : null;
  if (log) app.addHook('onClose', () => log.flush());
  const scenarioOf = (request: FastifyRequest) => (testMode ? parseCookies(request.headers.cookie ?? '')[SCENARIO_COOKIE] : undefined);

  app.post(PLUGIN_ERROR_REPORTS_URL, { bodyLimit: PLUGIN_ERROR_REPORT_MAX_BYTES }, async (request, reply) => {
    const body = parsedBody(request.body);
    if (!validateReport(body)) {
      const issue = validateReport.errors?.[0];
      return refuse(reply, 400, issue ? `${issue.instancePath || 'the body'} ${issue.message}` : 'the body is not JSON');
    }
    const scenario = scenarioOf(request);
    if (!limiter.take(scenario ? `${request.ip} ${scenario}` : request.ip, body.reports.length)) {
      return refuse(reply.header('Retry-After', '60'), 429, 'too many plugin error reports');
    }
    const at = new Date().toISOString();
    const received = body.reports.map(({ plugin, version, kind }): StoredPluginError => ({ at, domain: body.domain, plugin, version, kind }));
    kept.push(...received.map((error) => (scenario ? { ...error, scenario } : error)));
    kept.splice(0, kept.length - PLUGIN_ERROR_REPORTS_KEPT);
    void log?.append(received);
    return reply.code(204).send();
  });

  if (testMode) {
    app.get(PLUGIN_ERROR_REPORTS_URL, async (request) => {
      const scenario = scenarioOf(request);
      return { reports: kept.filter((error) => error.scenario === scenario).map(({ scenario: _scenario, ...error }) => error) };
    });
  }
}
