// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../bff/createServer.ts';
import { hashSecret, type Database, type GamblingRestrictionsService, type WalletService } from '../../../bff/bffModule.ts';
import { patchScenario, projectRoot, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { caller } from '../../../tests/support/bffCaller.ts';
import { openTestDatabase, testDatabase } from '../../../tests/support/databaseTemplate.ts';
import { sharedCatalogue } from './catalogue.ts';
import { GAMES_HOST } from './index.ts';
import { DEMO_BALANCE_MINOR, LAUNCH_TTL_MS, LaunchDesk, type Launch } from './launches.ts';
import { stakesOf, type SlotSymbol } from './slotMachine.ts';

/** A slot with a demo mode. */
const SLOT = sharedCatalogue().byId.get(1)!.card;
const LOSING_REELS: readonly SlotSymbol[] = ['cherry', 'lemon', 'bell'];
/** Spins at once for the last of the play money. */
const RACERS = 8;

/** A desk of a server on `database` whose spins all lose (demo launches only: no wallet, no limits). */
function deskOn(database: Database, now: () => number = Date.now): LaunchDesk {
  const unused = () => {
    throw new Error('a demo launch reaches no wallet and no limits');
  };
  return new LaunchDesk({
    database,
    gameOf: (id) => sharedCatalogue().byId.get(id)?.card,
    scenarioOf: () => ({}),
    wallets: { activeAccount: unused, account: unused, enter: unused } as unknown as WalletService,
    restrictedIn: () => false,
    sessionLive: async () => true,
    stakes: { reserveStake: unused, releaseStake: unused, recordPayout: unused } as unknown as Pick<GamblingRestrictionsService, 'reserveStake' | 'releaseStake' | 'recordPayout'>,
    reelsIn: () => LOSING_REELS,
    now,
  });
}

const demoOf = (desk: LaunchDesk): Promise<Launch> =>
  desk.launch({ game: SLOT, mode: 'demo', lang: 'en', siteOrigin: 'http://localhost:8080', scenarioId: 'launches-test', realm: 'launches-test', caller: null });

const errorCodeOf = (outcome: PromiseSettledResult<unknown>) => (outcome.status === 'rejected' ? (outcome.reason as { code?: string }).code : 'spun');

describe('launches in the database', () => {
  it('finds a launch through a new desk on the same database (a restart, another server), with its game and play money', async () => {
    const database = await openTestDatabase();
    const made = await demoOf(deskOn(database));
    const stake = made.stakes[0];
    await deskOn(database).spinWithinLimits((await deskOn(database).find(made.token))!, stake);
    const found = await deskOn(database).find(made.token);
    expect(found).toMatchObject({ id: made.id, game: SLOT, mode: 'demo', lang: 'en', siteOrigin: 'http://localhost:8080', scenarioId: 'launches-test', currency: 'EUR', stakes: made.stakes });
    expect(found?.demoBalanceMinor).toBe(DEMO_BALANCE_MINOR - stake);
  });

  it('keeps the token’s SHA-256 only: no column holds the token', async () => {
    const database = await openTestDatabase();
    const { token } = await demoOf(deskOn(database));
    const rows = await database.query<Record<string, unknown>>('SELECT * FROM casino_launch WHERE token_hash = $1', [hashSecret(token)]);
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0]).map(String).some((value) => value.includes(token))).toBe(false);
    expect(await deskOn(database).find(hashSecret(token).slice(0, 32))).toBeNull();
  });

  it('lets two spins at once never take the play money below zero', async () => {
    const database = await openTestDatabase();
    const launch = await demoOf(deskOn(database));
    const stake = launch.stakes[0];
    // One stake left, set in SQL as the earlier spins would have left it.
    await database.query('UPDATE casino_launch SET demo_balance_minor = $2 WHERE token_hash = $1', [launch.id, stake]);
    // Each racer on a connection of its own that is open already (PostgreSQL), so that their updates overlap.
    await Promise.all(Array.from({ length: RACERS }, () => database.query('SELECT pg_sleep(0.05)')));
    const found = (await deskOn(database).find(launch.token))!;
    const outcomes = await Promise.allSettled(Array.from({ length: RACERS }, () => deskOn(database).spinWithinLimits({ ...found }, stake)));
    expect(outcomes.map(errorCodeOf).sort()).toEqual(['spun', ...Array<string>(RACERS - 1).fill('insufficient_balance')].sort());
    expect((await deskOn(database).find(launch.token))?.demoBalanceMinor).toBe(0);
  });

  it('ends a launch after LAUNCH_TTL_MS, and deletes it when the next launch is made', async () => {
    const database = await openTestDatabase();
    let now = Date.now();
    const desk = deskOn(database, () => now);
    const expired = await demoOf(desk);
    now += LAUNCH_TTL_MS;
    expect(await desk.find(expired.token)).toBeNull();
    await demoOf(desk);
    expect(await database.query('SELECT 1 FROM casino_launch WHERE token_hash = $1', [expired.id])).toEqual([]);
  });
});

