import { randomBytes } from 'node:crypto';
import { hashSecret, type Database } from '../../../../bff/bffModule.ts';

/**
 * What a grant is for. The demo provider issues `credential`s (one-tap) and `code`s (a social network's
 * authorisation); the platform issues `state`s (an authorisation it started) and `ticket`s (an identity it verified,
 * which the sign-in page trades for a session or a registration).
 */
export type GrantPurpose = 'credential' | 'code' | 'state' | 'ticket';

/** A grant's secret, handed to whoever presents it next. */
export interface IssuedGrant {
  secret: string;
  expiresAt: number;
}

/**
 * One-time grants in account_identity_grant: only each secret's SHA-256 is kept, a grant is taken once by one
 * `DELETE … RETURNING`, only before it expires and only for the audience it was issued for. Expired grants of every
 * purpose go whenever one is issued.
 */
export class IdentityGrants {
  constructor(
    private readonly database: Database,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  async issue<Payload extends object>(purpose: GrantPurpose, realm: string, audience: string, payload: Payload, lifetimeS: number): Promise<IssuedGrant> {
    // 192 random bits: a grant cannot be guessed, so trying them needs no count of its own.
    const secret = randomBytes(24).toString('base64url');
    const expiresAt = this.nowSeconds() + lifetimeS;
    await this.database.transaction(async (tx) => {
      await tx.query('DELETE FROM account_identity_grant WHERE expires_at <= $1', [this.nowSeconds()]);
      await tx.query('INSERT INTO account_identity_grant (grant_hash, purpose, realm, audience, payload, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        hashSecret(secret),
        purpose,
        realm,
        audience,
        JSON.stringify(payload),
        expiresAt,
      ]);
    });
    return { secret, expiresAt };
  }

  /** The grant's payload, used up; null for a secret never issued for this purpose, realm and audience, used, or expired. */
  async take<Payload>(purpose: GrantPurpose, realm: string, audience: string, secret: string): Promise<Payload | null> {
    const [row] = await this.database.query<{ payload: Payload }>(
      'DELETE FROM account_identity_grant WHERE grant_hash = $1 AND purpose = $2 AND realm = $3 AND audience = $4 AND expires_at > $5 RETURNING payload',
      [hashSecret(secret), purpose, realm, audience, this.nowSeconds()],
    );
    return row ? row.payload : null;
  }

  /** The grant's payload, left in place (a ticket read before the player decides); null as for `take`. */
  async peek<Payload>(purpose: GrantPurpose, realm: string, audience: string, secret: string): Promise<Payload | null> {
    const [row] = await this.database.query<{ payload: Payload }>(
      'SELECT payload FROM account_identity_grant WHERE grant_hash = $1 AND purpose = $2 AND realm = $3 AND audience = $4 AND expires_at > $5',
      [hashSecret(secret), purpose, realm, audience, this.nowSeconds()],
    );
    return row ? row.payload : null;
  }
}
