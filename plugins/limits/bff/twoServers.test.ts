// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { openPostgres } from '../../../bff/database/postgresDatabase.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../tests/support/postgresCluster.ts';
import { placeDemoBet, signInOn, startBffProcess, type BffProcess, type ProcessCaller } from '../../../tests/support/bffProcess.ts';

const BLOCK_USER = '/limit-service-api/limit/external/web/api/v1/BlockUser';
/** How soon every server must refuse a player another server has self-excluded. */
const PROPAGATION_LIMIT_MS = 1000;

let cluster: PostgresCluster;
let servers: BffProcess[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  // One realm for both, as one operator's platform: a player is the same player on either server.
  const env = { DATABASE_URL: cluster.url, BFF_REALM: `two-servers-${randomUUID()}` };
  servers = [await startBffProcess(env), await startBffProcess(env)];
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  cluster?.stop();
});

describe('two BFF processes on one PostgreSQL server', () => {
  it('refuse on the second a bet of a player self-excluded through the first, within a second', async () => {
    const scenario = `two-servers-${randomUUID()}`;
    const [first, second] = [await signInOn(servers[0], scenario), await signInOn(servers[1], scenario)];
    expect((await placeDemoBet(second, `${scenario}-before`)).status).toBe(200);
    expect((await first.call('POST', BLOCK_USER, { days: 1 })).status).toBe(200);
    const excludedAt = performance.now();
    let attempt = 0;
    let refused = await placeDemoBet(second, `${scenario}-${attempt}`);
    while (refused.status === 200 && performance.now() - excludedAt < PROPAGATION_LIMIT_MS) refused = await placeDemoBet(second, `${scenario}-${++attempt}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: [{ code: 'gambling_restricted' }] });
    expect(performance.now() - excludedAt).toBeLessThan(PROPAGATION_LIMIT_MS);
  });

  it('still refuse it after the listening connections dropped: they reconnect and read every restriction again', async () => {
    const admin = openPostgres(cluster.url);
    try {
      const dropped = await admin.query<{ terminated: boolean }>("SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE query ILIKE 'LISTEN%'");
      expect(dropped).toEqual([{ terminated: true }, { terminated: true }]);
    } finally {
      await admin.close();
    }
    const scenario = `two-servers-${randomUUID()}`;
    const [first, second] = [await signInOn(servers[0], scenario), await signInOn(servers[1], scenario)];
    expect((await first.call('POST', BLOCK_USER, { days: 1 })).status).toBe(200);
    // A notice sent while the second server was not listening is lost; its reconnection reads the restriction.
    await expect.poll(async () => (await placeDemoBet(second, `${scenario}-${randomUUID()}`)).status, { timeout: 10_000 }).toBe(403);
  });

  it('share players, sessions and wallets: a token of one is valid on the other, a stake through one is spent on both, a logout ends it on both', async () => {
    const scenario = `two-servers-${randomUUID()}`;
    const first = await signInOn(servers[0], scenario);
    const second = first.on(servers[1]);
    const mainBalance = async (player: ProcessCaller) =>
      ((await player.call('GET', '/web-api/user/accounts')).body as { accounts: Array<{ id: string; money: number }> }).accounts.find((account) => account.id === '1000011')!.money;
    const before = await mainBalance(second);
    expect((await placeDemoBet(first, `${scenario}-stake`)).status).toBe(200);
    expect(await mainBalance(second)).toBe(before - 100);
    expect((await first.call('POST', '/web-api/auth/logout')).status).toBe(200);
    expect((await second.call('GET', '/web-api/user/accounts')).status).toBe(401);
  });
});
