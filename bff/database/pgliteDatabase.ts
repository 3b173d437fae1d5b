import { PGlite } from '@electric-sql/pglite';
import { asDatabaseError, type Database, type SqlExecutor } from './database.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'>;

const executorOf = (target: Queryable): SqlExecutor => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    try {
      return (await target.query<Row>(sql, params as unknown[])).rows;
    } catch (error) {
      throw asDatabaseError(error);
    }
  },
  async exec(script: string) {
    try {
      await target.exec(script);
    } catch (error) {
      throw asDatabaseError(error);
    }
  },
});

/**
 * Embedded PostgreSQL (WebAssembly): a folder of its own under `state/`, or memory when `dataDir` is absent. One
 * connection, so PGlite runs one statement at a time and a transaction holds the others back until it ends.
 * `loadDataDir` starts from a dump (the test suites' migrated template, opened in under a second).
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const pglite = await PGlite.create(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const executor = executorOf(pglite);
  return {
    kind: 'pglite',
    ...executor,
    async transaction(work) {
      try {
        return await pglite.transaction((tx) => work(executorOf(tx)));
      } catch (error) {
        throw asDatabaseError(error);
      }
    },
    listen: (channel, onNotice) => pglite.listen(channel, onNotice),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** A migrated database as a dump, for `openPglite({ loadDataDir })`. */
export async function dumpPglite(migrate: (database: Database) => Promise<void>): Promise<Blob> {
  const pglite = await PGlite.create();
  const executor = executorOf(pglite);
  await migrate({ kind: 'pglite', ...executor, transaction: (work) => pglite.transaction((tx) => work(executorOf(tx))), listen: (channel, onNotice) => pglite.listen(channel, onNotice), close: () => pglite.close() });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  return dump;
}
