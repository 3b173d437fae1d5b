import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from './database/database.ts';

export interface HealthOptions {
  database: SqlExecutor;
  /** The build a site serves; absent on the platform role, which serves none. */
  distDir?: string;
  /** How many domains the server serves now (its domain files that passed their checks). */
  domainCount(): number;
}

/** What `/readyz` checks, each true or false. */
export interface Readiness {
  domains: boolean;
  database: boolean;
  /** Absent on the platform role. */
  build?: boolean;
}

/**
 * The probes of a load balancer or an orchestrator, on any host and never cached: `/healthz` answers while the
 * process runs (restart it when it does not); `/readyz` answers 200 only when the server can serve a page and a
 * call: valid domains, a database that answers, and a build (`dist/host.json`, on a server of pages); else 503 with what failed, so that
 * traffic goes to the other instances meanwhile.
 */
export function registerHealthRoutes(app: FastifyInstance, { database, distDir, domainCount }: HealthOptions): void {
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'alive' }));

  app.get('/readyz', async (request, reply) => {
    const checks: Readiness = {
      domains: domainCount() > 0,
      database: await database.query('SELECT 1').then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'readiness: the database does not answer');
          return false;
        },
      ),
      ...(distDir === undefined ? {} : { build: existsSync(join(distDir, 'host.json')) }),
    };
    const ready = Object.values(checks).every(Boolean);
    return reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store').send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
