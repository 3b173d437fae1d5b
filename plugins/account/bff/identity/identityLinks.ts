import type { Database, SqlExecutor } from '../../../../bff/bffModule.ts';
import { violatesUnique } from '../registration.ts';
import type { ProviderIdentity } from './demoIdentityProvider.ts';

/** Which network identity signs in which player (account_identity): one player per identity, one identity per network. */
export class IdentityLinks {
  constructor(private readonly database: Database) {}

  async playerOf(realm: string, network: string, subject: string): Promise<string | null> {
    const [row] = await this.database.query<{ user_id: string }>('SELECT user_id FROM account_identity WHERE realm = $1 AND network = $2 AND subject = $3', [realm, network, subject]);
    return row?.user_id ?? null;
  }

  /** Links the identity to a new player, in the registration's transaction. */
  async link(tx: SqlExecutor, realm: string, identity: ProviderIdentity, userId: string): Promise<void> {
    await tx.query('INSERT INTO account_identity (realm, network, subject, user_id) VALUES ($1, $2, $3, $4)', [realm, identity.network, identity.subject, userId]);
  }

  /** Whether a failed insert met an identity some player has already (two registrations with one identity at once). */
  static isTaken(error: unknown): boolean {
    return violatesUnique(error, 'account_identity');
  }
}
