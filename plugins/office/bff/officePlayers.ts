import { CorruptRowError, type Database, type SqlExecutor } from '../../../bff/bffModule.ts';
import { fitsSetting, settingDefinition, WELCOME_MESSAGES, type SettingValue } from './officeCatalogue.ts';

export interface Profile {
  firstName: string;
  lastName: string;
  birthDate: string;
  city: string;
  address: string;
}

/** A player's office state as the calls work on it: read from `office_player`, and written back whole by `change`. */
export interface OfficePlayer {
  /** The settings the player changed, by id. */
  settings: Record<string, SettingValue>;
  lineDisallowSports: number[];
  liveDisallowSports: number[];
  twoFactor: { secret: string | null; pendingSecret: string | null };
  securityQuestionId: number | null;
  authByEmail: boolean;
  phone: { number: string | null; confirmed: boolean; pending: string | null };
  login: string | null;
  email: { address: string; confirmed: boolean; pending: string | null };
  profile: Profile;
  verification: { status: 'none' | 'pending' | 'verified'; documents: string[] };
  clarified: boolean;
  convertedTo: string | null;
}

interface PlayerRow {
  settings: unknown;
  line_disallow_sports: number[];
  live_disallow_sports: number[];
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  security_question_id: number | null;
  auth_by_email: boolean;
  phone: string | null;
  phone_confirmed: boolean;
  phone_pending: string | null;
  login: string | null;
  email: string;
  email_confirmed: boolean;
  email_pending: string | null;
  first_name: string;
  last_name: string;
  birth_date: string;
  city: string;
  address: string;
  verification_status: OfficePlayer['verification']['status'];
  verification_documents: string[];
  clarified: boolean;
  converted_to: string | null;
}

/** The stored row as the player's state; settings that do not fit their setting make it corrupt. */
function playerOf(row: PlayerRow, key: string): OfficePlayer {
  const { settings } = row;
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) throw new CorruptRowError('office_player', key, 'settings is not an object');
  for (const [id, value] of Object.entries(settings)) {
    const setting = settingDefinition(id);
    // A setting the office no longer offers is not shown, and not a fault.
    if (setting && !fitsSetting(setting, value)) throw new CorruptRowError('office_player', key, `the setting ${id} holds ${JSON.stringify(value)}`);
  }
  return {
    settings: settings as Record<string, SettingValue>,
    lineDisallowSports: row.line_disallow_sports,
    liveDisallowSports: row.live_disallow_sports,
    twoFactor: { secret: row.two_factor_secret, pendingSecret: row.two_factor_pending_secret },
    securityQuestionId: row.security_question_id,
    authByEmail: row.auth_by_email,
    phone: { number: row.phone, confirmed: row.phone_confirmed, pending: row.phone_pending },
    login: row.login,
    email: { address: row.email, confirmed: row.email_confirmed, pending: row.email_pending },
    profile: { firstName: row.first_name, lastName: row.last_name, birthDate: row.birth_date, city: row.city, address: row.address },
    verification: { status: row.verification_status, documents: row.verification_documents },
    clarified: row.clarified,
    convertedTo: row.converted_to,
  };
}

/** The columns `change` writes back, in the order of `columnValues`. */
const WRITTEN_COLUMNS = [
  'settings = $3::jsonb',
  'line_disallow_sports = $4::integer[]',
  'live_disallow_sports = $5::integer[]',
  'two_factor_secret = $6',
  'two_factor_pending_secret = $7',
  'security_question_id = $8',
  'auth_by_email = $9',
  'phone = $10',
  'phone_confirmed = $11',
  'phone_pending = $12',
  'login = $13',
  'email = $14',
  'email_confirmed = $15',
  'email_pending = $16',
  'first_name = $17',
  'last_name = $18',
  'birth_date = $19',
  'city = $20',
  'address = $21',
  'verification_status = $22',
  'verification_documents = $23::text[]',
  'clarified = $24',
  'converted_to = $25',
].join(', ');

