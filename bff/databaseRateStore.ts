import type { FastifyRateLimitOptions, RateLimitOptions } from '@fastify/rate-limit';
import type { Database } from './database/database.ts';

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreOptions = FastifyRateLimitOptions | RateLimitOptions;

/** The window in ms; only numbers are used here (the routes give one). */
const windowMsOf = (options: StoreOptions) => ('timeWindow' in options && typeof options.timeWindow === 'number' ? options.timeWindow : 60_000);

/**
 * A store for @fastify/rate-limit that counts in the database (table core_rate_window), so that every server of
 * the platform counts the same requests: a fixed window per key, restarted by the first hit after it ends.
 */
export function databaseRateStore(database: Database, now: () => number = Date.now) {
  // One count per key across the routes that share the limit (every sign-in kind counts against the address's).
  return class DatabaseRateStore {
    constructor(private readonly options: StoreOptions) {}

    incr(key: string, callback: IncrementCallback): void {
      const nowMs = now();
      database
        .query<{ hits: number; window_ends_ms: number }>(
          `INSERT INTO core_rate_window (key, hits, window_ends_ms) VALUES ($1, 1, $2)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN core_rate_window.window_ends_ms <= $3 THEN 1 ELSE core_rate_window.hits + 1 END,
             window_ends_ms = CASE WHEN core_rate_window.window_ends_ms <= $3 THEN $2 ELSE core_rate_window.window_ends_ms END
           RETURNING hits, window_ends_ms::float8 AS window_ends_ms`,
          [key, nowMs + windowMsOf(this.options), nowMs],
        )
        .then(
          ([row]) => ({ current: row.hits, ttl: Math.max(0, row.window_ends_ms - nowMs) }),
          (error: unknown) => Promise.reject(error instanceof Error ? error : new Error(String(error))),
        )
        // The callback runs once, outside the promise: what it throws is not swallowed as a rejection.
        .then(
          (result) => setImmediate(() => callback(null, result)),
          (error: Error) => setImmediate(() => callback(error)),
        );
    }

    child(routeOptions: StoreOptions): DatabaseRateStore {
      return new DatabaseRateStore({ ...this.options, ...routeOptions });
    }
  };
}
