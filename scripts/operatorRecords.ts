// What the operator's commands that read the BFF's records (`errors`, `events`) share: they open the player
// platform's database as the server does (DATABASE_URL, else the PGlite in state/pglite), read, print and close it.
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUnavailable, type Database } from '../bff/database/database.ts';
import { DataDirInUseError } from '../bff/database/dataDirLock.ts';
import { openDatabase, platformDatabase, STATE_FOLDER } from '../bff/database/openDatabase.ts';
import type { OperatorContext } from './operatorCommand.ts';

/** The state folder `npm start` uses; `--state-dir` names another. */
export const DEFAULT_STATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', STATE_FOLDER);
export const STATE_DIR_USAGE = '[--state-dir <dir>]';

/** PostgreSQL's SQLSTATE for a table that does not exist: the BFF has not migrated this database since the table came. */
const UNDEFINED_TABLE = '42P01';

const shownPath = (path: string) => {
  const shown = relative(process.cwd(), path);
  return shown.startsWith('..') ? path : shown;
};

/** `2025-05-01T12:03:04.512Z` -> `2025-05-01 12:03:04` (UTC, as the commands' headers say). */
export const shownTime = (at: string) => at.slice(0, 19).replace('T', ' ');

/** Rows as columns padded to their widest cell, the first row being the header. */
export function table(rows: readonly string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

/**
 * Runs `read` on the platform's database and answers its exit code. `source` names the database for the command's
 * header. PGlite is one process's database: while the BFF has its folder open, opening it here would corrupt it, so
 * the command refuses then (the folder's lock says so) and names the way to read while the BFF runs: PostgreSQL.
 */
export async function readRecords(context: OperatorContext, stateDir: string, read: (database: Database, source: string) => Promise<number>): Promise<number> {
  if (context.database) return read(context.database, context.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
  const choice = platformDatabase(stateDir);
  if (choice.dataDir && !existsSync(choice.dataDir)) {
    context.print(`nothing received: there is no database in ${shownPath(choice.dataDir)} (the BFF makes it when it first starts)`);
    return 0;
  }
  const source = choice.dataDir ? `PGlite in ${shownPath(choice.dataDir)}` : 'PostgreSQL at DATABASE_URL';
  let database: Database;
  try {
    database = await openDatabase(choice);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    context.printError(`refused: ${error.message}.\nStop the BFF to read its database, or run the platform on PostgreSQL (DATABASE_URL=postgres://…), which any process reads while the BFF runs.`);
    return 1;
  }
  try {
    return await read(database, source);
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) {
      context.printError(`${source} has not been migrated for this yet: start the BFF once (it applies the migrations when it starts)`);
      return 1;
    }
    if (isUnavailable(error)) {
      context.printError(error instanceof Error ? error.message : String(error));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
