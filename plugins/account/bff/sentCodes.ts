import type { Database } from '../../../bff/bffModule.ts';

/** What a code was sent for: the SMS sign-in (by number), the two-step sign-in (by token), the recovery (by login). */
export type CodePurpose = 'sms' | 'two-step' | 'recovery';

export interface SentCode {
  userId: string | null;
  save: boolean;
  /** Unix seconds. */
  expiresAt: number;
}

/**
 * The codes sent to players and awaited back, in the database (account_code), so that the answer may reach any
 * server and a restart loses none. An expired code is never answered; sending a new one replaces the old.
 */
export class SentCodes {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  async put(realm: string, purpose: CodePurpose, key: string, code: SentCode): Promise<void> {
    await this.database.query('DELETE FROM account_code WHERE realm = $1 AND purpose = $2 AND expires_at <= $3', [realm, purpose, this.nowSeconds()]);
    await this.database.query(
      `INSERT INTO account_code (realm, purpose, code_key, user_id, save, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (realm, purpose, code_key) DO UPDATE SET user_id = excluded.user_id, save = excluded.save, expires_at = excluded.expires_at`,
      [realm, purpose, key, code.userId, code.save, code.expiresAt],
    );
  }

  /** The code awaited under the key, unless it expired. */
  async get(realm: string, purpose: CodePurpose, key: string): Promise<SentCode | null> {
    const [row] = await this.database.query<{ user_id: string | null; save: boolean; expires_at: string | number }>(
      'SELECT user_id, save, expires_at FROM account_code WHERE realm = $1 AND purpose = $2 AND code_key = $3 AND expires_at > $4',
      [realm, purpose, key, this.nowSeconds()],
    );
    return row ? { userId: row.user_id, save: row.save, expiresAt: Number(row.expires_at) } : null;
  }

  async forget(realm: string, purpose: CodePurpose, key: string): Promise<void> {
    await this.database.query('DELETE FROM account_code WHERE realm = $1 AND purpose = $2 AND code_key = $3', [realm, purpose, key]);
  }
}
