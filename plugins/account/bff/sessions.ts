import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashSecret, type Database, type SqlExecutor } from '../../../bff/bffModule.ts';

/** Tokens live 15 minutes; the client fetches a fresh one when `exp` has passed or a call answers 401. */
export const TOKEN_LIFETIME_S = 15 * 60;

/** A live session as the database keeps it. */
export interface Session {
  /** The id its tokens carry (`sid`): opaque, so a token never carries the cookie. */
  sid: string;
  realm: string;
  userId: string;
  /** Whether the user went through the (demo) identification in this session. */
  identified: boolean;
  /** Whether the user accepted the changed terms in this session. */
  termsAccepted: boolean;
  /** User config fields saved in this session, over the player's own. */
  settings: Record<string, unknown>;
  /** When it was opened (sign-in or registration), Unix seconds: where the session clock counts from. */
  startedAt: number;
  /** Whether the player asked to stay signed in: its cookie lives 30 days, not the browser session. */
  saved: boolean;
}

interface SessionRow {
  sid: string;
  realm: string;
  user_id: string;
  identified: boolean;
  terms_accepted: boolean;
  settings: unknown;
  started_at_s: number | string;
  saved: boolean;
}

const sessionOf = (row: SessionRow): Session => ({
  sid: row.sid,
  realm: row.realm,
  userId: row.user_id,
  identified: row.identified,
  termsAccepted: row.terms_accepted,
  settings: row.settings && typeof row.settings === 'object' && !Array.isArray(row.settings) ? (row.settings as Record<string, unknown>) : {},
  startedAt: Math.floor(Number(row.started_at_s)),
  saved: row.saved,
});

const SESSION_COLUMNS = 'sid, realm, user_id, identified, terms_accepted, settings, extract(epoch FROM started_at)::float8 AS started_at_s, saved';
const base64url = (value: string) => Buffer.from(value).toString('base64url');

/**
 * Sign-in sessions in the database, shared by every server: a session cookie opens one, its bearer tokens are
 * signed with the platform's key (kept in the database, so a token of one server is valid on every other) and are
 * valid only while their session lives. Logout and a password change end sessions at once, on every server.
 */
export class SessionStore {
  private constructor(
    private readonly database: Database,
    private readonly signingKey: Buffer,
    private readonly now: () => number,
  ) {}

  /** The store, with the platform's signing key (made on first start). */
  static async open(database: Database, now: () => number = Date.now): Promise<SessionStore> {
    await database.query('INSERT INTO account_signing_key (id, secret) VALUES (1, $1) ON CONFLICT DO NOTHING', [randomBytes(32).toString('base64url')]);
    const [{ secret }] = await database.query<{ secret: string }>('SELECT secret FROM account_signing_key WHERE id = 1');
    return new SessionStore(database, Buffer.from(secret, 'base64url'), now);
  }

  private sign(text: string): string {
    return createHmac('sha256', this.signingKey).update(text).digest('base64url');
  }

  /** Opens a session (`saved`: the player asked to stay signed in); answers the cookie's value (never stored). */
  async open(realm: string, userId: string, saved = false): Promise<string> {
    const cookie = randomBytes(24).toString('base64url');
    await this.database.query('INSERT INTO account_session (cookie_hash, sid, realm, user_id, saved) VALUES ($1, $2, $3, $4, $5)', [
      hashSecret(cookie),
      randomBytes(16).toString('base64url'),
      realm,
      userId,
      saved,
    ]);
    return cookie;
  }

  /** The live session of a cookie's value, or null. */
  async ofCookie(cookie: string | undefined): Promise<Session | null> {
    if (!cookie) return null;
    const [row] = await this.database.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM account_session WHERE cookie_hash = $1 AND ended_at IS NULL`, [hashSecret(cookie)]);
    return row ? sessionOf(row) : null;
  }

  /** The live session of a token's `sid`, or null. */
  async ofSid(sid: string): Promise<Session | null> {
    const [row] = await this.database.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM account_session WHERE sid = $1 AND ended_at IS NULL`, [sid]);
    return row ? sessionOf(row) : null;
  }

  /** A bearer token for a session: JWT-shaped, HS256 with the platform's key. */
  issueToken(session: Session): string {
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(JSON.stringify({ sub: session.userId, sid: session.sid, exp: Math.floor(this.now() / 1000) + TOKEN_LIFETIME_S }));
    return `${header}.${payload}.${this.sign(`${header}.${payload}`)}`;
  }

  /** The live session of a bearer token: its signature, its expiry, and a session that was not ended. */
  async ofToken(token: string | undefined): Promise<Session | null> {
    const [header, payload, signature, extra] = token?.split('.') ?? [];
    if (!header || !payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    if (expected.length !== Buffer.byteLength(signature) || !timingSafeEqual(expected, Buffer.from(signature))) return null;
    let claims: { sub?: unknown; sid?: unknown; exp?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return null;
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.now() || typeof claims.sid !== 'string') return null;
    const session = await this.ofSid(claims.sid);
    return session && session.userId === claims.sub ? session : null;
  }

  async end(sid: string): Promise<void> {
    await this.database.query('UPDATE account_session SET ended_at = now() WHERE sid = $1 AND ended_at IS NULL', [sid]);
  }

  /** Ends every live session of the player in the realm but `keptSid`'s. */
  async endAllOf(tx: SqlExecutor, realm: string, userId: string, keptSid: string | undefined): Promise<void> {
    await tx.query('UPDATE account_session SET ended_at = now() WHERE realm = $1 AND user_id = $2 AND ended_at IS NULL AND sid <> $3', [realm, userId, keptSid ?? '']);
  }

  /** Records what the player did in a session (identification, terms, a saved setting). */
  async update(sid: string, change: { identified?: true; termsAccepted?: true; settings?: Record<string, unknown> }): Promise<void> {
    await this.database.query(
      `UPDATE account_session SET identified = identified OR $2, terms_accepted = terms_accepted OR $3, settings = settings || $4::jsonb WHERE sid = $1 AND ended_at IS NULL`,
      [sid, change.identified === true, change.termsAccepted === true, JSON.stringify(change.settings ?? {})],
    );
  }
}
