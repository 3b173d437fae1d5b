import { randomBytes } from 'node:crypto';
import { ApiError } from '../../../bff/bffModule.ts';
import { randomUUID } from 'node:crypto';
import type { Caller, GamblingRestrictionsService, WalletService } from '../../../bff/bffModule.ts';
import type { CasinoSpinReply, GameCard, LaunchMode } from '../schemas/casinoApi.ts';
import type { CasinoLang } from './catalogue.ts';
import { drawReels, stakesOf, winOf, type SlotSymbol } from './slotMachine.ts';

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

/** A launched game: what its page and its spins need. */
export interface Launch {
  token: string;
  game: GameCard;
  mode: LaunchMode;
  lang: CasinoLang;
  /** The site the launch came from: the only parent the game talks to and the only one that may frame it. */
  siteOrigin: string;
  currency: string;
  stakes: number[];
  /** Real mode only. */
  player?: LaunchPlayer;
  /** Demo mode: the play money left. */
  demoBalanceMinor: number;
  /** The test scenario the launch was made in (its restriction and fixed reels apply to the spins). */
  scenario: object;
  /** The player's realm (BffContext.realmOf of the launch call), whose restrictions apply to the spins. */
  realm: string;
  expiresAt: number;
}

export interface LaunchDeskOptions {
  wallets: WalletService;
  /** Whether the player is self-excluded or timed out now (in the scenario and realm the launch was made in). */
  restrictedIn(scenario: object, realm: string, userId: string): boolean;
  /** Whether the session a real game was launched in is still signed in. */
  sessionLive(sessionId: string): Promise<boolean>;
  /** The wagering and loss limits of real spins (the limits module's): a stake taken before, the win counted after. */
  stakes: Pick<GamblingRestrictionsService, 'reserveStake' | 'releaseStake' | 'recordPayout'>;
  /** Fixed reels of a scenario, if a test set them. */
  reelsIn(scenario: object): readonly SlotSymbol[] | undefined;
  /** Epoch ms. */
  now?: () => number;
}

/** The launches of one server and their spins. */
export class LaunchDesk {
  private readonly launches = new Map<string, Launch>();
  private readonly now: () => number;

  constructor(private readonly options: LaunchDeskOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * A launch of a game, after the checks of its mode: demo only where the game has it, real only for a signed-in
   * player who is not restricted, in the currency of their active account.
   */
  async launch(request: { game: GameCard; mode: LaunchMode; lang: CasinoLang; siteOrigin: string; scenario: object; realm: string; caller: Caller | null }): Promise<Launch> {
    const { game, mode, caller, scenario, realm } = request;
    let player: LaunchPlayer | undefined;
    let currency = DEMO_CURRENCY;
    if (mode === 'demo') {
      if (!game.demo) throw new ApiError(409, 'demo_unavailable', 'this game has no demo mode');
    } else {
      if (caller === null) throw new ApiError(401, 'unauthorized', 'not signed in');
      if (this.options.restrictedIn(scenario, realm, caller.userId)) throw new ApiError(403, 'gambling_restricted', 'the player may not gamble now');
      const account = await this.options.wallets.activeAccount(caller.walletKey);
      if (!account) throw new ApiError(409, 'no_active_account', 'the player has no active account');
      player = { userId: caller.userId, walletKey: caller.walletKey, accountId: account.id, sessionId: caller.sessionId };
      currency = account.currency;
    }
    const now = this.now();
    for (const [token, launch] of this.launches) if (launch.expiresAt <= now) this.launches.delete(token);
    const launch: Launch = {
      token: randomBytes(24).toString('base64url'),
      game,
      mode,
      lang: request.lang,
      siteOrigin: request.siteOrigin,
      currency,
      stakes: stakesOf(game, currency),
      player,
      demoBalanceMinor: DEMO_BALANCE_MINOR,
      scenario,
      realm,
      expiresAt: now + LAUNCH_TTL_MS,
    };
    this.launches.set(launch.token, launch);
    return launch;
  }

  /** A launch that is still playable, or null. */
  find(token: string): Launch | null {
    const launch = LAUNCH_TOKEN.test(token) ? this.launches.get(token) : undefined;
    return launch && launch.expiresAt > this.now() ? launch : null;
  }

  /** The balance a launch's game shows: the play money, or the real account's. */
  async balanceOf(launch: Launch): Promise<number> {
    if (!launch.player) return launch.demoBalanceMinor;
    return (await this.options.wallets.account(launch.player.walletKey, launch.player.accountId))?.minor ?? 0;
  }

  /**
   * A spin; a real one within the limits: the wagering and loss limits take the stake first (403 with what they leave), then the spin; a spin
   * refused after that gives the stake back, and a win is counted against the loss limits.
   */
  async spinWithinLimits(launch: Launch, stakeMinor: number): Promise<CasinoSpinReply> {
    const { player } = launch;
    if (!player || !launch.stakes.includes(stakeMinor)) return this.spin(launch, stakeMinor, `casino:${launch.token}:${randomUUID()}`);
    const reference = `casino:${launch.token}:${randomUUID()}`;
    const refusal = await this.options.stakes.reserveStake(launch.realm, player.userId, stakeMinor / 100, reference);
    if (refusal) throw new ApiError(403, refusal.code, refusal.code === 'gambling_restricted' ? 'the player may not gamble now' : `the limits leave ${refusal.remaining}`);
    let reply: CasinoSpinReply;
    try {
      reply = await this.spin(launch, stakeMinor, reference);
    } catch (error) {
      await this.options.stakes.releaseStake(launch.realm, player.userId, reference);
      throw error;
    }
    await this.options.stakes.recordPayout(launch.realm, player.userId, reply.winMinor / 100, reference);
    return reply;
  }

  /**
   * A spin: the stake is taken, the reels drawn and the win paid, from and into the play money or the real account
   * (the stake and the win in one wallet transaction, under the spin's reference).
   */
  private async spin(launch: Launch, stakeMinor: number, reference: string): Promise<CasinoSpinReply> {
    if (!launch.stakes.includes(stakeMinor)) throw new ApiError(400, 'invalid_stake', `the stake must be one of ${launch.stakes.join(', ')}`);
    const { player } = launch;
    if (player && !(await this.options.sessionLive(player.sessionId))) throw new ApiError(401, 'session_ended', 'the session this game was launched in has ended');
    if (player && this.options.restrictedIn(launch.scenario, launch.realm, player.userId)) throw new ApiError(403, 'gambling_restricted', 'the player may not gamble now');
    const reels = [...(this.options.reelsIn(launch.scenario) ?? drawReels())];
    const winMinor = winOf(reels as SlotSymbol[], stakeMinor);
    if (!player) {
      if (launch.demoBalanceMinor < stakeMinor) throw new ApiError(409, 'insufficient_balance', 'the play money does not cover the stake');
      launch.demoBalanceMinor += winMinor - stakeMinor;
      return { reels, winMinor, balanceMinor: launch.demoBalanceMinor, currency: launch.currency };
    }
    const { wallets } = this.options;
    if (!(await wallets.account(player.walletKey, player.accountId))) throw new ApiError(409, 'account_unavailable', 'the account of this game is gone');
    const entries = [{ minor: -stakeMinor, reference: `${reference}:stake` }, ...(winMinor > 0 ? [{ minor: winMinor, reference: `${reference}:win` }] : [])];
    if (!(await wallets.enter(player.walletKey, player.accountId, entries))) throw new ApiError(409, 'insufficient_balance', 'the balance does not cover the stake');
    return { reels, winMinor, balanceMinor: await this.balanceOf(launch), currency: launch.currency };
  }
}
