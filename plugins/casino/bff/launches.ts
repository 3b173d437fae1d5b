import { randomBytes, randomUUID } from 'node:crypto';
import { ApiError, CorruptRowError, hashSecret } from '../../../bff/bffModule.ts';
import type { Caller, Database, GamblingRestrictionsService, WalletService } from '../../../bff/bffModule.ts';
import type { CasinoSpinReply, GameCard, LaunchMode } from '../schemas/casinoApi.ts';
import type { CasinoLang } from './catalogue.ts';
import { drawReels, stakesOf, winOf, type SlotSymbol } from './slotMachine.ts';
import { checkStake, NO_PACING, spinIntervalMsOf, SpinPacing, type CasinoPacing } from './spinPacing.ts';

/** Play money a demo launch starts with, in EUR cents. */
export const DEMO_BALANCE_MINOR = 100_000;
export const DEMO_CURRENCY = 'EUR';
/** A launch's game may be played for this long; then the player launches again. */
export const LAUNCH_TTL_MS = 6 * 60 * 60 * 1000;
export const LAUNCH_TOKEN = /^[A-Za-z0-9_-]{32}$/;


/** Whose money a real launch plays with: the player's session (wallet key) and the account active at the launch. */
export interface LaunchPlayer {
  userId: string;
  walletKey: string;
  accountId: string;
  /** The session the game was launched in: its spins stop when it ends (logout). */
  sessionId: string;
}

/** Where a launch was made: the site it came from and the test scenario it named (null outside test mode). */
export interface LaunchPlace {
  siteOrigin: string;
  scenarioId: string | null;
}

/** A launched game: what its page and its spins need. */
export interface Launch extends LaunchPlace {
  token: string;
  /** The token's hash: the launch's key, and what its spins' wallet references name (never the token itself). */
  id: string;
  game: GameCard;
  mode: LaunchMode;
  lang: CasinoLang;
  currency: string;
  stakes: number[];
  /** Real mode only. */
  player?: LaunchPlayer;
  /** Demo mode: the play money left (when the launch was read). */
  demoBalanceMinor: number;
  /** The launch's wins less its stakes so far (the net position a profile may ask the slot to show). */
  netMinor: number;
  /** The player's realm (BffContext.realmOf of the launch call), whose restrictions apply to the spins. */
  realm: string;
}

export interface LaunchDeskOptions {
  database: Database;
  /** The catalogue's game of an id, or undefined when there is none (the launch is then over). */
  gameOf(id: number): GameCard | undefined;
  /** The test scenario a launch was made in, found again from where it was made (its overlay applies to the spins). */
  scenarioOf(place: LaunchPlace): object;
  wallets: WalletService;
  /** Whether the player is self-excluded or timed out now (in the scenario and realm the launch was made in). */
  restrictedIn(scenario: object, realm: string, userId: string): boolean;
  /** Whether the session a real game was launched in is still signed in. */
  sessionLive(sessionId: string): Promise<boolean>;
  /** The wagering and loss limits of real spins (the limits module's): a stake taken before, the win counted after. */
  stakes: Pick<GamblingRestrictionsService, 'reserveStake' | 'releaseStake' | 'recordPayout'>;
  /** Fixed reels of a scenario, if a test set them. */
  reelsIn(scenario: object): readonly SlotSymbol[] | undefined;
  /**
   * The casino pacing of the domain a launch was made on (its jurisdiction profile's `casinoPacing`), read at each
   * page and spin so that a changed profile reaches running games; absent: no pacing.
   */
  pacingIn?(scenario: object): CasinoPacing;
  /** How far a test scenario moved the clock its spins are paced by (ms; test control), 0 outside tests. */
  clockOffsetMsIn?(scenario: object): number;
  /** Epoch ms. */
  now?: () => number;
}

interface LaunchRow {
  realm: string;
  game_id: number;
  mode: LaunchMode;
  lang: CasinoLang;
  site_origin: string;
  currency: string;
  user_id: string | null;
  wallet_key: string | null;
  account_id: string | null;
  session_id: string | null;
  demo_balance_minor: string | number;
  scenario_id: string | null;
  net_minor: string | number;
}

const LAUNCH_COLUMNS = 'realm, game_id, mode, lang, site_origin, currency, user_id, wallet_key, account_id, session_id, demo_balance_minor, scenario_id';

/** Play money as stored (bigint: a string from PostgreSQL), refused when it is not a balance. */
function demoBalanceOf(id: string, stored: string | number): number {
  const minor = Number(stored);
  if (!Number.isSafeInteger(minor) || minor < 0) throw new CorruptRowError('casino_launch', id, `demo balance ${stored}`);
  return minor;
}

/** The launches of every server (the table casino_launch) and their spins. */
export class LaunchDesk {
  private readonly now: () => number;
  private readonly pacing: SpinPacing;

  constructor(private readonly options: LaunchDeskOptions) {
    this.now = options.now ?? Date.now;
    this.pacing = new SpinPacing(options.database);
  }

