import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createServer } from '../bff/createServer.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { openTestDatabase, testDatabase } from '../tests/support/databaseTemplate.ts';
import { runOperator } from './operator.ts';

async function operator(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperator(argv, { database: await openTestDatabase(), print: (line) => out.push(line), printError: (line) => err.push(line) });
  return { code, out, err: err.join('\n') };
}

const send = (server: FastifyInstance, body: unknown) =>
  server.inject({ method: 'POST', url: '/bff-api/plugin-errors', headers: { host: 'sports.localhost:8080', 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(body) });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const shown = (at: string) => at.slice(0, 19).replace('T', ' ');
/** The cells of the table's rows (after the header and the column names). */
const cellsOf = (out: readonly string[]) => out.slice(2).map((line) => line.trim().split(/\s{2,}/));

async function seed(realm: string, rows: Array<{ at: string; domain: string; plugin: string; version: string; kind: string }>) {
  const database = await openTestDatabase();
  for (const { at, domain, plugin, version, kind } of rows) {
    await database.query('INSERT INTO core_plugin_error (realm, received_at, domain, plugin, version, kind) VALUES ($1, $2::timestamptz, $3, $4, $5, $6)', [realm, at, domain, plugin, version, kind]);
  }
}

describe('npm run operator -- errors', () => {
  it('lists what every server of the platform stored in the database, grouped', async () => {
    const realm = `operator-errors-${randomUUID()}`;
    const [first, second] = [0, 1].map(() => createServer({ root: projectRoot, database: testDatabase(), realm }));
    try {
      expect((await send(first, { domain: 'sports.localhost', reports: [{ plugin: 'sports', version: '0.2.0', kind: 'integrity' }] })).statusCode).toBe(204);
      const both = { domain: 'sports.localhost', reports: [{ plugin: 'sports', version: '0.2.0', kind: 'integrity' }, { plugin: 'account', version: '0.1.0', kind: 'missing-dependency' }] };
      expect((await send(second, both)).statusCode).toBe(204);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }

    const { code, out } = await operator('errors', '--realm', realm);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^plugin load failures reported by visitors, newest first \((PGlite|PostgreSQL); times in UTC\):$/);
    expect(out[1]).toMatch(/^ {2}last seen +domain +plugin +version +kind +count +first seen$/);
    expect(cellsOf(out).map((cells) => cells.slice(1, 6))).toEqual(
      expect.arrayContaining([
        ['sports.localhost', 'sports', '0.2.0', 'integrity', '2'],
        ['sports.localhost', 'account', '0.1.0', 'missing-dependency', '1'],
      ]),
    );
    expect(out).toHaveLength(4);
  });

  it('groups by domain, plugin, version and kind, newest first, with the first and last time seen', async () => {
    const realm = `operator-errors-${randomUUID()}`;
    const [old, recent, newest] = [minutesAgo(300), minutesAgo(20), minutesAgo(5)];
    await seed(realm, [
      { at: old, domain: 'localhost', plugin: 'info', version: '1.0.0', kind: 'http' },
      { at: recent, domain: 'localhost', plugin: 'sports', version: '0.2.0', kind: 'evaluation' },
      { at: newest, domain: 'localhost', plugin: 'info', version: '1.0.0', kind: 'http' },
      { at: newest, domain: 'vip.localhost', plugin: 'info', version: '1.0.0', kind: 'http' },
    ]);
    const { code, out } = await operator('errors', '--realm', realm);
    expect(code).toBe(0);
    expect(cellsOf(out)).toEqual([
      [shown(newest), 'localhost', 'info', '1.0.0', 'http', '2', shown(old)],
      [shown(newest), 'vip.localhost', 'info', '1.0.0', 'http', '1', shown(newest)],
      [shown(recent), 'localhost', 'sports', '0.2.0', 'evaluation', '1', shown(recent)],
    ]);

    const lastHour = await operator('errors', '--realm', realm, '--since', '1h');
    expect(lastHour.out[0]).toMatch(/^plugin load failures reported by visitors in the last 1h, newest first/);
    expect(cellsOf(lastHour.out).map((cells) => cells.slice(1, 6))).toEqual([
      ['localhost', 'info', '1.0.0', 'http', '1'],
      ['vip.localhost', 'info', '1.0.0', 'http', '1'],
      ['localhost', 'sports', '0.2.0', 'evaluation', '1'],
    ]);
  });

  it('says when nothing was reported', async () => {
    const realm = `operator-errors-${randomUUID()}`;
    expect(await operator('errors', '--realm', realm)).toEqual({ code: 0, out: [expect.stringMatching(/^no plugin load failures reported \((PGlite|PostgreSQL)\)$/)], err: '' });
    await seed(realm, [{ at: minutesAgo(120), domain: 'localhost', plugin: 'info', version: '1.0.0', kind: 'http' }]);
    expect((await operator('errors', '--realm', realm, '--since', '30m')).out).toEqual([expect.stringMatching(/^no plugin load failures reported in the last 30m /)]);
  });

  it('refuses wrong usage', async () => {
    expect(await operator('errors', '--since', 'yesterday')).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run operator -- errors') });
    expect((await operator('errors', 'info')).code).toBe(2);
  });
});

describe('npm run operator -- errors on the PGlite of a state folder', () => {
  const run = (stateDir: string) => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    return promisify(execFile)(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts', 'operator.ts'), 'errors', '--state-dir', stateDir], { cwd: projectRoot, env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, stdout: failed.stdout, stderr: failed.stderr }),
    );
  };

  it('refuses while a BFF has the folder open (naming DATABASE_URL), which goes on serving, and reads it once the BFF has closed it', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'operator-errors-state-'));
    try {
      const bff = createServer({ root: projectRoot, stateDir });
      const integrity = { domain: 'sports.localhost', reports: [{ plugin: 'sports', version: '0.2.0', kind: 'integrity' }] };
      try {
        expect((await send(bff, integrity)).statusCode).toBe(204);
        const refused = await run(stateDir);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`is open in process ${process.pid}`);
        expect(refused.stderr).toContain('DATABASE_URL');
        expect((await send(bff, integrity)).statusCode).toBe(204);
      } finally {
        await bff.close();
      }
      const { code, stdout } = await run(stateDir);
      expect(code).toBe(0);
      const lines = stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^plugin load failures reported by visitors, newest first \(PGlite in .*pglite; times in UTC\):$/);
      expect(cellsOf(lines).map((cells) => cells.slice(1, 6))).toEqual([['sports.localhost', 'sports', '0.2.0', 'integrity', '2']]);
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
    // Creating a PGlite folder takes seconds on this machine; each command opens it again in a process of its own.
  }, 90_000);
});
