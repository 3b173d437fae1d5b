import { CorruptRowError, type Database, type SqlExecutor } from '../../../bff/bffModule.ts';
import type { Limit } from '../schemas/limits.ts';
import { DEPOSIT_LIMIT_PERIOD_S, LIMIT_STATE } from '../src/limitsConstants.ts';
import { LIMIT_KINDS } from './limitKinds.ts';

/** A player's limits as the desk works on them, loaded from and written back to the database in one transaction. */
export interface PlayerLimits {
  limits: Limit[];
  /** When the running session limit's session started (Unix s). */
  sessionStartedAt: number | null;
  /** Settled deposits within the longest deposit period (major units). */
  deposits: Array<{ amount: number; atS: number }>;
}

/** Per realm (a test scenario, or the operator's platform): its clock offset and whether saves ask questions. */
export interface RealmSettings {
  clockOffsetS: number;
  askQuestions: boolean;
}

/** What a player staked and was paid in a period (major units, from the play ledger). */
export interface PlaySums {
  staked: number;
  paid: number;
}

/** The channel that tells every server of the database that a player's limits changed (payload `realm\tuserId`). */
export const LIMITS_CHANGED_CHANNEL = 'limits_changed';

interface LimitRow {
  limit_type: number;
  limit_state: string;
  limit_value: number;
  limit_balance: number;
  need_approve: boolean;
  started_at: number | null;
  ends_at: number | null;
  self_exclude_reason: number | null;
}

/** The limits that restrict play (30 self-exclusion, 31 session limit, 33 time-out) and when the limited session started. */
export interface RestrictingLimits {
  limits: Limit[];
  sessionStartedAt: number | null;
}

const RESTRICTING_COLUMNS =
  'l.limit_type, l.limit_state, l.limit_value, l.limit_balance, l.need_approve, l.started_at::float8 AS started_at, l.ends_at::float8 AS ends_at, l.self_exclude_reason, p.session_started_at::float8 AS session_started_at';

const LONGEST_DEPOSIT_PERIOD_S = Math.max(...Object.values(DEPOSIT_LIMIT_PERIOD_S));
const STATES: readonly string[] = Object.values(LIMIT_STATE);
const LIMIT_COLUMNS =
  'limit_type, limit_state, limit_value, limit_balance, need_approve, started_at::float8 AS started_at, ends_at::float8 AS ends_at, self_exclude_reason';

/** A stored row as the limit the calls answer; a row no limit kind explains is corrupt. */
function limitOf(row: LimitRow, key: string): Limit {
  const kind = LIMIT_KINDS.get(row.limit_type);
  if (!kind) throw new CorruptRowError('limits_limit', key, `unknown limit type ${row.limit_type}`);
  if (!STATES.includes(row.limit_state)) throw new CorruptRowError('limits_limit', key, `unknown state ${row.limit_state}`);
  return {
    limitType: row.limit_type,
    limitValue: row.limit_value,
    limitBalance: row.limit_balance,
    limitState: row.limit_state as Limit['limitState'],
    needApprove: row.need_approve,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    selfExcludeReason: row.self_exclude_reason,
    measure: kind.measure,
    label: kind.label.en,
    availableValues: [...kind.availableValues],
  };
}

const keyOf = (limit: Limit) => `${limit.limitType}:${limit.limitState}`;
const sameLimit = (a: Limit, b: Limit) => a.limitValue === b.limitValue && a.limitBalance === b.limitBalance && a.needApprove === b.needApprove && a.startedAt === b.startedAt && a.endsAt === b.endsAt;

/** The limits tables (migrations/0001_limits.sql): reads, and changes of one player inside one transaction. */
export class LimitsStore {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  async realmSettings(realm: string, executor: SqlExecutor = this.database): Promise<RealmSettings> {
    const [row] = await executor.query<{ clock_offset_s: number; ask_questions: boolean }>('SELECT clock_offset_s::float8 AS clock_offset_s, ask_questions FROM limits_realm WHERE realm = $1', [realm]);
    return { clockOffsetS: row?.clock_offset_s ?? 0, askQuestions: row?.ask_questions ?? false };
  }

