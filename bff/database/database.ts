/**
 * The player platform's store: PostgreSQL, embedded (PGlite, `pgliteDatabase.ts`) by default or a server
 * (`postgresDatabase.ts`) when `DATABASE_URL` is set. Both run the same SQL, so every query here is plain
 * PostgreSQL with `$1` parameters: no query builder, because the two drivers already agree on that and the few
 * queries each module runs read best as SQL beside the code that uses them.
 */
export interface SqlExecutor {
  /** Runs one statement; the rows it returns (none for a statement without RETURNING). */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (a migration). */
  exec(script: string): Promise<void>;
}

export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the error goes on).
   * Rows a transaction must not see change under it are read with `SELECT … FOR UPDATE`.
   */
  transaction<Result>(work: (tx: SqlExecutor) => Promise<Result>): Promise<Result>;
  /**
   * Calls `onNotice` with the payload of every `NOTIFY channel` (`pg_notify`) committed by any connection, this
   * server's included; resolves to the function that stops listening. A listening connection that drops is opened
   * again, and `onResumed` is called then: notices sent meanwhile are lost, so the listener reads afresh.
   */
  listen(channel: string, onNotice: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The database cannot be reached (down, closed, refused): calls answer 503 and the server goes on. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** A stored row that is not what its table promises: one player's call fails with this, nothing else is touched. */
export class CorruptRowError extends Error {
  constructor(table: string, key: string, problem: string) {
    super(`the stored row ${table} ${key} is corrupt: ${problem}`);
    this.name = 'CorruptRowError';
  }
}

/** Error codes (node's and PostgreSQL's SQLSTATE classes 08 and 57P) that mean the server is not there. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);

export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return /PGlite is closed|Connection terminated|connection timeout|Client has encountered a connection error/i.test(message);
}

/** The same error, as DatabaseUnavailableError when it means the database is not there. */
export const asDatabaseError = (error: unknown): unknown => (isUnavailable(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error);
