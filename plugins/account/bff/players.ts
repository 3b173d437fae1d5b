import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { CorruptRowError, type Database, type SqlExecutor } from '../../../bff/bffModule.ts';
import { activationTypeAfterPhoneAdded, type ActivationType } from '../src/userConfig/userConfigRules.ts';

/** The fields of a stored user config that a confirmed phone changes. */
type UserConfigRecord = Record<string, unknown> & { activation_type?: ActivationType; protection_methods?: Record<string, unknown> };

/** A demo account as users.json seeds it: a player's wallet opens with these balances. */
export interface DemoAccountSeed {
  id: string;
  kind: 'main' | 'bonus' | 'currency';
  currency: string;
  balance: number;
}

/** A demo player as users.json gives it (the password in clear: it is the demo's documented one). */
export interface DemoUser {
  id: string;
  login: string;
  password: string;
  name: string;
  banLevel: number;
  banVersion: number;
  /** The terms changed since this user last accepted them (until they accept again in a session). */
  termsChanged: boolean;
  config: Record<string, unknown> & { verification_status: number };
  /** The user's accounts (main, bonus, currency); the wallet (wallets.ts) opens them on first use. */
  accounts?: DemoAccountSeed[];
  /** The phone number in international form, for the phone and SMS sign-ins. */
  phone?: string;
  /** Two-step sign-in: a right password asks for a second code before the session starts. */
  twoStep?: boolean;
  /** The operator must move this player's account to its licensed site: the transfer-user modal asks them to agree. */
  transferRequired?: boolean;
}

/** A player as sign-in reads them from the database (never with the password). */
export interface Player {
  id: string;
  login: string;
  name: string;
  banLevel: number;
  banVersion: number;
  termsChanged: boolean;
  twoStep: boolean;
  phone: string | null;
  /** The player must agree to move their account, and has not yet (the user config's `isRequiredTransfer`). */
  transferRequired: boolean;
  config: Record<string, unknown> & { verification_status: number };
}

/** A new player registration makes, with what they declared and accepted (the acceptances are stamped when stored). */
/** `login` and `name` null: a one-click registrant, who signs in with their account id (both become the id). */
export type NewPlayer = Omit<Player, 'id' | 'banLevel' | 'banVersion' | 'termsChanged' | 'twoStep' | 'phone' | 'transferRequired' | 'login' | 'name'> & {
  login: string | null;
  name: string | null;
  birthDate: string;
  marketingConsent: boolean;
};

/** scrypt's cost (OWASP's minimum for scrypt: N=2^17 is their first choice, 2^14 with r=8 the lowest they accept). */
const SCRYPT: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

const scryptOf = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))));

/** `scrypt$N$r$p$salt$hash`: the cost travels with the hash, so it can be raised for new passwords later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptOf(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

async function passwordFits(password: string, stored: string, userId: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) throw new CorruptRowError('account_player', userId, 'the password hash is not scrypt');
  const expected = Buffer.from(hash, 'base64url');
  const given = await scryptOf(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface PlayerRow {
  realm: string;
  user_id: string;
  login: string;
  phone: string | null;
  name: string;
  ban_level: number;
  ban_version: number;
  terms_changed: boolean;
  two_step: boolean;
  transfer_required: boolean;
  transfer_agreed_at: Date | string | null;
  config: unknown;
}

function playerOf(row: PlayerRow): Player {
  const config = row.config as Player['config'] | null;
  if (!config || typeof config !== 'object' || typeof config.verification_status !== 'number') throw new CorruptRowError('account_player', row.user_id, 'config has no verification_status');
  return { id: row.user_id, login: row.login, name: row.name, banLevel: row.ban_level, banVersion: row.ban_version, termsChanged: row.terms_changed, twoStep: row.two_step, phone: row.phone, transferRequired: row.transfer_required && row.transfer_agreed_at === null, config };
}

const PLAYER_COLUMNS = 'realm, user_id, login, phone, name, ban_level, ban_version, terms_changed, two_step, transfer_required, transfer_agreed_at, config';
/**
 * One row per player: a test realm's own copy of a player wins over the platform's (realm ''), which it starts
 * from (`DISTINCT ON` keeps the first row per player, and '' sorts last in descending order).
 */
