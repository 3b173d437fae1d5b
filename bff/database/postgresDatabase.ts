import pg from 'pg';
import { asDatabaseError, type Database, type SqlExecutor } from './database.ts';

/** How long a call waits for a connection before the database counts as unavailable. */
export const CONNECT_TIMEOUT_MS = 3000;
/** A dropped LISTEN connection is opened again after this, doubling up to the maximum while it fails. */
const LISTEN_RETRY_FIRST_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;
/** How long one statement may run. */
export const STATEMENT_TIMEOUT_MS = 10_000;

const executorOf = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    try {
      return (await target.query(sql, params as unknown[])).rows as Row[];
    } catch (error) {
      throw asDatabaseError(error);
    }
  },
  async exec(script: string) {
    try {
      await target.query(script);
    } catch (error) {
      throw asDatabaseError(error);
    }
  },
});

/** A PostgreSQL server through node-postgres' pool (`DATABASE_URL=postgres://user@host:port/db`). */
export function openPostgres(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, statement_timeout: STATEMENT_TIMEOUT_MS });
  // An idle client whose server went away must not crash the process; the next call reports it.
  pool.on('error', () => {});
  const executor = executorOf(pool);
  return {
    kind: 'postgres',
    ...executor,
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asDatabaseError(error);
      }
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await work(executorOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        throw asDatabaseError(error);
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, onNotice, onResumed) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      let stopped = false;
      let client: pg.Client | null = null;
      let retryMs = LISTEN_RETRY_FIRST_MS;
      // A connection of its own, outside the pool: LISTEN holds it for as long as the server listens.
      const connect = async () => {
        const next = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        next.on('notification', (notice) => {
          if (notice.channel === channel) onNotice(notice.payload ?? '');
        });
        next.on('error', (error) => console.error(`database: the listener of ${channel} failed:`, error.message));
        next.on('end', () => {
          if (!stopped && client === next) reconnect();
        });
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        client = next;
      };
      const reconnect = () => {
        client = null;
        setTimeout(() => {
          if (stopped) return;
          connect().then(
            () => {
              retryMs = LISTEN_RETRY_FIRST_MS;
              onResumed?.();
            },
            () => {
              retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
              reconnect();
            },
          );
        }, retryMs).unref();
      };
      try {
        await connect();
      } catch (error) {
        throw asDatabaseError(error);
      }
      return async () => {
        stopped = true;
        await client?.end();
      };
    },
    close: () => pool.end(),
  };
}
