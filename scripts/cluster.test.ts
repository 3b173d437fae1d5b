// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoBet, signInOn, type BffProcess } from '../tests/support/bffProcess.ts';
import { startCluster, type Cluster } from './clusterStart.ts';

/**
 * `npm run cluster` as the tests start it (nginx, 3 shells, the platform, a throwaway PostgreSQL; the servers in test
 * mode, one realm): one cluster for every check, as its start is most of the time the file takes.
 */
const BLOCK_USER = '/limit-service-api/limit/external/web/api/v1/BlockUser';
/** How soon every shell must serve an edited domain file. */
const RELOAD_LIMIT_MS = 1000;

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ testMode: true });
}, 120_000);
afterAll(() => cluster?.stop());

const throughNginx = () => ({ origin: cluster.origin });

describe('npm run cluster', () => {
  it('serves through nginx the home page, a bet and the casino lobby', async () => {
    const home = await fetch(`${cluster.origin}/en/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<title>[^<]*Northbet[^<]*<\/title>/);

    const player = await signInOn(throughNginx(), `cluster-${randomUUID()}`);
    const bet = await placeDemoBet(player, `cluster-bet-${randomUUID()}`);
    expect(bet.status).toBe(200);
    const history = (await player.call('GET', '/coupon-api/v1/history')).body as { coupons: Array<{ amount: number }> };
    expect(history.coupons.map((coupon) => coupon.amount)).toEqual([100]);

    const lobby = await fetch(`${cluster.origin}/casino-api/v1/lobby?lang=en`);
    expect(lobby.status).toBe(200);
    expect(((await lobby.json()) as { categories: Array<{ slug: string }> }).categories.map((category) => category.slug)).toContain('slots');
  });

  it('has every shell serve a change of a domain file within a second', async () => {
    const file = join(cluster.domainsDir, 'demo.json');
    const domain = JSON.parse(readFileSync(file, 'utf8')) as { config: { site: { companyName: string } } };
    const companyName = `Northbet ${randomUUID().slice(0, 8)}`;
    domain.config.site.companyName = companyName;
    const companyNameOn = async (shell: BffProcess) => ((await (await fetch(`${shell.origin}/bff-api/config/all.json`)).json()) as typeof domain.config).site.companyName;
    expect(await Promise.all(cluster.shells.map(companyNameOn))).not.toContain(companyName);

    const changedAt = performance.now();
    writeFileSync(file, JSON.stringify(domain, null, 2));
    // Each shell is asked again as soon as it answers, until it serves the new name or the limit has passed.
    const seenAfterMs = await Promise.all(
      cluster.shells.map(async (shell) => {
        while ((await companyNameOn(shell)) !== companyName && performance.now() - changedAt < RELOAD_LIMIT_MS);
        return performance.now() - changedAt;
      }),
    );
    expect(await Promise.all(cluster.shells.map(companyNameOn))).toEqual(cluster.shells.map(() => companyName));
    expect(Math.max(...seenAfterMs)).toBeLessThan(RELOAD_LIMIT_MS);
  });

  it('refuses through every other shell a bet of a player self-excluded through one', async () => {
    const [first, ...others] = cluster.shells;
    const player = await signInOn(first, `cluster-${randomUUID()}`);
    expect((await placeDemoBet(player.on(others[0]), `before-${randomUUID()}`)).status).toBe(200);

    expect((await player.call('POST', BLOCK_USER, { days: 1 })).status).toBe(200);
    for (const other of others) {
      const refused = await placeDemoBet(player.on(other), `after-${randomUUID()}`);
      expect(refused).toMatchObject({ status: 403, body: { errors: [{ code: 'gambling_restricted' }] } });
    }
  });
});