const visiblePlayers = (where: string) => `SELECT DISTINCT ON (user_id) ${PLAYER_COLUMNS}, password_hash FROM account_player WHERE realm IN ($1, '') AND ${where} ORDER BY user_id, realm DESC`;

/** Makes the realm's own copy of a platform player, before the realm changes them (kept as it is when there is one). */
async function ownCopy(tx: SqlExecutor, realm: string, userId: string): Promise<void> {
  const columns = 'login, phone, password_hash, name, ban_level, ban_version, terms_changed, two_step, transfer_required, transfer_agreed_at, config, birth_date, terms_accepted_at, privacy_accepted_at, marketing_consent';
  await tx.query(
    `INSERT INTO account_player (realm, user_id, ${columns}) SELECT $1, user_id, ${columns} FROM account_player WHERE realm = '' AND user_id = $2 ON CONFLICT DO NOTHING`,
    [realm, userId],
  );
}

/**
 * The players, in the database (migrations/0001_players.sql, 0002_player_transfer.sql, 0003_registration_consents.sql). The demo players of
 * users.json are seeded in the platform's realm ('') on first start; a test realm reads them and keeps its own copy
 * of one it changes.
 */
export class PlayerStore {
  constructor(private readonly database: Database) {}

  /** Puts the demo players in the database once (their passwords hashed); players already there stay as they are. */
  static async seed(database: Database, users: readonly DemoUser[]): Promise<void> {
    const present = new Set((await database.query<{ user_id: string }>("SELECT user_id FROM account_player WHERE realm = ''")).map((row) => row.user_id));
    for (const user of users.filter((candidate) => !present.has(candidate.id))) {
      await database.query(
        `INSERT INTO account_player (realm, user_id, login, phone, password_hash, name, ban_level, ban_version, terms_changed, two_step, transfer_required, config)
         VALUES ('', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
        [user.id, user.login.toLowerCase(), user.phone ?? null, await hashPassword(user.password), user.name, user.banLevel, user.banVersion, user.termsChanged, user.twoStep === true, user.transferRequired === true, JSON.stringify(user.config)],
      );
    }
  }

  private async find(realm: string, where: string, value: string): Promise<(Player & { passwordHash: string }) | null> {
    // A player's own row in the realm and the platform's one of the same key: the realm's wins.
    const rows = await this.database.query<PlayerRow & { password_hash: string }>(visiblePlayers(where), [realm, value]);
    const row = rows.find((candidate) => candidate.realm === realm) ?? rows[0];
    return row ? { ...playerOf(row), passwordHash: row.password_hash } : null;
  }

  async byId(realm: string, userId: string): Promise<Player | null> {
    return this.find(realm, 'user_id = $2', userId);
  }

  /** The player of an e-mail (any case) or of an account id. */
  async byLogin(realm: string, login: string): Promise<Player | null> {
    const key = login.trim().toLowerCase();
    return (await this.find(realm, 'login = $2', key)) ?? (/^[0-9]{1,20}$/.test(key) ? this.find(realm, 'user_id = $2', key) : null);
  }

  async byPhone(realm: string, phone: string): Promise<Player | null> {
    return this.find(realm, 'phone = $2', phone);
  }

  async passwordMatches(realm: string, userId: string, password: string): Promise<boolean> {
    const player = await this.find(realm, 'user_id = $2', userId);
    return player !== null && (await passwordFits(password, player.passwordHash, userId));
  }

  /** Adds a registered player with the next free id; their wallet is opened by `openWallet` in the same transaction. */
  async register(realm: string, player: NewPlayer, password: string, openWallet: (tx: SqlExecutor, userId: string) => Promise<void>): Promise<string> {
    const passwordHash = await hashPassword(password);
    return this.database.transaction(async (tx) => {
      const [{ id }] = await tx.query<{ id: string | number }>("SELECT nextval('account_player_id') AS id");
      const userId = String(id);
      await tx.query(
        `INSERT INTO account_player (realm, user_id, login, password_hash, name, config, birth_date, terms_accepted_at, privacy_accepted_at, marketing_consent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now(), $8)`,
        [realm, userId, player.login ?? userId, passwordHash, player.name ?? userId, JSON.stringify(player.config), player.birthDate, player.marketingConsent],
      );
      await openWallet(tx, userId);
      return userId;
    });
  }

  /** Whether the player opted in to marketing at registration (a demo player, seeded before it was asked, did not). */
  async marketingConsent(realm: string, userId: string): Promise<boolean> {
    const [row] = await this.database.query<{ marketing_consent: boolean }>(
      `SELECT marketing_consent FROM account_player WHERE user_id = $2 AND realm IN ($1, '') ORDER BY realm = $1 DESC LIMIT 1`,
      [realm, userId],
    );
    return row?.marketing_consent ?? false;
  }

  /** Records a paid deposit in the player's user config (`has_deposit`), where the identification guard reads it. */
  async markDeposited(realm: string, userId: string): Promise<void> {
    await this.database.transaction(async (tx) => {
      await ownCopy(tx, realm, userId);
      await tx.query(`UPDATE account_player SET config = jsonb_set(config, '{has_deposit}', 'true') WHERE realm = $1 AND user_id = $2`, [realm, userId]);
    });
  }

  /**
   * Records a phone the player confirmed (the office's phone binding): the phone sign-ins find them by it, and the
   * user config has it with the activation it adds (second document 4: activation type 0 becomes 3, 1 becomes 2, phone
   * binding enabled), the rule the page applies at once (userConfigRules.ts).
   */
  async phoneConfirmed(realm: string, userId: string, phone: string): Promise<void> {
    await this.database.transaction(async (tx) => {
      await ownCopy(tx, realm, userId);
      const [row] = await tx.query<{ config: UserConfigRecord }>('SELECT config FROM account_player WHERE realm = $1 AND user_id = $2 FOR UPDATE', [realm, userId]);
      if (!row) return;
      const config: UserConfigRecord = {
        ...row.config,
        phone_number: phone,
        activation_type: activationTypeAfterPhoneAdded(row.config.activation_type ?? 0),
        protection_methods: { ...row.config.protection_methods, enable_phone_binding: true },
      };
      await tx.query('UPDATE account_player SET phone = $3, config = $4 WHERE realm = $1 AND user_id = $2', [realm, userId, phone, JSON.stringify(config)]);
    });
  }

  /** Whether an e-mail is taken in the realm (the platform's players count in every realm). */
  async hasLogin(realm: string, login: string): Promise<boolean> {
    return (await this.find(realm, 'login = $2', login.trim().toLowerCase())) !== null;
  }

  /** Sets a player's password, in the realm's own copy of the player. */
  async setPassword(tx: SqlExecutor, realm: string, userId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await ownCopy(tx, realm, userId);
    await tx.query('UPDATE account_player SET password_hash = $3 WHERE realm = $1 AND user_id = $2', [realm, userId, passwordHash]);
  }

  /**
   * Records that the player agreed to move their account (the transfer-user modal), in the realm's own copy of the
   * player. False when no transfer was required of them, or they had agreed already: nothing is recorded then.
   */
  async agreeToTransfer(realm: string, userId: string): Promise<boolean> {
    return this.database.transaction(async (tx) => {
      await ownCopy(tx, realm, userId);
      const agreed = await tx.query(
        'UPDATE account_player SET transfer_agreed_at = now() WHERE realm = $1 AND user_id = $2 AND transfer_required AND transfer_agreed_at IS NULL RETURNING user_id',
        [realm, userId],
      );
      return agreed.length === 1;
    });
  }
}
