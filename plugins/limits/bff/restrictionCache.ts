import type { GamblingRestriction } from '../../../bff/bffModule.ts';
import type { Database } from '../../../bff/bffModule.ts';
import { exclusionInForce } from '../src/limitRules.ts';
import { LIMIT_TYPE } from '../src/limitsConstants.ts';
import { LIMITS_CHANGED_CHANNEL, type LimitsStore, type RestrictingLimits } from './limitsStore.ts';

const keyOf = (realm: string, userId: string) => `${realm}\t${userId}`;

/** What forbids a player's play at `nowS`: an exclusion in force, else a session limit that has run out. */
export function restrictionOfPlayer(player: RestrictingLimits, nowS: number): GamblingRestriction | null {
  const exclusion = exclusionInForce(player.limits, nowS);
  if (exclusion) return { kind: exclusion.kind, until: exclusion.endsAt };
  const session = player.limits.find((limit) => limit.limitType === LIMIT_TYPE.sessionLimit && limit.limitState === 'ACTIVE');
  const sessionEnded = session !== undefined && player.sessionStartedAt !== null && nowS >= player.sessionStartedAt + session.limitValue * 3600;
  return sessionEnded ? { kind: 'sessionLimitEnded', until: null } : null;
}

/**
 * What restricts every player's play (self-exclusions, time-outs, session limits), as the database holds it, for
 * the checks that run on every bet, launch, spin and page (synchronous, and never a query per spin). The database stays the truth: the cache is
 * filled from it at start, changed after each commit of this server, and told of every other server's commits
 * through LISTEN/NOTIFY, so a self-exclusion made through one server is refused by all of them within a second.
 */
export class RestrictionCache {
  private readonly players = new Map<string, RestrictingLimits>();
  private readonly clockOffsets = new Map<string, number>();
  private stopListening: (() => Promise<void>) | null = null;
  /** The last reload queued per key (reloads of a key run in order: an older one never ends after a newer one). */
  private readonly reloading = new Map<string, Promise<void>>();

  constructor(
    private readonly store: LimitsStore,
    private readonly now: () => number,
  ) {}

  async start(database: Database): Promise<void> {
    const onNotice = (payload: string) => {
      const [realm, userId] = payload.split('\t');
      if (realm !== undefined && userId !== undefined) void this.reload(realm, userId);
    };
    // Notices sent while the listening connection was down are lost: everything is read again.
    const onResumed = () => void this.loadAll().catch((error: unknown) => console.error('limits: could not read the restrictions again:', error));
    this.stopListening = await database.listen(LIMITS_CHANGED_CHANNEL, onNotice, onResumed);
    await this.loadAll();
  }

  /** Every restriction and test clock in force, in place of what the cache held. */
  private async loadAll(): Promise<void> {
    const [offsets, restricting] = [await this.store.clockOffsets(), await this.store.restrictingInForce()];
    this.clockOffsets.clear();
    for (const { realm, clockOffsetS } of offsets) this.clockOffsets.set(realm, clockOffsetS);
    this.players.clear();
    for (const entry of restricting) this.players.set(keyOf(entry.realm, entry.userId), entry.restricting);
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  /**
   * Reads a player's restrictions (or, without a user, a realm's clock) again after a commit. Reloads of one key run
   * one after the other, so each reads after the one before and the last to start leaves the newest state; the
   * promise resolves once this reload's reading is in the cache.
   */
  reload(realm: string, userId: string): Promise<void> {
    const key = keyOf(realm, userId);
    const next = (this.reloading.get(key) ?? Promise.resolve()).then(() => this.read(realm, userId));
    this.reloading.set(key, next);
    void next.then(() => {
      if (this.reloading.get(key) === next) this.reloading.delete(key);
    });
    return next;
  }

  private async read(realm: string, userId: string): Promise<void> {
    try {
      if (userId === '') {
        this.clockOffsets.set(realm, (await this.store.realmSettings(realm)).clockOffsetS);
        return;
      }
      const restricting = await this.store.restricting(realm, userId);
      if (restricting.limits.length === 0) this.players.delete(keyOf(realm, userId));
      else this.players.set(keyOf(realm, userId), restricting);
    } catch (error) {
      // Keeps what it had (a restriction stays in force) until the next notice; every stake checks the database too.
      console.error(`limits: could not reload the restrictions of ${userId || 'the clock'} (${realm || 'platform'}):`, error);
    }
  }

  restrictionOf(realm: string, userId: string): GamblingRestriction | null {
    const player = this.players.get(keyOf(realm, userId));
    return player ? restrictionOfPlayer(player, Math.floor(this.now() / 1000) + (this.clockOffsets.get(realm) ?? 0)) : null;
  }
}
