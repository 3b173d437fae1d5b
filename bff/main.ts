import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './createServer.ts';
import { STATE_FOLDER } from './database/openDatabase.ts';
import { roleFrom, trustProxyFrom } from './serverRole.ts';
import { serverLogger } from './serverLogging.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';
const testMode = process.env.BFF_TEST === '1';
const devMode = process.env.BFF_DEV === '1' || process.argv.includes('--dev');
const role = roleFrom(process.argv.slice(2), process.env);
const trustProxy = trustProxyFrom(process.env.TRUST_PROXY);
// Another folder of domain files (npm run cluster hands its servers a copy that names their platform); default bff/domains.
const domainsDir = process.env.BFF_DOMAINS_DIR || undefined;
// A shell beside a platform on one machine keeps its own PGlite (only its load-failure reports): PGlite's folder
// is one process's.
const stateDir = testMode ? undefined : join(root, STATE_FOLDER, role === 'shell' ? 'shell' : '');

// Test runs keep their players, plugin error reports and analytics events in memory, out of the operator's state/
// (PGlite's folder is state/pglite); DATABASE_URL puts them on a PostgreSQL server instead. BFF_REALM lets two test
// servers on one PostgreSQL share their players (by default each test server has its own).
const realm = testMode ? process.env.BFF_REALM : undefined;
const app = createServer({ root, testMode, devMode, logger: serverLogger(testMode), stateDir, role, trustProxy, domainsDir, ...(realm ? { realm } : {}) });
const modes = [role !== 'embedded' && `${role} role`, testMode && 'test mode', devMode && 'dev mode: plugin overrides on domains that allow them', trustProxy !== false && `trusting the proxies of TRUST_PROXY=${process.env.TRUST_PROXY}`].filter(Boolean);

// An orchestrator's stop (SIGTERM) or Ctrl-C: stop accepting connections, let the calls in flight finish, then close
// the database (the server's onClose hooks) and exit, so that no bet or payment is cut off half-way. A call answered
// while stopping closes its connection: a client's kept-alive connection would otherwise hold the stop open for
// Fastify's keep-alive timeout (72 s).
let stopping = false;
app.addHook('onSend', async (_request, reply, payload) => {
  if (stopping) reply.header('Connection', 'close');
  return payload;
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    stopping = true;
    console.log(`reference BFF: ${signal}, finishing the calls in flight`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

app.listen({ port, host }).then(
  () => console.log(`reference BFF on http://localhost:${port}${modes.length > 0 ? ` (${modes.join(', ')})` : ''}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
