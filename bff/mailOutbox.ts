import type { Database } from './database/database.ts';
import { applyRetention, type Retention } from './database/retention.ts';

/** One mail to a player: its kind and its links, by name (`action`, `unsubscribe`), as site paths with the language. */
export interface OutgoingMail {
  to: string;
  kind: string;
  links: Readonly<Record<string, string>>;
}

export interface SentMail extends OutgoingMail {
  /** ISO time the outbox took it. */
  at: string;
}

/** Per realm, the newest 1 000 mails, none over 7 days: a real operator's mail service keeps the rest. */
export const MAIL_RETENTION: Retention = { table: 'core_mail', keptPerRealm: 1_000, keptDays: 7 };

/** A link as kept where its token must not be: the token blanked out. */
const withoutToken = (link: string) => link.replace(/([#?&]token=)[^&#]*/, '$1…');

export interface MailOutboxOptions {
  /**
   * Whether the links are kept with their tokens: under test and dev mode only (tests and a developer follow them).
   * Elsewhere a copy of the table, a backup or `operator -- mails` must reset no one's password.
   */
  keepsTokens: boolean;
  /** Sees each mail as sent (dev mode: the server's log). */
  shown?: (mail: OutgoingMail) => void;
}

/**
 * The reference platform's outgoing mail, in the table core_mail: a real operator's mail service would send each
 * one; here the newest are kept, for the demo (`npm run operator -- mails`, and the log in dev mode) and the tests
 * (`GET /bff-test/scenario/{id}/mails`).
 */
export class MailOutbox {
  constructor(
    private readonly database: Database,
    private readonly options: MailOutboxOptions = { keepsTokens: false },
  ) {}

  async send(realm: string, mail: OutgoingMail): Promise<void> {
    const links = this.options.keepsTokens ? mail.links : Object.fromEntries(Object.entries(mail.links).map(([name, link]) => [name, withoutToken(link)]));
    await this.database.transaction(async (tx) => {
      await tx.query('INSERT INTO core_mail (realm, recipient, kind, links) VALUES ($1, lower($2), $3, $4)', [realm, mail.to, mail.kind, JSON.stringify(links)]);
      await applyRetention(tx, MAIL_RETENTION, realm);
    });
    this.options.shown?.(mail);
  }

  /** A realm's kept mails to a recipient (every recipient without one), newest first. */
  async sentTo(realm: string, recipient?: string): Promise<SentMail[]> {
    const rows = await this.database.query<{ received_at: Date; recipient: string; kind: string; links: Record<string, string> }>(
      'SELECT received_at, recipient, kind, links FROM core_mail WHERE realm = $1 AND ($2::text IS NULL OR recipient = lower($2)) ORDER BY seq DESC',
      [realm, recipient ?? null],
    );
    return rows.map((row) => ({ at: row.received_at.toISOString(), to: row.recipient, kind: row.kind, links: row.links }));
  }
}
