import { randomUUID } from 'node:crypto';
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

const collect = (server: FastifyInstance, events: Array<{ id: number; numbers: number[] }>) =>
  server.inject({ method: 'POST', url: '/fatman-api/northbet', headers: { host: 'localhost', 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ lang: 'en', source: 18, events }) });

/** The rows of the section that starts with `title`, without its column names. */
function section(out: readonly string[], title: string): string[][] {
  const start = out.indexOf(title);
  const rows: string[][] = [];
  for (const line of out.slice(start + 2)) {
    if (!line.startsWith('  ')) break;
    rows.push(line.trim().split(/\s{2,}/));
  }
  return rows;
}

const LAST_EVENTS = 'last event of each id, newest first:';
const PER_MINUTE = 'events per minute (the last 10 minutes with any):';

describe('npm run operator -- events', () => {
  it('shows what the collectors of every server of the platform stored in the database', async () => {
    const realm = `operator-events-${randomUUID()}`;
    const [first, second] = [0, 1].map(() => createServer({ root: projectRoot, database: testDatabase(), realm }));
    try {
      expect((await collect(first, [{ id: 1000, numbers: [1] }, { id: 10000, numbers: [0, 1, 150] }])).statusCode).toBe(204);
      expect((await collect(second, [{ id: 1000, numbers: [2] }])).statusCode).toBe(204);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }

    const { code, out } = await operator('events', '--realm', realm);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^analytics events received \((PGlite|PostgreSQL); times in UTC\):$/);
    expect(section(out, LAST_EVENTS).map(([id, , domain, lang, source, count, slots]) => [id, domain, lang, source, count, slots])).toEqual([
      ['1000', 'demo', 'en', '18', '2', '{"strings":[],"numbers":[2]}'],
      ['10000', 'demo', 'en', '18', '1', '{"strings":[],"numbers":[0,1,150]}'],
    ]);
    expect(section(out, PER_MINUTE).reduce((sum, [, count]) => sum + Number(count), 0)).toBe(3);
  });

  it('shows the newest event of each id, with their count, and the counts of the newest minutes', async () => {
    const realm = `operator-events-${randomUUID()}`;
    const minuteStart = Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000;
    const at = (seconds: number) => new Date(minuteStart + seconds * 1000).toISOString();
    const database = await openTestDatabase();
    for (const [id, seconds] of [[1000, 5], [10000, 40], [1000, 70]]) {
      await database.query(
        `INSERT INTO analytics_event (realm, received_at, domain, collector_key, lang, source, user_id, event_id, strings, numbers, params)
         VALUES ($1, $2::timestamptz, 'demo', 'northbet', 'en', 18, NULL, $3, '[]', $4::jsonb, '{}')`,
        [realm, at(seconds), id, JSON.stringify([id])],
      );
    }
    const { code, out } = await operator('events', '--realm', realm);
    expect(code).toBe(0);
    const shown = (seconds: number) => at(seconds).slice(0, 19).replace('T', ' ');
    expect(section(out, LAST_EVENTS).map((cells) => cells.slice(0, 6))).toEqual([
      ['1000', shown(70), 'demo', 'en', '18', '2'],
      ['10000', shown(40), 'demo', 'en', '18', '1'],
    ]);
    expect(section(out, PER_MINUTE)).toEqual([
      [shown(60).slice(0, 16), '1'],
      [shown(0).slice(0, 16), '2'],
    ]);
  });

  it('says when nothing was received, and refuses wrong usage', async () => {
    expect(await operator('events', '--realm', `operator-events-${randomUUID()}`)).toEqual({ code: 0, out: [expect.stringMatching(/^no analytics events received \((PGlite|PostgreSQL)\)$/)], err: '' });
    expect(await operator('events', 'now')).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run operator -- events') });
  });
});
