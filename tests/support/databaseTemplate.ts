import { Blob as NodeBlob } from 'node:buffer';
import { rm, writeFile, readFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import type { Database } from '../../bff/database/database.ts';
import { lazyDatabase } from '../../bff/database/openDatabase.ts';
import { dumpPglite, openPglite } from '../../bff/database/pgliteDatabase.ts';
import { openPostgres } from '../../bff/database/postgresDatabase.ts';
import { startPostgresCluster } from './postgresCluster.ts';
import { importBffModules, preparePlatformDatabase } from '../../bff/mountBffModules.ts';
import { projectRoot } from './bffFetch.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a PGlite with every migration applied, made once per test run. */
    bffDatabaseTemplate: string;
    /** With BFF_TEST_POSTGRES=1: the migrated PostgreSQL server every test file uses instead. */
    bffDatabaseUrl: string;
  }
}

const migrate = async (database: Database) => {
  await preparePlatformDatabase(database, await importBffModules(join(projectRoot, 'plugins')));
};

/**
 * Vitest's global setup (BFF_TEST_POSTGRES=1: a throwaway PostgreSQL server instead): creating a PGlite takes seconds, loading a dump of one under a second, so the run makes
 * one migrated database and every test file opens its own copy of it.
 */
export default async function makeDatabaseTemplate(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.BFF_TEST_POSTGRES === '1') {
    const cluster = await startPostgresCluster();
    const database = openPostgres(cluster.url);
    await migrate(database);
    await database.close();
    project.provide('bffDatabaseUrl', cluster.url);
    return async () => cluster.stop();
  }
  const folder = await mkdtemp(join(tmpdir(), 'bff-db-template-'));
  const file = join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await (await dumpPglite(migrate)).arrayBuffer()));
  project.provide('bffDatabaseTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}

let opened: Promise<Database> | null = null;

/** This test file's database: a copy of the run's template (a fresh, migrated PGlite when there is none). */
export function openTestDatabase(): Promise<Database> {
  opened ??= (async () => {
    const url = inject('bffDatabaseUrl');
    if (url) return openPostgres(url);
    const template = inject('bffDatabaseTemplate');
    if (!template) {
      const database = await openPglite();
      await migrate(database);
      return database;
    }
    // Node's Blob: under jsdom the global one is jsdom's, which PGlite cannot read.
    return openPglite({ loadDataDir: new NodeBlob([await readFile(template)]) as unknown as Blob });
  })();
  return opened;
}

/** A server's database in a test: this file's copy of the template, opened on first use and never closed by the server. */
export const testDatabase = (): Database => lazyDatabase(openTestDatabase, inject('bffDatabaseUrl') ? 'postgres' : 'pglite');

/**
 * This file's database behind a switch: while `down` is set, every query and transaction fails as a PostgreSQL
 * server that refuses connections does (ECONNREFUSED), so a test sees what a call answers then and after.
 */
export function switchableTestDatabase(): { database: Database; setDown(down: boolean): void } {
  const database = testDatabase();
  let down = false;
  const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  return {
    database: {
      ...database,
      query: <Row>(sql: string, params?: readonly unknown[]) => (down ? refused() : database.query<Row>(sql, params)),
      transaction: (work) => (down ? refused() : database.transaction(work)),
    },
    setDown: (value) => {
      down = value;
    },
  };
}
