import { mkdirSync } from 'node:fs';
import type { Database } from './database.ts';
import { openPglite } from './pgliteDatabase.ts';
import { openPostgres } from './postgresDatabase.ts';

export interface DatabaseChoice {
  /** `postgres://…`: a PostgreSQL server; absent: PGlite. */
  url?: string;
  /** PGlite's folder; absent: PGlite in memory (gone with the process). */
  dataDir?: string;
}

/** PostgreSQL when a URL is given, else the embedded PGlite (in `dataDir`, or in memory). */
export async function openDatabase({ url, dataDir }: DatabaseChoice): Promise<Database> {
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// URL');
    return openPostgres(url);
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return openPglite({ dataDir });
}

/**
 * A database that opens on first use: the server is made synchronously and its routes are registered before the
 * database has opened (opening PGlite takes a second or more); every call waits for the one opening.
 */
export function lazyDatabase(open: () => Promise<Database>, kind: Database['kind']): Database {
  let opening: Promise<Database> | null = null;
  const database = () => (opening ??= open());
  return {
    kind,
    query: async (sql, params) => (await database()).query(sql, params),
    exec: async (script) => (await database()).exec(script),
    transaction: async (work) => (await database()).transaction(work),
    listen: async (channel, onNotice, onResumed) => (await database()).listen(channel, onNotice, onResumed),
    close: async () => {
      if (opening) await (await opening).close();
    },
  };
}