  /** The casino pacing a launch's page and spins follow: the profile of the domain it was launched on. */
  pacingOf(launch: LaunchPlace): CasinoPacing {
    return this.options.pacingIn?.(this.options.scenarioOf(launch)) ?? NO_PACING;
  }

  /**
   * A launch of a game, after the checks of its mode: demo only where the game has it, real only for a signed-in
   * player who is not restricted, in the currency of their active account.
   */
  async launch(request: LaunchPlace & { game: GameCard; mode: LaunchMode; lang: CasinoLang; realm: string; caller: Caller | null }): Promise<Launch> {
    const { game, mode, caller, realm } = request;
    let player: LaunchPlayer | undefined;
    let currency = DEMO_CURRENCY;
    if (mode === 'demo') {
      if (!game.demo) throw new ApiError(409, 'demo_unavailable', 'this game has no demo mode');
    } else {
      if (caller === null) throw new ApiError(401, 'unauthorized', 'not signed in');
      if (this.options.restrictedIn(this.options.scenarioOf(request), realm, caller.userId)) throw new ApiError(403, 'gambling_restricted', 'the player may not gamble now');
      const account = await this.options.wallets.activeAccount(caller.walletKey);
      if (!account) throw new ApiError(409, 'no_active_account', 'the player has no active account');
      player = { userId: caller.userId, walletKey: caller.walletKey, accountId: account.id, sessionId: caller.sessionId };
      currency = account.currency;
    }
    const token = randomBytes(24).toString('base64url');
    const launch: Launch = {
      token,
      id: hashSecret(token),
      game,
      mode,
      lang: request.lang,
      siteOrigin: request.siteOrigin,
      scenarioId: request.scenarioId,
      currency,
      stakes: stakesOf(game, currency),
      player,
      demoBalanceMinor: DEMO_BALANCE_MINOR,
      netMinor: 0,
      realm,
    };
    const now = this.now();
    await this.options.database.transaction(async (tx) => {
      // The table stays bounded without a sweeper: whichever server launches next deletes what has expired.
      await tx.query('DELETE FROM casino_launch WHERE expires_at <= $1', [new Date(now).toISOString()]);
      await tx.query(
        `INSERT INTO casino_launch (token_hash, ${LAUNCH_COLUMNS}, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [launch.id, realm, game.id, mode, launch.lang, launch.siteOrigin, currency, player?.userId ?? null, player?.walletKey ?? null, player?.accountId ?? null, player?.sessionId ?? null, launch.demoBalanceMinor, launch.scenarioId, new Date(now + LAUNCH_TTL_MS).toISOString()],
      );
    });
    return launch;
  }

  /** A launch that is still playable (made through any server), or null. */
  async find(token: string): Promise<Launch | null> {
    if (!LAUNCH_TOKEN.test(token)) return null;
    const id = hashSecret(token);
    const [row] = await this.options.database.query<LaunchRow>(`SELECT ${LAUNCH_COLUMNS}, net_minor FROM casino_launch WHERE token_hash = $1 AND expires_at > $2`, [id, new Date(this.now()).toISOString()]);
    const game = row && this.options.gameOf(row.game_id);
    if (!row || !game) return null;
    const { user_id: userId, wallet_key: walletKey, account_id: accountId, session_id: sessionId } = row;
    const player = userId !== null && walletKey !== null && accountId !== null && sessionId !== null ? { userId, walletKey, accountId, sessionId } : undefined;
    return {
      token,
      id,
      game,
      mode: row.mode,
      lang: row.lang,
      siteOrigin: row.site_origin,
      scenarioId: row.scenario_id,
      currency: row.currency,
      stakes: stakesOf(game, row.currency),
      player,
      demoBalanceMinor: demoBalanceOf(id, row.demo_balance_minor),
      netMinor: Number(row.net_minor),
      realm: row.realm,
    };
  }

  /** The balance a launch's game shows: the play money, or the real account's. */
  async balanceOf(launch: Launch): Promise<number> {
    if (!launch.player) return launch.demoBalanceMinor;
    return (await this.options.wallets.account(launch.player.walletKey, launch.player.accountId))?.minor ?? 0;
  }

  /**
   * A spin of a stake the game offers, within the pacing of the launch's domain: not above its maximum stake (403
   * `stake_above_maximum`), not sooner after the player's previous spin than its interval (429 `spin_too_soon`, by
   * the server's clock; a spin refused later gives its start back).
   */
  async spinWithinLimits(launch: Launch, stakeMinor: number): Promise<CasinoSpinReply> {
    if (!launch.stakes.includes(stakeMinor)) throw new ApiError(400, 'invalid_stake', `the stake must be one of ${launch.stakes.join(', ')}`);
    const scenario = this.options.scenarioOf(launch);
    const pacing = this.options.pacingIn?.(scenario) ?? NO_PACING;
    checkStake(pacing, stakeMinor, launch.currency);
    const nowMs = this.now() + (this.options.clockOffsetMsIn?.(scenario) ?? 0);
    const claim = await this.pacing.claim(launch.realm, launch.player ? `user:${launch.player.userId}` : `launch:${launch.id}`, nowMs, spinIntervalMsOf(pacing));
    try {
      return await this.spinOfPlayer(launch, stakeMinor);
    } catch (error) {
      await claim.release();
      throw error;
    }
  }

  /**
   * A spin; a real one within the limits: the wagering and loss limits take the stake first (403 with what they leave), then the spin; a spin
   * refused after that gives the stake back, and a win is counted against the loss limits.
   */
  private async spinOfPlayer(launch: Launch, stakeMinor: number): Promise<CasinoSpinReply> {
    const { player } = launch;
    const reference = `casino:${launch.id}:${randomUUID()}`;
    if (!player) return this.spin(launch, stakeMinor, reference);
    const refusal = await this.options.stakes.reserveStake(launch.realm, player.userId, stakeMinor / 100, reference);
    if (refusal) throw new ApiError(403, refusal.code, refusal.code === 'gambling_restricted' ? 'the player may not gamble now' : `the limits leave ${refusal.remaining}`);
    let reply: CasinoSpinReply;
    try {
      reply = await this.spin(launch, stakeMinor, reference);
    } catch (error) {
      await this.options.stakes.releaseStake(launch.realm, player.userId, reference);
      throw error;
    }
    // The spin happened: a win not counted yet leaves the loss limits stricter, never looser; it must not undo the spin.
    await this.options.stakes.recordPayout(launch.realm, player.userId, reply.winMinor / 100, reference).catch((error: unknown) => console.error(`casino: the win of ${reference} is not counted against the loss limits:`, error));
    return reply;
  }

  /**
   * A spin: the stake is taken, the reels drawn and the win paid, from and into the play money or the real account
   * (the stake and the win in one wallet transaction, under the spin's reference).
   */
  private async spin(launch: Launch, stakeMinor: number, reference: string): Promise<CasinoSpinReply> {
    const { player } = launch;
    const scenario = this.options.scenarioOf(launch);
    if (player && !(await this.options.sessionLive(player.sessionId))) throw new ApiError(401, 'session_ended', 'the session this game was launched in has ended');
    if (player && this.options.restrictedIn(scenario, launch.realm, player.userId)) throw new ApiError(403, 'gambling_restricted', 'the player may not gamble now');
    const reels = [...(this.options.reelsIn(scenario) ?? drawReels())];
    const winMinor = winOf(reels as SlotSymbol[], stakeMinor);
    if (!player) {
      const balanceMinor = await this.spendPlayMoney(launch, stakeMinor, winMinor);
      return { reels, winMinor, balanceMinor, netMinor: launch.netMinor, currency: launch.currency };
    }
    const { wallets } = this.options;
    if (!(await wallets.account(player.walletKey, player.accountId))) throw new ApiError(409, 'account_unavailable', 'the account of this game is gone');
    const entries = [{ minor: -stakeMinor, reference: `${reference}:stake` }, ...(winMinor > 0 ? [{ minor: winMinor, reference: `${reference}:win` }] : [])];
    if (!(await wallets.enter(player.walletKey, player.accountId, entries))) throw new ApiError(409, 'insufficient_balance', 'the balance does not cover the stake');
    // The money has moved: from here on nothing may fail the spin (it would give back a stake that was taken).
    const netMinor = await this.options.database
      .query<{ net_minor: string | number }>('UPDATE casino_launch SET net_minor = net_minor + $2 WHERE token_hash = $1 RETURNING net_minor', [launch.id, winMinor - stakeMinor])
      .then(([net]) => Number(net?.net_minor ?? launch.netMinor + winMinor - stakeMinor))
      .catch((error: unknown) => {
        console.error(`casino: the net position of launch ${launch.id} missed ${reference}:`, error);
        return launch.netMinor + winMinor - stakeMinor;
      });
    return { reels, winMinor, balanceMinor: await this.balanceOf(launch), netMinor, currency: launch.currency };
  }

  /**
   * Takes a demo spin's stake from the play money and pays its win, in one conditional UPDATE: of two spins at once
   * (on any servers) the second sees the first's balance, so together they never spend more than there is.
   */
  private async spendPlayMoney(launch: Launch, stakeMinor: number, winMinor: number): Promise<number> {
    const [row] = await this.options.database.query<{ demo_balance_minor: string | number; net_minor: string | number }>(
      'UPDATE casino_launch SET demo_balance_minor = demo_balance_minor - $2 + $3, net_minor = net_minor - $2 + $3 WHERE token_hash = $1 AND demo_balance_minor >= $2 RETURNING demo_balance_minor, net_minor',
      [launch.id, stakeMinor, winMinor],
    );
    if (!row) throw new ApiError(409, 'insufficient_balance', 'the play money does not cover the stake');
    launch.demoBalanceMinor = demoBalanceOf(launch.id, row.demo_balance_minor);
    launch.netMinor = Number(row.net_minor);
    return launch.demoBalanceMinor;
  }
}