  /** The realms whose clock a test moved. */
  async clockOffsets(): Promise<Array<{ realm: string; clockOffsetS: number }>> {
    const rows = await this.database.query<{ realm: string; clock_offset_s: number }>('SELECT realm, clock_offset_s::float8 AS clock_offset_s FROM limits_realm WHERE clock_offset_s <> 0');
    return rows.map((row) => ({ realm: row.realm, clockOffsetS: row.clock_offset_s }));
  }

  async changeRealm(realm: string, change: { advanceSeconds?: number; askQuestions?: boolean }): Promise<void> {
    await this.database.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO limits_realm (realm, clock_offset_s, ask_questions) VALUES ($1, $2, coalesce($3, false))
         ON CONFLICT (realm) DO UPDATE SET clock_offset_s = limits_realm.clock_offset_s + $2, ask_questions = coalesce($3, limits_realm.ask_questions)`,
        [realm, change.advanceSeconds ?? 0, change.askQuestions ?? null],
      );
      await tx.query('SELECT pg_notify($1, $2)', [LIMITS_CHANGED_CHANNEL, `${realm}\t`]);
    });
  }

  /** The realm's time, Unix seconds. */
  nowS(settings: RealmSettings): number {
    return Math.floor(this.now() / 1000) + settings.clockOffsetS;
  }

  /** The player's limits as stored (no lock): for the calls that only read. */
  async read(realm: string, userId: string): Promise<{ player: PlayerLimits; nowS: number; settings: RealmSettings }> {
    const settings = await this.realmSettings(realm);
    const nowS = this.nowS(settings);
    return { player: await this.load(this.database, realm, userId, nowS), nowS, settings };
  }

  /** Only what restricts the player's play: self-exclusions, time-outs and the session limit (the restriction cache's reload). */
  async restricting(realm: string, userId: string): Promise<RestrictingLimits> {
    const rows = await this.database.query<LimitRow & { session_started_at: number | null }>(
      `SELECT ${RESTRICTING_COLUMNS} FROM limits_limit l JOIN limits_player p USING (realm, user_id)
       WHERE l.realm = $1 AND l.user_id = $2 AND l.limit_type IN (30, 31, 33) AND l.limit_state = 'ACTIVE'`,
      [realm, userId],
    );
    return { limits: rows.map((row) => limitOf(row, `${realm}/${userId}`)), sessionStartedAt: rows.find((row) => row.limit_type === 31)?.session_started_at ?? null };
  }

  /**
   * What restricts play now for every player (the cache's start): self-exclusions and time-outs that have not
   * ended by the real clock, and running session limits, with the realm and player they belong to.
   */
  async restrictingInForce(): Promise<Array<{ realm: string; userId: string; restricting: RestrictingLimits }>> {
    const rows = await this.database.query<LimitRow & { realm: string; user_id: string; session_started_at: number | null }>(
      `SELECT l.realm, l.user_id, ${RESTRICTING_COLUMNS} FROM limits_limit l JOIN limits_player p USING (realm, user_id)
       WHERE l.limit_state = 'ACTIVE' AND (l.limit_type = 31 OR (l.limit_type IN (30, 33) AND (l.ends_at IS NULL OR l.ends_at > $1)))`,
      [Math.floor(this.now() / 1000)],
    );
    const byPlayer = new Map<string, { realm: string; userId: string; restricting: RestrictingLimits }>();
    for (const row of rows) {
      const key = `${row.realm}\t${row.user_id}`;
      const entry = byPlayer.get(key) ?? { realm: row.realm, userId: row.user_id, restricting: { limits: [], sessionStartedAt: null } };
      entry.restricting.limits.push(limitOf(row, `${row.realm}/${row.user_id}`));
      if (row.limit_type === 31) entry.restricting.sessionStartedAt = row.session_started_at;
      byPlayer.set(key, entry);
    }
    return [...byPlayer.values()];
  }

  /**
   * Changes one player's limits in one transaction: the player's row is locked, so two calls of the same player run
   * one after the other; what `work` leaves in `player.limits` is written back, each change logged in the history,
   * and every server of the database told.
   */
  async update<Result>(realm: string, userId: string, work: (player: PlayerLimits, nowS: number, settings: RealmSettings, tx: SqlExecutor) => Result | Promise<Result>): Promise<Result> {
    return this.database.transaction(async (tx) => {
      await tx.query('INSERT INTO limits_player (realm, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [realm, userId]);
      await tx.query('SELECT 1 FROM limits_player WHERE realm = $1 AND user_id = $2 FOR UPDATE', [realm, userId]);
      const settings = await this.realmSettings(realm, tx);
      const nowS = this.nowS(settings);
      const player = await this.load(tx, realm, userId, nowS);
      const before = new Map(player.limits.map((limit) => [keyOf(limit), limit]));
      const sessionBefore = player.sessionStartedAt;
      const result = await work(player, nowS, settings, tx);
      await this.write(tx, realm, userId, before, sessionBefore, player, nowS);
      return result;
    });
  }

  private async load(executor: SqlExecutor, realm: string, userId: string, nowS: number): Promise<PlayerLimits> {
    const [playerRow] = await executor.query<{ session_started_at: number | null }>('SELECT session_started_at::float8 AS session_started_at FROM limits_player WHERE realm = $1 AND user_id = $2', [realm, userId]);
    const rows = await executor.query<LimitRow>(`SELECT ${LIMIT_COLUMNS} FROM limits_limit WHERE realm = $1 AND user_id = $2 ORDER BY limit_type, limit_state`, [realm, userId]);
    const deposits = await executor.query<{ amount: number; at: number }>('SELECT amount, at::float8 AS at FROM limits_deposit WHERE realm = $1 AND user_id = $2 AND at >= $3', [realm, userId, nowS - LONGEST_DEPOSIT_PERIOD_S]);
    return {
      limits: rows.map((row) => limitOf(row, `${realm}/${userId}/${row.limit_type}`)),
      sessionStartedAt: playerRow?.session_started_at ?? null,
      deposits: deposits.map((deposit) => ({ amount: deposit.amount, atS: deposit.at })),
    };
  }

  /** Writes what changed, logs it, and tells the other servers; a call that changed nothing (a stake) writes nothing. */
  private async write(tx: SqlExecutor, realm: string, userId: string, before: Map<string, Limit>, sessionBefore: number | null, player: PlayerLimits, nowS: number): Promise<void> {
    const after = new Map(player.limits.map((limit) => [keyOf(limit), limit]));
    let changed = player.sessionStartedAt !== sessionBefore;
    const history = (action: 'set' | 'removed', limit: Limit) =>
      tx.query('INSERT INTO limits_history (realm, user_id, at, action, limit_type, limit_state, limit_value, ends_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
        realm,
        userId,
        nowS,
        action,
        limit.limitType,
        limit.limitState,
        limit.limitValue,
        limit.endsAt,
      ]);
    for (const [key, limit] of before) {
      if (after.has(key)) continue;
      await tx.query('DELETE FROM limits_limit WHERE realm = $1 AND user_id = $2 AND limit_type = $3 AND limit_state = $4', [realm, userId, limit.limitType, limit.limitState]);
      await history('removed', limit);
      changed = true;
    }
    for (const [key, limit] of after) {
      const old = before.get(key);
      if (old && sameLimit(old, limit)) continue;
      await tx.query(
        `INSERT INTO limits_limit (realm, user_id, limit_type, limit_state, limit_value, limit_balance, need_approve, started_at, ends_at, self_exclude_reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (realm, user_id, limit_type, limit_state) DO UPDATE SET limit_value = $5, limit_balance = $6, need_approve = $7, started_at = $8, ends_at = $9, self_exclude_reason = $10`,
        [realm, userId, limit.limitType, limit.limitState, limit.limitValue, limit.limitBalance, limit.needApprove, limit.startedAt, limit.endsAt, limit.selfExcludeReason ?? null],
      );
      await history('set', limit);
      changed = true;
    }
    if (!changed) return;
    await tx.query('UPDATE limits_player SET session_started_at = $3 WHERE realm = $1 AND user_id = $2', [realm, userId, player.sessionStartedAt]);
    await tx.query('SELECT pg_notify($1, $2)', [LIMITS_CHANGED_CHANNEL, `${realm}\t${userId}`]);
  }

  /** Counts a deposit once per reference (the payment's): a second count of the same payment changes nothing. */
  async recordDeposit(realm: string, userId: string, amount: number, reference: string): Promise<void> {
    const settings = await this.realmSettings(realm);
    await this.database.query(
      `INSERT INTO limits_deposit (realm, user_id, amount, at, reference) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (realm, user_id, reference) WHERE reference IS NOT NULL DO NOTHING`,
      [realm, userId, amount, this.nowS(settings), reference],
    );
  }

  async hasPlay(executor: SqlExecutor, realm: string, userId: string, kind: 'stake' | 'payout', reference: string): Promise<boolean> {
    return (await executor.query('SELECT 1 FROM limits_play WHERE realm = $1 AND user_id = $2 AND kind = $3 AND reference = $4', [realm, userId, kind, reference])).length > 0;
  }

  /** What the player staked and was paid since `sinceS`: read in `executor` (a change's transaction) or on its own. */
  async playSince(executor: SqlExecutor = this.database, realm: string, userId: string, sinceS: number): Promise<PlaySums> {
    const [sums] = await executor.query<PlaySums>(
      `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'stake'), 0)::float8 AS staked, coalesce(sum(amount) FILTER (WHERE kind = 'payout'), 0)::float8 AS paid
       FROM limits_play WHERE realm = $1 AND user_id = $2 AND at > $3`,
      [realm, userId, sinceS],
    );
    return sums;
  }

  /** A stake or payout in the play ledger; the same one again (its reference) is kept once. */
  async recordPlay(executor: SqlExecutor = this.database, realm: string, userId: string, kind: 'stake' | 'payout', amount: number, atS: number, reference: string): Promise<void> {
    await executor.query('INSERT INTO limits_play (realm, user_id, kind, amount, at, reference) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING', [realm, userId, kind, amount, atS, reference]);
  }

  async forgetPlay(realm: string, userId: string, kind: 'stake' | 'payout', reference: string): Promise<void> {
    await this.database.query('DELETE FROM limits_play WHERE realm = $1 AND user_id = $2 AND kind = $3 AND reference = $4', [realm, userId, kind, reference]);
  }

  async keepAnswersAwaited(tx: SqlExecutor, tokenGuid: string, realm: string, userId: string, requests: unknown): Promise<void> {
    await tx.query('INSERT INTO limits_awaiting_answers (token_guid, realm, user_id, requests) VALUES ($1, $2, $3, $4)', [tokenGuid, realm, userId, JSON.stringify(requests)]);
  }

  /** The requests a save keeps waiting for its answers, taken away when `take` (all answers right). */
  async answersAwaited(tx: SqlExecutor, tokenGuid: string, realm: string, userId: string, take: boolean): Promise<unknown | null> {
    if (!/^[0-9a-f-]{36}$/i.test(tokenGuid)) return null;
    const [row] = await tx.query<{ requests: unknown }>('SELECT requests FROM limits_awaiting_answers WHERE token_guid = $1 AND realm = $2 AND user_id = $3', [tokenGuid, realm, userId]);
    if (row && take) await tx.query('DELETE FROM limits_awaiting_answers WHERE token_guid = $1', [tokenGuid]);
    return row ? row.requests : null;
  }

  async recordRealityCheck(realm: string, userId: string, report: { action: string; do_not_show_again: boolean; popup_show_at: number }): Promise<void> {
    await this.database.query('INSERT INTO limits_reality_check (realm, user_id, action, do_not_show_again, popup_show_at) VALUES ($1, $2, $3, $4, $5)', [
      realm,
      userId,
      report.action,
      report.do_not_show_again,
      report.popup_show_at,
    ]);
  }
}
