import { JSON_LINES_LOG_MAX_BYTES, JsonLinesLog } from './jsonLinesLog.ts';
import type { PluginErrorReport } from '../schemas/pluginErrorReport.ts';

/** One reported plugin load failure as the BFF keeps it: the report, its page's host name and when it arrived. */
export type StoredPluginError = PluginErrorReport['reports'][number] & { at: string; domain: string };

/** The folder under the project root (gitignored) where `npm start` and `npm run dev` keep the log. */
export const STATE_FOLDER = 'state';
/** The file in the state folder, one report per line (JSON Lines); `.1` before the extension is the previous one. */
export const PLUGIN_ERROR_LOG_FILE = 'plugin-errors.jsonl';
/** A file that would grow past this is renamed to the previous one (replacing it) and a new one begun. */
export const PLUGIN_ERROR_LOG_MAX_BYTES = JSON_LINES_LOG_MAX_BYTES;

const isStoredPluginError = (value: unknown): value is StoredPluginError =>
  typeof value === 'object' && value !== null && ['at', 'domain', 'plugin', 'version', 'kind'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** The reported plugin load failures on disk, for `npm run operator -- errors`. */
export class PluginErrorLog extends JsonLinesLog<StoredPluginError> {
  constructor(stateDir: string, report?: (message: string) => void) {
    super(stateDir, { file: PLUGIN_ERROR_LOG_FILE, label: 'plugin error log', isEntry: isStoredPluginError }, report);
  }
}
