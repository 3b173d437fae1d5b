import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';
import { lockDataDir } from './dataDirLock.ts';
import { openPglite } from './pgliteDatabase.ts';
import { openPostgres } from './postgresDatabase.ts';

export interface DatabaseChoice {
  /** `postgres://…`: a PostgreSQL server; absent: PGlite. */
  url?: string;
  /** PGlite's folder; absent: PGlite in memory (gone with the process). */
  dataDir?: string;
}

/** The folder under the project root (gitignored) where `npm start` and `npm run dev` keep PGlite's folder. */
export const STATE_FOLDER = 'state';
/** PGlite's folder in a state folder. */
const PGLITE_FOLDER = 'pglite';

/**
 * Where the player platform's database is, for the server and the operator's commands alike: PostgreSQL at
 * `DATABASE_URL` when it is set, else PGlite in `<stateDir>/pglite` (in memory without a state folder).
 */
export const platformDatabase = (stateDir: string | undefined): DatabaseChoice =>
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: stateDir && join(stateDir, PGLITE_FOLDER) };

/**
 * PostgreSQL when a URL is given, else the embedded PGlite (in `dataDir`, or in memory). PGlite's folder is locked
 * for this process until the database closes: a second opener gets DataDirInUseError (bff/database/dataDirLock.ts).
 */
export async function openDatabase({ url, dataDir }: DatabaseChoice): Promise<Database> {
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// URL');
    return openPostgres(url);
  }
  if (!dataDir) return openPglite();
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const database = await openPglite({ dataDir });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
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
