import { randomBytes } from 'node:crypto';
import type { Database } from './database/database.ts';
import { hashSecret } from './secretHash.ts';

/** A link's token and when it stops working (Unix seconds). */
export interface IssuedLink {
  token: string;
  expiresAt: number;
}

/** What redeeming a link came to: its action's result, or why it did nothing. */
export type Redeemed<Result> = { result: Result } | 'expired' | 'unknown';

/** How long an expired link is kept, so that following it says it expired rather than that it was never sent. */
export const EXPIRED_LINKS_KEPT_S = 7 * 24 * 60 * 60;

/**
 * The one-time links of the mails to players (an e-mail's activation, a password reset, a newsletter's unsubscribe),
 * in the table core_mail_link: the module that sends a mail issues its link for a purpose, and the module that acts
 * on it redeems it, once, before it expires. Which purposes exist and what they do is the modules' business.
 */
export class MailLinks {
  constructor(
    private readonly database: Database,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** A new link for the user, valid for `lifetimeS`; links of every realm expired a week ago go at the same time. */
  async issue(realm: string, userId: string, purpose: string, lifetimeS: number): Promise<IssuedLink> {
    // 192 random bits: a token cannot be guessed, so trying them needs no count of its own.
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.nowSeconds() + lifetimeS;
    await this.database.transaction(async (tx) => {
      await tx.query('DELETE FROM core_mail_link WHERE expires_at <= $1', [this.nowSeconds() - EXPIRED_LINKS_KEPT_S]);
      await tx.query('INSERT INTO core_mail_link (realm, token_hash, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4, $5)', [realm, hashSecret(token), purpose, userId, expiresAt]);
    });
    return { token, expiresAt };
  }

  /** Withdraws the user's links of a purpose not used yet: what they were sent for has changed (a new password, a new address). */
  async revoke(realm: string, userId: string, purpose: string): Promise<void> {
    await this.database.query('DELETE FROM core_mail_link WHERE realm = $1 AND user_id = $2 AND purpose = $3', [realm, userId, purpose]);
  }

  /**
   * Uses the link up and runs `act` for its user. Without a call of `act`: 'expired' for a link past its expiry (kept
   * a week after it), 'unknown' for a token never issued for this purpose or used already. When `act` throws, the
   * link is put back, so a failure on the way loses the player nothing.
   */
  async redeem<Result>(realm: string, purpose: string, token: string, act: (userId: string) => Promise<Result>): Promise<Redeemed<Result>> {
    const tokenHash = hashSecret(token);
    const [row] = await this.database.query<{ user_id: string; expires_at: string | number }>(
      'DELETE FROM core_mail_link WHERE realm = $1 AND token_hash = $2 AND purpose = $3 AND expires_at > $4 RETURNING user_id, expires_at',
      [realm, tokenHash, purpose, this.nowSeconds()],
    );
    if (!row) {
      const [expired] = await this.database.query('SELECT 1 FROM core_mail_link WHERE realm = $1 AND token_hash = $2 AND purpose = $3', [realm, tokenHash, purpose]);
      return expired ? 'expired' : 'unknown';
    }
    try {
      return { result: await act(row.user_id) };
    } catch (error) {
      await this.database.query('INSERT INTO core_mail_link (realm, token_hash, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [realm, tokenHash, purpose, row.user_id, Number(row.expires_at)]);
      throw error;
    }
  }
}
