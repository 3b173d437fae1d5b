import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

/** One versioned change of the schema: `owner/NNNN_name.sql`, applied once, in order, never edited afterwards. */
export interface Migration {
  id: string;
  sql: string;
}

/** A migration that could not be applied (or was edited after it was): the server refuses to start and names it. */
export class MigrationError extends Error {
  constructor(readonly migrationId: string, problem: string, options?: ErrorOptions) {
    super(`migration ${migrationId} failed: ${problem}`, options);
    this.name = 'MigrationError';
  }
}

/** The folder `migrations/` beside a module (`import.meta.url`); a path, since jsdom's URL resolves against its page. */
export const migrationsBeside = (moduleUrl: string): string => join(dirname(fileURLToPath(moduleUrl)), 'migrations');

/** The core's own migrations (this folder's migrations/). */
export const CORE_MIGRATIONS = migrationsBeside(import.meta.url);

/** The `.sql` files of a folder, in name order, named `owner/file`. */
export function readMigrations(owner: string, path: string): Migration[] {
  return readdirSync(path)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ id: `${owner}/${name.replace(/\.sql$/, '')}`, sql: readFileSync(join(path, name), 'utf8') }));
}

const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');
/** Any fixed number: two servers starting on one PostgreSQL apply the migrations one after the other. */
const MIGRATION_LOCK = 4_207_311;

/**
 * Applies the migrations not applied yet, each in its own transaction with its record in `schema_migrations`. A
 * failing one rolls back and throws MigrationError naming it; one whose text changed since it was applied too.
 */
export async function applyMigrations(database: Database, migrations: readonly Migration[]): Promise<string[]> {
  // Under the lock too: two servers starting on a new database would both create it.
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const checksum = checksumOf(migration.sql);
    await database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const [done] = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done) {
        if (done.checksum !== checksum) throw new MigrationError(migration.id, 'its file changed after it was applied (write a new migration instead)');
        return;
      }
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new MigrationError(migration.id, error instanceof Error ? error.message : String(error), { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (id, checksum) VALUES ($1, $2)', [migration.id, checksum]);
      applied.push(migration.id);
    });
  }
  return applied;
}
