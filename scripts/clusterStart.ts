import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPluginCatalog } from '../bff/pluginCatalog.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { startBffProcess, type BffProcess } from '../tests/support/bffProcess.ts';
import { freePort, startPostgresCluster } from '../tests/support/postgresCluster.ts';
import { startNginx, type NginxProcess } from './nginxProcess.ts';

/** What `npm run cluster` starts: nginx in front of the shells, the platform behind them, one database for all. */
export interface Cluster {
  /** nginx: the site, as players reach it. */
  origin: string;
  shells: BffProcess[];
  platform: BffProcess;
  /** The domain files every instance serves (a copy of bff/domains naming the platform as upstream), watched by each. */
  domainsDir: string;
  databaseUrl: string;
  /** Stops nginx, the servers and a throwaway database, and removes the temporary folders. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  shellCount?: number;
  /** PostgreSQL to use; default a throwaway server (tests/support/postgresCluster.ts). */
  databaseUrl?: string;
  /** Servers under BFF_TEST=1 sharing one realm (the tests' scenario cookies); default false, as in production. */
  testMode?: boolean;
  /** Pass the servers' logs on (default false). */
  echo?: boolean;
  /** More environment for every server (e.g. LOG_LEVEL). */
  env?: Record<string, string>;
}

/**
 * The domain files of bff/domains copied into `domainsDir`, each naming `platformOrigin` as the upstream of every API
 * prefix a plugin declares: the repository's files stay as they are.
 */
export function writeClusterDomains(domainsDir: string, platformOrigin: string, distDir = join(projectRoot, 'dist')): void {
  const prefixes = [...new Set([...readPluginCatalog(join(projectRoot, 'plugins'), distDir).values()].flatMap((plugin) => plugin.apiPrefixes))].sort();
  const sourceDir = join(projectRoot, 'bff', 'domains');
  for (const name of readdirSync(sourceDir).filter((file) => file.endsWith('.json'))) {
    const domain = JSON.parse(readFileSync(join(sourceDir, name), 'utf8')) as Record<string, unknown>;
    domain.upstreams = Object.fromEntries(prefixes.map((prefix) => [prefix, platformOrigin]));
    writeFileSync(join(domainsDir, name), `${JSON.stringify(domain, null, 2)}\n`);
  }
}

/**
 * Starts PostgreSQL (unless given), the platform and `shellCount` shells on free loopback ports, all four reading one
 * generated domains folder, then nginx balancing over the shells (deploy/nginx/cluster.conf). A failure part-way
 * stops what was started.
 */
export async function startCluster({ shellCount = 3, databaseUrl, testMode = false, echo = false, env = {} }: ClusterOptions = {}): Promise<Cluster> {
  const stops: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne();
  };
  try {
    const database = databaseUrl ? null : await startPostgresCluster();
    if (database) stops.push(() => database.stop());
    const folder = mkdtempSync(join(tmpdir(), 'bff-cluster-'));
    stops.push(() => rmSync(folder, { recursive: true, force: true }));
    chmodSync(folder, 0o755);
    const domainsDir = join(folder, 'domains');
    mkdirSync(domainsDir);
    const platformPort = await freePort();
    const platformOrigin = `http://127.0.0.1:${platformPort}`;
    writeClusterDomains(domainsDir, platformOrigin);
    const serverEnv = {
      ...env,
      DATABASE_URL: databaseUrl ?? database!.url,
      BFF_DOMAINS_DIR: domainsDir,
      // Each instance believes the one hop in front of it: nginx for a shell, a shell for the platform.
      TRUST_PROXY: '1',
      ...(testMode ? { BFF_REALM: `cluster-${folder.slice(-6)}` } : {}),
    };
    const starting = [
      startBffProcess({ ...serverEnv, ROLE: 'platform' }, { testMode, echo, port: platformPort }),
      ...Array.from({ length: shellCount }, () => startBffProcess({ ...serverEnv, ROLE: 'shell' }, { testMode, echo })),
    ];
    const started = await Promise.allSettled(starting);
    for (const result of started) if (result.status === 'fulfilled') stops.push(() => result.value.stop());
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [platform, ...shells] = started.map((result) => (result as PromiseFulfilledResult<BffProcess>).value);
    const nginx: NginxProcess = await startNginx('cluster.conf', await freePort(), {
      SHELL_SERVERS: shells.map((shell) => `    server ${new URL(shell.origin).host} max_fails=1 fail_timeout=10s;`).join('\n'),
      PLATFORM_ADDRESS: new URL(platformOrigin).host,
    });
    stops.push(() => nginx.stop());
    return { origin: nginx.origin, shells, platform, domainsDir, databaseUrl: serverEnv.DATABASE_URL, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
