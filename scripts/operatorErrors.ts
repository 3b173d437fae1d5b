// `npm run operator -- errors`: the plugin load failures visitors' browsers reported to the BFF, grouped, so that a
// broken rollout shows without asking anyone. It reads the log the running BFF appends to (bff/pluginErrorLog.ts).
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLUGIN_ERROR_LOG_FILE, PluginErrorLog, STATE_FOLDER, type StoredPluginError } from '../bff/pluginErrorLog.ts';
import type { OperatorCommand } from './operator.ts';

const DEFAULT_STATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', STATE_FOLDER);
const DURATION_UNITS_MS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

interface FailureGroup {
  domain: string;
  plugin: string;
  version: string;
  kind: string;
  count: number;
  first: string;
  last: string;
}

function groupFailures(errors: readonly StoredPluginError[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const { at, domain, plugin, version, kind } of errors) {
    const key = JSON.stringify([domain, plugin, version, kind]);
    const group = groups.get(key);
    if (!group) groups.set(key, { domain, plugin, version, kind, count: 1, first: at, last: at });
    else {
      group.count += 1;
      if (at < group.first) group.first = at;
      if (at > group.last) group.last = at;
    }
  }
  return [...groups.values()].sort((a, b) => b.last.localeCompare(a.last) || b.count - a.count);
}

const shownPath = (path: string) => {
  const shown = relative(process.cwd(), path);
  return shown.startsWith('..') ? path : shown;
};

/** `2025-05-01T12:03:04.512Z` -> `2025-05-01 12:03:04` (UTC, as the header says). */
const shownTime = (at: string) => at.slice(0, 19).replace('T', ' ');

function table(rows: readonly string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

const usage = '[--since <30m|6h|2d>] [--state-dir <dir>]';

export const errorsCommand: OperatorCommand = {
  usage,
  summary: 'lists the plugin load failures visitors reported, grouped by domain, plugin, version and kind, newest first',
  options: { since: { type: 'string' }, 'state-dir': { type: 'string' } },
  run({ positionals, values }, context) {
    const since = typeof values.since === 'string' ? /^(\d+)([mhd])$/.exec(values.since) : null;
    if (positionals.length > 0 || (values.since !== undefined && !since)) {
      context.printError(`usage: npm run operator -- errors ${usage}`);
      return 2;
    }
    const stateDir = typeof values['state-dir'] === 'string' ? values['state-dir'] : DEFAULT_STATE_DIR;
    const from = since ? new Date(Date.now() - Number(since[1]) * DURATION_UNITS_MS[since[2]]).toISOString() : '';
    const groups = groupFailures(new PluginErrorLog(stateDir).read().filter(({ at }) => at >= from));
    const source = shownPath(join(stateDir, PLUGIN_ERROR_LOG_FILE));
    const period = since ? ` in the last ${values.since}` : '';
    if (groups.length === 0) {
      context.print(`no plugin load failures reported${period} (${source})`);
      return 0;
    }
    context.print(`plugin load failures reported by visitors${period}, newest first (${source}; times in UTC):`);
    const rows = groups.map((group) => [shownTime(group.last), group.domain, group.plugin, group.version, group.kind, String(group.count), shownTime(group.first)]);
    for (const line of table([['last seen', 'domain', 'plugin', 'version', 'kind', 'count', 'first seen'], ...rows])) context.print(`  ${line}`);
    return 0;
  },
};
