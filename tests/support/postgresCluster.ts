import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL server of the test run: its URL, and `stop` that removes it. */
export interface PostgresCluster {
  url: string;
  stop(): void;
}

/** Debian's server binaries (scripts/ensure-postgres.sh installs them): the newest version's folder. */
function binaries(): string {
  const base = '/usr/lib/postgresql';
  const versions = readdirSync(base).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: run scripts/ensure-postgres.sh');
  return join(base, versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts a PostgreSQL server on a free loopback port in a temporary folder. PostgreSQL refuses to run as root, so
 * under root (CI) it runs as the `postgres` system user that Debian's package creates. Trust authentication on
 * loopback only: the cluster lives as long as the test run and holds nothing else.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binaries();
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-postgres-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dataDir, Number(ids), Number(group));
  }
  chmodSync(dataDir, 0o700);
  const port = await freePort();
  const stop = () => {
    spawnSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', join(dataDir, 'data'), '-m', 'immediate', '-w', 'stop'] : ['-D', join(dataDir, 'data'), '-m', 'immediate', '-w', 'stop']);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', join(dataDir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    run('pg_ctl', ['-D', join(dataDir, 'data'), '-l', join(dataDir, 'server.log'), '-w', '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
