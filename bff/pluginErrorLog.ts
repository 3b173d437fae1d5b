import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PluginErrorReport } from '../schemas/pluginErrorReport.ts';

/** One reported plugin load failure as the BFF keeps it: the report, its page's host name and when it arrived. */
export type StoredPluginError = PluginErrorReport['reports'][number] & { at: string; domain: string };

/** The folder under the project root (gitignored) where `npm start` and `npm run dev` keep the log. */
export const STATE_FOLDER = 'state';
/** The file in the state folder, one report per line (JSON Lines); `.1` before the extension is the previous one. */
export const PLUGIN_ERROR_LOG_FILE = 'plugin-errors.jsonl';
const PREVIOUS_LOG_FILE = 'plugin-errors.1.jsonl';
/** A file that would grow past this is renamed to the previous one (replacing it) and a new one begun. */
export const PLUGIN_ERROR_LOG_MAX_BYTES = 1024 * 1024;

const isStoredPluginError = (value: unknown): value is StoredPluginError =>
  typeof value === 'object' && value !== null && ['at', 'domain', 'plugin', 'version', 'kind'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/**
 * The reported plugin load failures on disk, so that `npm run operator -- errors` (another process) reads what the
 * running BFF received, and a restart loses nothing. Bounded: at most two files of PLUGIN_ERROR_LOG_MAX_BYTES.
 */
export class PluginErrorLog {
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly stateDir: string,
    private readonly report: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** Appends after the writes before it; a failed write is reported and never fails the request that made it. */
  append(errors: readonly StoredPluginError[]): Promise<void> {
    const lines = errors.map((error) => `${JSON.stringify(error)}\n`).join('');
    const path = join(this.stateDir, PLUGIN_ERROR_LOG_FILE);
    this.writing = this.writing
      .then(async () => {
        await mkdir(this.stateDir, { recursive: true });
        const size = await stat(path).then(({ size }) => size, () => 0);
        if (size > 0 && size + Buffer.byteLength(lines) > PLUGIN_ERROR_LOG_MAX_BYTES) await rename(path, join(this.stateDir, PREVIOUS_LOG_FILE));
        await appendFile(path, lines);
      })
      .catch((error: unknown) => this.report(`plugin error log ${path}: ${error instanceof Error ? error.message : String(error)}`));
    return this.writing;
  }

  /** Resolves when every append made so far is written. */
  flush(): Promise<void> {
    return this.writing;
  }

  /** Every kept report, oldest first; a line that is not a report (a write cut short) is skipped. */
  read(): StoredPluginError[] {
    return [PREVIOUS_LOG_FILE, PLUGIN_ERROR_LOG_FILE].flatMap((name) => {
      const path = join(this.stateDir, name);
      if (!existsSync(path)) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line) => {
          try {
            const value: unknown = JSON.parse(line);
            return isStoredPluginError(value) ? [value] : [];
          } catch {
            return [];
          }
        });
    });
  }
}
