// `npm run operator -- events`: the analytics events the collector received, so that an operator sees that tracking
// works: the last event of each id, and the counts per minute. It reads what every server stored in the database
// (plugins/analytics/bff/analyticsEventStore.ts).
import { AnalyticsEventStore } from '../plugins/analytics/bff/index.ts';
import type { OperatorCommand } from './operatorCommand.ts';
import { DEFAULT_STATE_DIR, readRecords, shownTime, STATE_DIR_USAGE, table } from './operatorRecords.ts';

/** How many minutes of counts the command shows. */
export const EVENT_MINUTES_SHOWN = 10;

const usage = `[--realm <realm>] ${STATE_DIR_USAGE}`;

export const eventsCommand: OperatorCommand = {
  usage,
  summary: "shows the analytics events the collector received: the last event of each id and the counts per minute; --realm reads another realm's (a test scenario's is {BFF_REALM}|{scenario})",
  options: { realm: { type: 'string' }, 'state-dir': { type: 'string' } },
  run({ positionals, values }, context) {
    if (positionals.length > 0) {
      context.printError(`usage: npm run operator -- events ${usage}`);
      return 2;
    }
    const stateDir = typeof values['state-dir'] === 'string' ? values['state-dir'] : DEFAULT_STATE_DIR;
    const realm = typeof values.realm === 'string' ? values.realm : '';
    return readRecords(context, stateDir, async (database, source) => {
      const store = new AnalyticsEventStore(database);
      const lastEvents = await store.lastOfEachId(realm);
      if (lastEvents.length === 0) {
        context.print(`no analytics events received (${source})`);
        return 0;
      }
      context.print(`analytics events received (${source}; times in UTC):`);
      context.print('last event of each id, newest first:');
      const rows = lastEvents.map(({ event, count }) => [String(event.id), shownTime(event.at), event.domain, event.lang, String(event.source), String(count), JSON.stringify({ strings: event.strings, numbers: event.numbers })]);
      for (const line of table([['id', 'last seen', 'domain', 'lang', 'source', 'count', 'last slots'], ...rows])) context.print(`  ${line}`);
      context.print(`events per minute (the last ${EVENT_MINUTES_SHOWN} minutes with any):`);
      const minutes = await store.countsPerMinute(realm, EVENT_MINUTES_SHOWN);
      for (const line of table([['minute', 'events'], ...minutes.map(([minute, count]) => [minute, String(count)])])) context.print(`  ${line}`);
      return 0;
    });
  },
};
