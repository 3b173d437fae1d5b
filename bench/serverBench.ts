import autocannon from 'autocannon';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../scripts/clusterStart.ts';
import { startNginx } from '../scripts/nginxProcess.ts';
import { freePort } from '../tests/support/postgresCluster.ts';

/** The first HTML of home (SEO head and first screen), the manifest and the config: what every first visit asks. */
const SERVER_PATHS = [
  { name: 'home HTML', path: '/en/' },
  { name: 'manifest', path: '/bff-api/manifest.json' },
  { name: 'config', path: '/bff-api/config/all.json' },
] as const;

/** The fixed rate of the latency goal (p99 under 50 ms at 500 requests a second). */
const FIXED_RATE = 500;

export interface ServerFigure {
  target: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Replies that were not 2xx, and errors or time-outs: a figure with any is not a figure. */
  failed: number;
}

export interface ServerBenchOptions {
  /** Seconds of load per figure (default 8). */
  seconds?: number;
  connections?: number;
}

async function measure(target: string, origin: string, path: string, seconds: number, connections: number, overallRate?: number): Promise<ServerFigure> {
  const result = await autocannon({ url: `${origin}${path}`, connections, duration: seconds, headers: { host: 'localhost' }, ...(overallRate ? { overallRate } : {}) });
  return { target, path, requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

/**
 * `npm run bench -- --server`: requests per second and p50 / p99 latency of home's first HTML, the manifest and the
 * config on one shell instance, then on 3 behind nginx (`npm run cluster` in production mode, a throwaway
 * PostgreSQL), and nginx serving a copy of the same home HTML as a static file, the ceiling; then p99 of home at a
 * fixed 500 requests a second. autocannon runs on the same 2 cores as the servers: a figure, never a test.
 */
export async function measureServers({ seconds = 8, connections = 32 }: ServerBenchOptions = {}): Promise<ServerFigure[]> {
  const cluster = await startCluster({ env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } });
  const staticRoot = mkdtempSync(join(tmpdir(), 'bff-static-'));
  const figures: ServerFigure[] = [];
  try {
    chmodSync(staticRoot, 0o755);
    const [shell] = cluster.shells;
    const home = await fetch(`${shell.origin}/en/`, { headers: { host: 'localhost' } });
    writeFileSync(join(staticRoot, 'index.html'), await home.text(), { mode: 0o644 });
    const staticNginx = await startNginx('static.conf', await freePort(), { STATIC_ROOT: staticRoot });
    try {
      // Warm-up: the servers' JIT and caches, and nginx's connections to the shells, before any figure.
      for (const origin of [shell.origin, cluster.origin]) for (const { path } of SERVER_PATHS) await measure('warm-up', origin, path, 2, connections);
      for (const { path } of SERVER_PATHS) figures.push(await measure('1 shell', shell.origin, path, seconds, connections));
      for (const { path } of SERVER_PATHS) figures.push(await measure(`${cluster.shells.length} shells behind nginx`, cluster.origin, path, seconds, connections));
      figures.push(await measure('nginx, static file (ceiling)', staticNginx.origin, '/en/', seconds, connections));
      figures.push(await measure(`1 shell at ${FIXED_RATE} req/s`, shell.origin, '/en/', seconds, connections, FIXED_RATE));
      figures.push(await measure(`${cluster.shells.length} shells behind nginx at ${FIXED_RATE} req/s`, cluster.origin, '/en/', seconds, connections, FIXED_RATE));
    } finally {
      await staticNginx.stop();
    }
  } finally {
    rmSync(staticRoot, { recursive: true, force: true });
    await cluster.stop();
  }
  return figures;
}

/** The figures as a table, with the home HTML of one shell against the static ceiling per core. */
export function describeServerFigures(figures: readonly ServerFigure[]): string {
  const rows = figures.map((figure) =>
    [figure.target.padEnd(36), figure.path.padEnd(26), figure.requestsPerSecond.toFixed(0).padStart(8), String(figure.p50Ms).padStart(7), String(figure.p99Ms).padStart(7), figure.failed > 0 ? `  ${figure.failed} failed` : ''].join(' '),
  );
  const shellHome = figures.find((figure) => figure.target === '1 shell' && figure.path === '/en/');
  const ceiling = figures.find((figure) => figure.target.includes('ceiling'));
  const cores = availableParallelism();
  const ratio =
    shellHome && ceiling ? `\nhome HTML of 1 shell (1 core): ${((shellHome.requestsPerSecond / (ceiling.requestsPerSecond / cores)) * 100).toFixed(0)}% of the static ceiling per core (nginx over ${cores} cores, autocannon on the same ones)` : '';
  return [`${'target'.padEnd(36)} ${'path'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`, ...rows].join('\n') + ratio;
}
