import type { Database } from '../../../bff/bffModule.ts';
import { applyRetention, type Retention } from '../../../bff/bffModule.ts';

/** One collector event as a beacon's batch brings it, with the domain and collector key it was sent to. */
export interface ReceivedAnalyticsEvent {
  domain: string;
  key: string;
  lang: string;
  source: number;
  userId: string | null;
  id: number;
  strings: string[];
  numbers: number[];
  params: Record<string, unknown>;
}

/** One collector event as the reference BFF keeps it: what it received, and when (ISO time). */
export type StoredAnalyticsEvent = ReceivedAnalyticsEvent & { at: string };

/** Per realm, the newest 10 000 events (about what the two megabytes of the former log file held), none over 30 days. */
export const ANALYTICS_EVENT_RETENTION: Retention = { table: 'analytics_event', keptPerRealm: 10_000, keptDays: 30 };

const EVENT_COLUMNS = 'received_at, domain, collector_key, lang, source, user_id, event_id, strings, numbers, params';

interface EventRow {
  received_at: Date;
  domain: string;
  collector_key: string;
  lang: string;
  source: number;
  user_id: string | null;
  event_id: number;
  strings: string[];
  numbers: number[];
  params: Record<string, unknown>;
}

const eventOf = (row: EventRow): StoredAnalyticsEvent => ({
  at: row.received_at.toISOString(),
  domain: row.domain,
  key: row.collector_key,
  lang: row.lang,
  source: row.source,
  userId: row.user_id,
  id: row.event_id,
  strings: row.strings,
  numbers: row.numbers,
  params: row.params,
});

/** The collector's events, in the table analytics_event, per realm. */
export class AnalyticsEventStore {
  constructor(private readonly database: Database) {}

  /** Keeps a batch's events in its order (one transaction, with the retention's deletions). */
  async record(realm: string, events: readonly ReceivedAnalyticsEvent[]): Promise<void> {
    await this.database.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO analytics_event (realm, domain, collector_key, lang, source, user_id, event_id, strings, numbers, params)
         SELECT $1, e.domain, e.key, e.lang, e.source, e."userId", e.id, e.strings, e.numbers, e.params
         FROM jsonb_to_recordset($2::jsonb) AS e(domain text, key text, lang text, source integer, "userId" text, id integer, strings jsonb, numbers jsonb, params jsonb)`,
        [realm, JSON.stringify(events)],
      );
      await applyRetention(tx, ANALYTICS_EVENT_RETENTION, realm);
    });
  }

  /** A realm's kept events, oldest first. */
  async ofRealm(realm: string): Promise<StoredAnalyticsEvent[]> {
    const rows = await this.database.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM analytics_event WHERE realm = $1 ORDER BY seq`, [realm]);
    return rows.map(eventOf);
  }

  /** The newest event of each id, newest first, with how many of that id the realm has. */
  async lastOfEachId(realm: string): Promise<Array<{ event: StoredAnalyticsEvent; count: number }>> {
    const rows = await this.database.query<EventRow & { count: number }>(
      `SELECT * FROM (
         SELECT DISTINCT ON (event_id) ${EVENT_COLUMNS}, count(*) OVER (PARTITION BY event_id)::int AS count
         FROM analytics_event WHERE realm = $1 ORDER BY event_id, seq DESC
       ) AS last ORDER BY received_at DESC, event_id`,
      [realm],
    );
    return rows.map((row) => ({ event: eventOf(row), count: row.count }));
  }

  /** Events per minute (UTC, `YYYY-MM-DD HH:MM`), the newest `minutes` minutes that have any, newest first. */
  async countsPerMinute(realm: string, minutes: number): Promise<Array<[string, number]>> {
    const rows = await this.database.query<{ minute: string; count: number }>(
      `SELECT to_char(date_trunc('minute', received_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD HH24:MI') AS minute, count(*)::int AS count
       FROM analytics_event WHERE realm = $1 GROUP BY 1 ORDER BY 1 DESC LIMIT $2`,
      [realm, minutes],
    );
    return rows.map(({ minute, count }) => [minute, count]);
  }
}
