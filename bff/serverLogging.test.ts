import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, uniqueScenario } from '../tests/support/bffFetch.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';
import { createServer } from './createServer.ts';
import { serverLogger } from './serverLogging.ts';

/** A server whose pino lines are kept, parsed, instead of going to stdout. */
function loggingServer(logger: { level?: string }) {
  const lines: Array<Record<string, unknown>> = [];
  const app = createServer({ root: projectRoot, testMode: true, database: testDatabase(), logger: { ...logger, stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } } });
  return { app, lines };
}

const logged = loggingServer(serverLogger(false, {}));
const quiet = loggingServer(serverLogger(true, {}));
afterAll(() => Promise.all([logged.app.close(), quiet.app.close()]));

const report = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/bff-api/plugin-errors',
    headers: { host: 'localhost', cookie: `bff_scenario=${uniqueScenario('logs')}`, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: JSON.stringify({ domain: 'sports.localhost', reports: [{ plugin: 'sports', version: '0.1.0', kind: 'integrity' }] }),
  });

describe('structured logs', () => {
  it('a load-failure report logs one JSON line with the plugin id and version, under the request id the balancer sent', async () => {
    expect((await report(logged.app, { 'x-request-id': 'nginx-7f3a9c' })).statusCode).toBe(204);
    const failures = logged.lines.filter((line) => line.msg === 'plugin load failure reported');
    expect(failures).toEqual([
      expect.objectContaining({ level: 40, reqId: 'nginx-7f3a9c', plugin: 'sports', version: '0.1.0', kind: 'integrity', domain: 'sports.localhost', time: expect.any(Number) }),
    ]);
    // Fastify's own lines of the same request carry the same id.
    expect(logged.lines.filter((line) => line.reqId === 'nginx-7f3a9c').map((line) => line.msg)).toEqual(['incoming request', 'plugin load failure reported', 'request completed']);
  });

  it('logs an address without the one-time secrets it carries (an OAuth callback’s code and state)', async () => {
    await logged.app.inject({ url: '/social-api/oauth/google/callback?state=s3cr3t-state&code=s3cr3t-code&x=1', headers: { host: 'localhost' } });
    const incoming = logged.lines.filter((line) => line.msg === 'incoming request' && String((line.req as { url: string }).url).includes('/callback'));
    expect(incoming.map((line) => (line.req as { url: string }).url)).toEqual(['/social-api/oauth/google/callback?state=…&code=…&x=1']);
    expect(JSON.stringify(logged.lines)).not.toContain('s3cr3t');
  });

  it('names a request without a usable id with a fresh UUID', async () => {
    const before = logged.lines.length;
    await report(logged.app, { 'x-request-id': 'two words\nforged' });
    await report(logged.app);
    const ids = new Set(logged.lines.slice(before).map((line) => line.reqId));
    expect(ids.size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('stays silent under test mode unless LOG_LEVEL asks', async () => {
    expect((await report(quiet.app)).statusCode).toBe(204);
    expect(quiet.lines).toEqual([]);
    expect(serverLogger(true, { LOG_LEVEL: 'debug' }).level).toBe('debug');
    expect(serverLogger(false, { LOG_LEVEL: 'warn' }).level).toBe('warn');
  });
});
