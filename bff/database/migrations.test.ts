// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../createServer.ts';
import { defineBffModule } from '../bffModule.ts';
import { openTestDatabase, testDatabase } from '../../tests/support/databaseTemplate.ts';
import { projectRoot } from '../../tests/support/bffFetch.ts';
import { applyMigrations, MigrationError, readMigrations } from './migrations.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A folder of migration files, and an owner name no other test uses (the test database is shared by the file). */
async function migrationFolder(files: Record<string, string>): Promise<{ folder: string; owner: string }> {
  const path = await mkdtemp(join(tmpdir(), 'bff-migrations-'));
  folders.push(path);
  for (const [name, sql] of Object.entries(files)) await writeFile(join(path, name), sql);
  return { folder: path, owner: `test_${randomUUID().slice(0, 8)}` };
}

const tableExists = async (name: string) => (await (await openTestDatabase()).query('SELECT 1 FROM pg_tables WHERE tablename = $1', [name])).length === 1;

describe('the versioned migrations', () => {
  it('apply each file once, in name order, and record it', async () => {
    const table = `t_${randomUUID().slice(0, 8)}`;
    const { folder, owner } = await migrationFolder({
      '0002_fill.sql': `INSERT INTO ${table} (id) VALUES (1), (2);`,
      '0001_create.sql': `CREATE TABLE ${table} (id integer PRIMARY KEY);`,
      'notes.txt': 'not a migration',
    });
    const database = await openTestDatabase();
    const migrations = readMigrations(owner, folder);
    expect(migrations.map((migration) => migration.id)).toEqual([`${owner}/0001_create`, `${owner}/0002_fill`]);
    expect(await applyMigrations(database, migrations)).toEqual([`${owner}/0001_create`, `${owner}/0002_fill`]);
    expect(await applyMigrations(database, migrations)).toEqual([]);
    expect(await database.query(`SELECT count(*)::int AS rows FROM ${table}`)).toEqual([{ rows: 2 }]);
  });

  it('name a failing migration, roll it back whole, and keep the ones before it', async () => {
    const [good, bad] = [`g_${randomUUID().slice(0, 8)}`, `b_${randomUUID().slice(0, 8)}`];
    const { folder, owner } = await migrationFolder({
      '0001_good.sql': `CREATE TABLE ${good} (id integer);`,
      '0002_bad.sql': `CREATE TABLE ${bad} (id integer); INSERT INTO ${bad} (missing_column) VALUES (1);`,
    });
    const failure = await applyMigrations(await openTestDatabase(), readMigrations(owner, folder)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).message).toMatch(new RegExp(`^migration ${owner}/0002_bad failed: .*missing_column`));
    expect(await tableExists(good)).toBe(true);
    expect(await tableExists(bad)).toBe(false);
  });

  it('refuse a migration whose file changed after it was applied', async () => {
    const table = `e_${randomUUID().slice(0, 8)}`;
    const { folder, owner } = await migrationFolder({ '0001_create.sql': `CREATE TABLE ${table} (id integer);` });
    const database = await openTestDatabase();
    await applyMigrations(database, readMigrations(owner, folder));
    const edited = readMigrations(owner, folder).map((migration) => ({ ...migration, sql: `${migration.sql} -- edited` }));
    await expect(applyMigrations(database, edited)).rejects.toThrow(`migration ${owner}/0001_create failed: its file changed after it was applied`);
  });

  it('stop the server from starting, naming the migration', async () => {
    const { folder } = await migrationFolder({ '0001_broken.sql': 'CREATE TABLE (' });
    const module = defineBffModule({ id: `broken${randomUUID().slice(0, 6)}`, migrations: folder, register() {} });
    const server = createServer({ root: projectRoot, testMode: true, database: testDatabase(), modules: async () => [module] });
    await expect(server.ready()).rejects.toThrow(`migration ${module.id}/0001_broken failed`);
    await server.close().catch(() => {});
  });
});
