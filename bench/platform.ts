import { randomUUID } from 'node:crypto';
import { startPostgresCluster } from '../tests/support/postgresCluster.ts';
import { signInOn, startBffProcess, type BffProcess, type ProcessCaller } from '../tests/support/bffProcess.ts';
import { median } from './browser.ts';

const BLOCK_USER = '/limit-service-api/limit/external/web/api/v1/BlockUser';

interface OpenOutcome {
  id: string;
  coef: number;
}

async function openOutcomes(player: ProcessCaller): Promise<OpenOutcome[]> {
  const { events } = (await player.call('GET', '/line-api/v1/line/events?sport=football')).body as { events: Array<{ markets: Array<{ outcomes: Array<OpenOutcome & { isBlocked: boolean }> }> }> };
  return events.flatMap((event) => event.markets[0]?.outcomes ?? []).filter((outcome) => !outcome.isBlocked);
}

const place = (player: ProcessCaller, outcome: OpenOutcome, requestId: string) =>
  player.call('POST', '/coupon-api/v1/place', { requestId, accountId: '1000011', typeId: 0, amount: 100, bets: [{ marketId: outcome.id, coef: outcome.coef }], changeCoefAction: 1, exactCoef: null });

const percentile = (values: readonly number[], fraction: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * fraction) - 1)];

/**
 * Bets placed by `players` players at once, `betsEach` each one after the other, on one BFF process (test mode, each
 * player in a scenario of their own): the time from sending a bet to its accepted reply, median and p99.
 */
export async function measureBetLatency(env: Record<string, string>, players = 50, betsEach = 10): Promise<{ medianMs: number; p99Ms: number; refused: number }> {
  const bff = await startBffProcess(env);
  try {
    const callers = await Promise.all(Array.from({ length: players }, () => signInOn(bff, `bench-${randomUUID()}`)));
    const outcomes = await openOutcomes(callers[0]);
    const timings: number[] = [];
    let refused = 0;
    await Promise.all(
      callers.map(async (player, index) => {
        for (let bet = 0; bet < betsEach; bet += 1) {
          const started = performance.now();
          const reply = await place(player, outcomes[(index + bet) % outcomes.length], `bench-${index}-${bet}-${randomUUID()}`);
          if (reply.status === 200) timings.push(performance.now() - started);
          else refused += 1;
        }
      }),
    );
    return { medianMs: median(timings), p99Ms: percentile(timings, 0.99), refused };
  } finally {
    await bff.stop();
  }
}

/** Bet latency on PostgreSQL: a throwaway cluster of Debian's server (scripts/ensure-postgres.sh installs it). */
export async function measureBetLatencyOnPostgres(): Promise<{ medianMs: number; p99Ms: number; refused: number }> {
  const cluster = await startPostgresCluster();
  try {
    return await measureBetLatency({ DATABASE_URL: cluster.url });
  } finally {
    cluster.stop();
  }
}

/**
 * Two BFF processes on one PostgreSQL server: how long after the self-exclusion call through the first answers
 * the second refuses the player's bet (median of `runs` players). Each poll is a bet: its round trip is the resolution.
 */
export async function measureExclusionPropagation(runs = 5): Promise<{ medianMs: number; maxMs: number }> {
  const cluster = await startPostgresCluster();
  const env = { DATABASE_URL: cluster.url, BFF_REALM: `bench-${randomUUID()}` };
  const servers: BffProcess[] = [];
  try {
    servers.push(await startBffProcess(env), await startBffProcess(env));
    const delays: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const scenario = `bench-${randomUUID()}`;
      const [first, second] = [await signInOn(servers[0], scenario), await signInOn(servers[1], scenario)];
      const [outcome] = await openOutcomes(second);
      if ((await first.call('POST', BLOCK_USER, { days: 1 })).status !== 200) throw new Error('the self-exclusion was refused');
      const excludedAt = performance.now();
      let attempt = 0;
      while ((await place(second, outcome, `${scenario}-${attempt++}`)).status === 200) {
        if (performance.now() - excludedAt > 10_000) throw new Error('the second server still takes bets 10 s after the self-exclusion');
      }
      delays.push(performance.now() - excludedAt);
    }
    return { medianMs: median(delays), maxMs: Math.max(...delays) };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    cluster.stop();
  }
}