describe('launches through two servers on one database', () => {
  /** One operator's platform: both servers serve the same realm. */
  const REALM = 'casino-launches-two-servers';
  const servers: FastifyInstance[] = [];
  const server = () => {
    const started = createServer({ root: projectRoot, testMode: true, database: testDatabase(), realm: REALM });
    servers.push(started);
    return started;
  };
  afterAll(() => Promise.all(servers.map((started) => started.close())));

  const spinOn = (app: FastifyInstance, path: string, stakeMinor: number) =>
    app.inject({ method: 'POST', url: `${path}/spin`, headers: { host: `${GAMES_HOST}:8080`, 'content-type': 'text/plain' }, payload: JSON.stringify({ stakeMinor }) });
  const launchOn = async (app: FastifyInstance, headers: Record<string, string>, mode: 'demo' | 'real') => {
    const reply = await app.inject({ method: 'POST', url: '/casino-api/v1/launch', headers: { ...headers, host: 'localhost:8080', 'content-type': 'application/json' }, payload: { gameId: SLOT.id, mode, lang: 'en' } });
    expect(reply.statusCode, reply.body).toBe(200);
    return new URL((reply.json() as { url: string }).url).pathname;
  };
  const codeOf = (reply: { statusCode: number; json(): unknown }) => [reply.statusCode, (reply.json() as { errors?: Array<{ code?: string }> }).errors?.[0]?.code];

  it('plays a demo launched through one server through another, on its page and its spins', async () => {
    const [first, second] = [server(), server()];
    const path = await launchOn(first, { cookie: `bff_scenario=${uniqueScenario('launch-demo')}` }, 'demo');
    const page = await second.inject({ url: path, headers: { host: `${GAMES_HOST}:8080` } });
    expect(page.statusCode).toBe(200);
    const stake = stakesOf(SLOT, 'EUR')[0];
    const spun = await spinOn(second, path, stake);
    expect(spun.statusCode, spun.body).toBe(200);
    expect((spun.json() as { balanceMinor: number }).balanceMinor).toBe(DEMO_BALANCE_MINOR - stake + (spun.json() as { winMinor: number }).winMinor);
  });

  it('spins a real game through another server, and stops it there when the session logs out or the player is restricted', async () => {
    const [first, second] = [server(), server()];
    const call = await caller(first);
    const headers = { cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}` };
    const stake = 10_000;
    const path = await launchOn(first, headers, 'real');
    expect((await spinOn(second, path, stake)).statusCode).toBe(200);
    expect(codeOf(await spinOn(second, path, stake + 1))).toEqual([400, 'invalid_stake']);
    await patchScenario(first, call.scenario, { limits: { userId: '100001', limits: [{ limitType: 30, limitValue: 7, startsIn: -1, lastsFor: 86_400 }] } });
    expect(codeOf(await spinOn(second, path, stake))).toEqual([403, 'gambling_restricted']);

    const other = await caller(first);
    const otherPath = await launchOn(first, { cookie: `bff_scenario=${other.scenario}; ${other.cookie}`, authorization: `Bearer ${other.token}` }, 'real');
    expect((await spinOn(second, otherPath, stake)).statusCode).toBe(200);
    expect((await other.post('/web-api/auth/logout')).statusCode).toBe(200);
    expect(codeOf(await spinOn(second, otherPath, stake))).toEqual([401, 'session_ended']);
  });
});
