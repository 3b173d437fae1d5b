import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { startBffProcess } from '../tests/support/bffProcess.ts';
import { switchableTestDatabase } from '../tests/support/databaseTemplate.ts';
import { createServer } from './createServer.ts';

const emptyDist = mkdtempSync(join(tmpdir(), 'no-build-'));
afterAll(() => rmSync(emptyDist, { recursive: true, force: true }));

describe('health probes', () => {
  it('answer alive at once, and ready only with valid domains, a database that answers and a build', async () => {
    const { database, setDown } = switchableTestDatabase();
    const app = createServer({ root: projectRoot, database, testMode: true });
    const probe = async (url: string) => {
      const reply = await app.inject({ url, headers: { host: 'probe.internal' } });
      return { status: reply.statusCode, body: reply.json(), cache: reply.headers['cache-control'] };
    };
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'alive' }, cache: 'no-store' });
    expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ready', checks: { domains: true, database: true, build: true } }, cache: 'no-store' });

    setDown(true);
    expect(await probe('/readyz')).toMatchObject({ status: 503, body: { status: 'not ready', checks: { domains: true, database: false, build: true } } });
    expect((await probe('/healthz')).status).toBe(200);
    setDown(false);
    expect((await probe('/readyz')).status).toBe(200);
    await app.close();

    const unbuilt = createServer({ root: projectRoot, database, testMode: true, distDir: emptyDist });
    const reply = await unbuilt.inject({ url: '/readyz', headers: { host: 'localhost' } });
    expect([reply.statusCode, reply.json().checks.build]).toEqual([503, false]);
    await unbuilt.close();
  });
});

describe('a stop (SIGTERM)', () => {
  it('lets a call in flight finish, then the process exits', { timeout: 60_000 }, async () => {
    const bff = await startBffProcess({});
    const scenario = 'graceful-stop';
    const headers = { 'content-type': 'application/json', cookie: `bff_scenario=${scenario}` };
    // One of two config calls is held by a test fault (`times: 1`): once the other has answered, the held one has
    // reached the server and is in flight when the stop comes.
    await fetch(`${bff.origin}/bff-test/scenario/${scenario}`, { method: 'POST', headers, body: JSON.stringify({ faults: [{ path: '/bff-api/config/all.json', delayMs: 5000, times: 1 }] }) });
    const calls = [0, 1].map(() => fetch(`${bff.origin}/bff-api/config/all.json`, { headers }));
    const answeredFirst = await Promise.race(calls);
    const held = Promise.all(calls).then((replies) => replies.find((reply) => reply !== answeredFirst)!);
    const stopped = bff.stop();
    const reply = await held;
    expect(reply.status).toBe(200);
    expect(await reply.json()).toHaveProperty('site');
    await stopped;
    await expect(fetch(`${bff.origin}/healthz`)).rejects.toThrow();
  });
});
