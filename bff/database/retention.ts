import type { SqlExecutor } from './database.ts';

/**
 * How long a table of received reports keeps them. The table has `seq` (an identity, newest highest), `realm` and
 * `received_at`, with indexes on (realm, seq) and on received_at, so that both deletions read an index only.
 */
export interface Retention {
  table: string;
  /** A realm's newest rows kept: one realm's flood never grows the table past it, nor empties another realm's rows. */
  keptPerRealm: number;
  /** Older rows go, of every realm (test realms are many and each is used once). */
  keptDays: number;
}

/**
 * Deletes what the retention no longer keeps, in the transaction that inserted `realm`'s new rows: the table stays
 * bounded without a sweeper to run.
 */
export async function applyRetention(tx: SqlExecutor, { table, keptPerRealm, keptDays }: Retention, realm: string): Promise<void> {
  await tx.query(`DELETE FROM ${table} WHERE realm = $1 AND seq <= (SELECT seq FROM ${table} WHERE realm = $1 ORDER BY seq DESC OFFSET $2 LIMIT 1)`, [realm, keptPerRealm]);
  await tx.query(`DELETE FROM ${table} WHERE received_at < now() - make_interval(days => $1::int)`, [keptDays]);
}
