// `npm run operator -- events`: the analytics events the collector of the running BFF received, so that an operator
// sees that tracking works: the last events by id, and the counts per minute. It reads the BFF's event log.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATE_FOLDER } from '../bff/database/openDatabase.ts';
import { ANALYTICS_EVENT_LOG_FILE, AnalyticsEventLog, type StoredAnalyticsEvent } from '../plugins/analytics/bff/analyticsEventLog.ts';
import type { OperatorCommand } from './operator.ts';

const DEFAULT_STATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', STATE_FOLDER);
/** How many minutes of counts the command shows. */
export const EVENT_MINUTES_SHOWN = 10;

const shownTime = (at: string) => at.slice(0, 19).replace('T', ' ');

function table(rows: readonly string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

/** The newest event of each id, newest first, with how many of that id were received. */
export function lastEventsById(events: readonly StoredAnalyticsEvent[]): Array<{ event: StoredAnalyticsEvent; count: number }> {
  const byId = new Map<number, { event: StoredAnalyticsEvent; count: number }>();
  for (const event of events) {
    const seen = byId.get(event.id);
    byId.set(event.id, { event: !seen || event.at >= seen.event.at ? event : seen.event, count: (seen?.count ?? 0) + 1 });
  }
  return [...byId.values()].sort((a, b) => b.event.at.localeCompare(a.event.at) || a.event.id - b.event.id);
}

/** Events per minute (UTC, `YYYY-MM-DD HH:MM`), the newest `minutes` minutes that have any, newest first. */
export function countsPerMinute(events: readonly StoredAnalyticsEvent[], minutes: number): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const { at } of events) counts.set(shownTime(at).slice(0, 16), (counts.get(shownTime(at).slice(0, 16)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => b.localeCompare(a)).slice(0, minutes);
}

const usage = '[--state-dir <dir>]';

export const eventsCommand: OperatorCommand = {
  usage,
  summary: 'shows the analytics events the collector received: the last event of each id and the counts per minute',
  options: { 'state-dir': { type: 'string' } },
  run({ positionals, values }, context) {
    if (positionals.length > 0) {
      context.printError(`usage: npm run operator -- events ${usage}`);
      return 2;
    }
    const stateDir = typeof values['state-dir'] === 'string' ? values['state-dir'] : DEFAULT_STATE_DIR;
    const events = new AnalyticsEventLog(stateDir).read();
    const source = join(stateDir, ANALYTICS_EVENT_LOG_FILE);
    if (events.length === 0) {
      context.print(`no analytics events received (${source})`);
      return 0;
    }
    context.print(`analytics events received (${source}; times in UTC):`);
    context.print('last event of each id, newest first:');
    const rows = lastEventsById(events).map(({ event, count }) => [String(event.id), shownTime(event.at), event.domain, event.lang, String(event.source), String(count), JSON.stringify({ strings: event.strings, numbers: event.numbers })]);
    for (const line of table([['id', 'last seen', 'domain', 'lang', 'source', 'count', 'last slots'], ...rows])) context.print(`  ${line}`);
    context.print(`events per minute (the last ${EVENT_MINUTES_SHOWN} minutes with any):`);
    for (const line of table([['minute', 'events'], ...countsPerMinute(events, EVENT_MINUTES_SHOWN).map(([minute, count]) => [minute, String(count)])])) context.print(`  ${line}`);
    return 0;
  },
};
