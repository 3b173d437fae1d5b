// `npm run operator -- errors`: the plugin load failures visitors' browsers reported to the BFF, grouped, so that a
// broken rollout shows without asking anyone. It reads what every server stored in the database (bff/pluginErrorStore.ts).
import { PluginErrorStore } from '../bff/pluginErrorStore.ts';
import type { OperatorCommand } from './operatorCommand.ts';
import { DEFAULT_STATE_DIR, readRecords, shownTime, STATE_DIR_USAGE, table } from './operatorRecords.ts';

const DURATION_UNITS_MS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

const usage = `[--since <30m|6h|2d>] [--realm <realm>] ${STATE_DIR_USAGE}`;

export const errorsCommand: OperatorCommand = {
  usage,
  summary: "lists the plugin load failures visitors reported, grouped by domain, plugin, version and kind, newest first; --realm reads another realm's (a test scenario's is {BFF_REALM}|{scenario})",
  options: { since: { type: 'string' }, realm: { type: 'string' }, 'state-dir': { type: 'string' } },
  run({ positionals, values }, context) {
    const since = typeof values.since === 'string' ? /^(\d+)([mhd])$/.exec(values.since) : null;
    if (positionals.length > 0 || (values.since !== undefined && !since)) {
      context.printError(`usage: npm run operator -- errors ${usage}`);
      return 2;
    }
    const stateDir = typeof values['state-dir'] === 'string' ? values['state-dir'] : DEFAULT_STATE_DIR;
    const realm = typeof values.realm === 'string' ? values.realm : '';
    const from = since ? new Date(Date.now() - Number(since[1]) * DURATION_UNITS_MS[since[2]]) : undefined;
    const period = since ? ` in the last ${values.since}` : '';
    return readRecords(context, stateDir, async (database, source) => {
      const groups = await new PluginErrorStore(database).failureGroups(realm, from);
      if (groups.length === 0) {
        context.print(`no plugin load failures reported${period} (${source})`);
        return 0;
      }
      context.print(`plugin load failures reported by visitors${period}, newest first (${source}; times in UTC):`);
      const rows = groups.map((group) => [shownTime(group.last), group.domain, group.plugin, group.version, group.kind, String(group.count), shownTime(group.first)]);
      for (const line of table([['last seen', 'domain', 'plugin', 'version', 'kind', 'count', 'first seen'], ...rows])) context.print(`  ${line}`);
      return 0;
    });
  },
};
