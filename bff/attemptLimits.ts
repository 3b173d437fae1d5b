import type { Database } from './database/database.ts';

/** How many wrong tries a secret takes, and what follows the last one. */
export interface AttemptRule {
  /** Wrong tries allowed; the last one locks the key (or uses up the secret: see `lockSeconds`). */
  maxFailures: number;
  /** How long the key stays refused after the last wrong try. */
  lockSeconds: number;
}

/** Five wrong codes use up a reset or confirmation code: a new one must be sent (the lock outlasts any code). */
export const CODE_ATTEMPTS: AttemptRule = { maxFailures: 5, lockSeconds: 24 * 3600 };
/** Five wrong current passwords lock the check for 15 minutes. */
export const PASSWORD_ATTEMPTS: AttemptRule = { maxFailures: 5, lockSeconds: 15 * 60 };

/**
 * Counts wrong tries at guessable secrets and spaces out sends, in the database (one count for every server), per
 * realm and key (`recovery:{login}`, `password:{userId}`, `sms:{phone}`…).
 */
export class AttemptLimits {
  constructor(
    private readonly database: Database,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private nowS = () => Math.floor(this.now() / 1000);

  /** Seconds until the key may be tried again, or 0 when it may now. */
  async lockedFor(realm: string, key: string): Promise<number> {
    const [row] = await this.database.query<{ locked_until: number | null }>('SELECT locked_until::float8 AS locked_until FROM core_attempt WHERE realm = $1 AND key = $2', [realm, key]);
    return row?.locked_until ? Math.max(0, row.locked_until - this.nowS()) : 0;
  }

  /**
   * Counts a try before it is judged (atomically: of concurrent tries no more than the rule's are judged); answers
   * the try's number, or 0 when it may not be judged (the key is locked, or its tries are used). A right answer
   * `clear`s the key; a wrong one that was the last allowed `lock`s it.
   */
  async take(realm: string, key: string, rule: AttemptRule): Promise<number> {
    const nowS = this.nowS();
    const [row] = await this.database.query<{ failures: number; locked_until: number | null }>(
      `INSERT INTO core_attempt (realm, key, failures) VALUES ($1, $2, 1)
       ON CONFLICT (realm, key) DO UPDATE SET
         failures = CASE WHEN core_attempt.locked_until IS NOT NULL AND core_attempt.locked_until <= $3 THEN 1 ELSE core_attempt.failures + 1 END,
         locked_until = CASE WHEN core_attempt.locked_until IS NOT NULL AND core_attempt.locked_until <= $3 THEN NULL ELSE core_attempt.locked_until END
       RETURNING failures, locked_until::float8 AS locked_until`,
      [realm, key, nowS],
    );
    if (row.locked_until !== null && row.locked_until > nowS) return 0;
    return row.failures <= rule.maxFailures ? row.failures : 0;
  }

  /** Locks the key for the rule's time: its last allowed try was wrong. */
  async lock(realm: string, key: string, rule: AttemptRule): Promise<void> {
    await this.database.query('UPDATE core_attempt SET locked_until = $3 WHERE realm = $1 AND key = $2', [realm, key, this.nowS() + rule.lockSeconds]);
  }

  /**
   * One guess at a secret: `right` is whether it matches. Answers 'right' (the tries are forgotten), 'wrong', or
   * 'used-up' when the guess may not be judged or was the last allowed and wrong (the key is locked then).
   */
  async guess(realm: string, key: string, rule: AttemptRule, right: boolean): Promise<'right' | 'wrong' | 'used-up'> {
    const attempt = await this.take(realm, key, rule);
    if (attempt === 0) return 'used-up';
    if (right) {
      await this.clear(realm, key);
      return 'right';
    }
    if (attempt < rule.maxFailures) return 'wrong';
    await this.lock(realm, key, rule);
    return 'used-up';
  }

  /** Forgets the key's tries (a right answer, or a new code sent). */
  async clear(realm: string, key: string): Promise<void> {
    await this.database.query('DELETE FROM core_attempt WHERE realm = $1 AND key = $2', [realm, key]);
  }

  /**
   * Takes one send of the key if none was taken in the last `everySeconds` (atomically: of concurrent sends one
   * wins); answers the seconds to wait otherwise, or 0 when the send may go.
   */
  async takeSend(realm: string, key: string, everySeconds: number): Promise<number> {
    const nowS = this.nowS();
    const taken = await this.database.query(
      `INSERT INTO core_attempt (realm, key, locked_until) VALUES ($1, $2, $3)
       ON CONFLICT (realm, key) DO UPDATE SET locked_until = $3 WHERE core_attempt.locked_until IS NULL OR core_attempt.locked_until <= $4
       RETURNING 1`,
      [realm, key, nowS + everySeconds, nowS],
    );
    return taken.length === 1 ? 0 : Math.max(1, await this.lockedFor(realm, key));
  }
}
