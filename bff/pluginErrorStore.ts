import type { PluginErrorReport } from '../schemas/pluginErrorReport.ts';
import type { Database } from './database/database.ts';
import { applyRetention, type Retention } from './database/retention.ts';

type Report = PluginErrorReport['reports'][number];

/** One reported plugin load failure as the BFF keeps it: the report, its page's host name and when it arrived. */
export type StoredPluginError = Report & { at: string; domain: string };

/** The failures of one domain, plugin build and kind: how many, when first and last seen (ISO times). */
export interface PluginFailureGroup {
  domain: string;
  plugin: string;
  version: string;
  kind: string;
  count: number;
  first: string;
  last: string;
}

/** Per realm, the newest 10 000 reports (about what the two megabytes of the former log file held), none over 30 days. */
export const PLUGIN_ERROR_RETENTION: Retention = { table: 'core_plugin_error', keptPerRealm: 10_000, keptDays: 30 };

/** The plugin load failures visitors reported, in the table core_plugin_error, per realm. */
export class PluginErrorStore {
  constructor(private readonly database: Database) {}

  /** Keeps a batch of one page's reports (one transaction, with the retention's deletions). */
  async record(realm: string, domain: string, reports: readonly Report[]): Promise<void> {
    await this.database.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO core_plugin_error (realm, domain, plugin, version, kind)
         SELECT $1, $2, report.plugin, report.version, report.kind FROM jsonb_to_recordset($3::jsonb) AS report(plugin text, version text, kind text)`,
        [realm, domain, JSON.stringify(reports)],
      );
      await applyRetention(tx, PLUGIN_ERROR_RETENTION, realm);
    });
  }

  /** A realm's kept reports, oldest first. */
  async ofRealm(realm: string): Promise<StoredPluginError[]> {
    const rows = await this.database.query<{ received_at: Date; domain: string; plugin: string; version: string; kind: Report['kind'] }>(
      'SELECT received_at, domain, plugin, version, kind FROM core_plugin_error WHERE realm = $1 ORDER BY seq',
      [realm],
    );
    return rows.map(({ received_at, domain, plugin, version, kind }) => ({ at: received_at.toISOString(), domain, plugin, version, kind }));
  }

  /** A realm's reports since a time (all without one), grouped, the group last seen most recently first. */
  async failureGroups(realm: string, since?: Date): Promise<PluginFailureGroup[]> {
    const rows = await this.database.query<Omit<PluginFailureGroup, 'first' | 'last'> & { first: Date; last: Date }>(
      `SELECT domain, plugin, version, kind, count(*)::int AS count, min(received_at) AS first, max(received_at) AS last
       FROM core_plugin_error WHERE realm = $1 AND received_at >= coalesce($2::timestamptz, '-infinity')
       GROUP BY domain, plugin, version, kind ORDER BY last DESC, count DESC, domain, plugin, version, kind`,
      [realm, since?.toISOString() ?? null],
    );
    return rows.map((row) => ({ ...row, first: row.first.toISOString(), last: row.last.toISOString() }));
  }
}