const columnValues = (player: OfficePlayer): unknown[] => [
  JSON.stringify(player.settings),
  player.lineDisallowSports,
  player.liveDisallowSports,
  player.twoFactor.secret,
  player.twoFactor.pendingSecret,
  player.securityQuestionId,
  player.authByEmail,
  player.phone.number,
  player.phone.confirmed,
  player.phone.pending,
  player.login,
  player.email.address,
  player.email.confirmed,
  player.email.pending,
  player.profile.firstName,
  player.profile.lastName,
  player.profile.birthDate,
  player.profile.city,
  player.profile.address,
  player.verification.status,
  player.verification.documents,
  player.clarified,
  player.convertedTo,
];

/** The e-mail a player signed up with (the account module's), or null: a new office row starts with it, unconfirmed. */
export type RegisteredEmail = (realm: string, userId: string) => Promise<string | null>;

/** The `office_player` rows: a player's row (and welcome messages) is made on first use, with its defaults. */
export class OfficePlayers {
  constructor(
    private readonly database: Database,
    private readonly registeredEmail?: RegisteredEmail,
  ) {}

  /** Makes the player's row on first use (with the welcome messages) and locks it until the transaction ends. */
  private async lock(tx: SqlExecutor, realm: string, userId: string, firstEmail: string): Promise<void> {
    const created = await tx.query('INSERT INTO office_player (realm, user_id, email) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id', [realm, userId, firstEmail]);
    if (created.length === 0 && firstEmail) await tx.query("UPDATE office_player SET email = $3 WHERE realm = $1 AND user_id = $2 AND email = '' AND email_pending IS NULL", [realm, userId, firstEmail]);
    for (const message of created.length > 0 ? WELCOME_MESSAGES : []) {
      await tx.query('INSERT INTO office_message (realm, user_id, message_id, title, body, sent_at, read) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7)', [
        realm,
        userId,
        message.id,
        JSON.stringify(message.title),
        JSON.stringify(message.body),
        message.sentAt,
        message.read,
      ]);
    }
    await tx.query('SELECT 1 FROM office_player WHERE realm = $1 AND user_id = $2 FOR UPDATE', [realm, userId]);
  }

  /** Runs `work` with the player's row locked: calls of one player that change it run one after the other. */
  locked<Result>(realm: string, userId: string, work: (tx: SqlExecutor) => Promise<Result>, firstEmail = ''): Promise<Result> {
    return this.database.transaction(async (tx) => {
      await this.lock(tx, realm, userId, firstEmail);
      return work(tx);
    });
  }

  /** Makes the player's row on first use (a read of a new player sees the defaults and the welcome messages). */
  async ensure(realm: string, userId: string): Promise<void> {
    const [row] = await this.database.query<{ email: string; email_pending: string | null }>('SELECT email, email_pending FROM office_player WHERE realm = $1 AND user_id = $2', [realm, userId]);
    // A new row, or one from before the office knew the sign-up e-mail, takes that e-mail (unconfirmed); a row made by
    // a change before any read takes it at the next read.
    const withoutEmail = !row || (row.email === '' && row.email_pending === null);
    const firstEmail = withoutEmail ? ((await this.registeredEmail?.(realm, userId)) ?? '') : '';
    if (!row || firstEmail) await this.locked(realm, userId, async () => undefined, firstEmail);
  }

  async read(realm: string, userId: string): Promise<OfficePlayer> {
    await this.ensure(realm, userId);
    return this.load(this.database, realm, userId);
  }

  private async load(executor: SqlExecutor, realm: string, userId: string): Promise<OfficePlayer> {
    const [row] = await executor.query<PlayerRow>('SELECT * FROM office_player WHERE realm = $1 AND user_id = $2', [realm, userId]);
    return playerOf(row, `${realm}/${userId}`);
  }

  /** Changes the player's state in one transaction, the row locked: what `work` leaves in the state is written back. */
  change<Result>(realm: string, userId: string, work: (player: OfficePlayer) => Result): Promise<Result> {
    return this.locked(realm, userId, async (tx) => {
      const player = await this.load(tx, realm, userId);
      const result = work(player);
      await tx.query(`UPDATE office_player SET ${WRITTEN_COLUMNS} WHERE realm = $1 AND user_id = $2`, [realm, userId, ...columnValues(player)]);
      return result;
    });
  }
}
