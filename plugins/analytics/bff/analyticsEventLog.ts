import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One collector event as the reference BFF keeps it. */
export interface StoredAnalyticsEvent {
  /** When the batch arrived (ISO time). */
  at: string;
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

export const ANALYTICS_EVENT_LOG_FILE = 'analytics-events.jsonl';
const PREVIOUS_LOG_FILE = 'analytics-events.1.jsonl';
/** A file that would grow past this is renamed to the previous one and a new one begun. */
export const ANALYTICS_EVENT_LOG_MAX_BYTES = 1024 * 1024;

const isStoredEvent = (value: unknown): value is StoredAnalyticsEvent =>
  typeof value === 'object' && value !== null && typeof (value as StoredAnalyticsEvent).at === 'string' && typeof (value as StoredAnalyticsEvent).id === 'number';

/**
 * The received collector events on disk (JSON Lines in the state folder), so that `npm run operator -- events`, in
 * another process, reads what the running BFF received. Bounded: two files of ANALYTICS_EVENT_LOG_MAX_BYTES.
 */
export class AnalyticsEventLog {
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly stateDir: string,
    private readonly report: (message: string) => void = (message) => console.warn(message),
  ) {}

  append(events: readonly StoredAnalyticsEvent[]): Promise<void> {
    const lines = events.map((event) => `${JSON.stringify(event)}\n`).join('');
    const path = join(this.stateDir, ANALYTICS_EVENT_LOG_FILE);
    this.writing = this.writing
      .then(async () => {
        await mkdir(this.stateDir, { recursive: true });
        const size = await stat(path).then(({ size }) => size, () => 0);
        if (size > 0 && size + Buffer.byteLength(lines) > ANALYTICS_EVENT_LOG_MAX_BYTES) await rename(path, join(this.stateDir, PREVIOUS_LOG_FILE));
        await appendFile(path, lines);
      })
      .catch((error: unknown) => this.report(`analytics event log ${path}: ${error instanceof Error ? error.message : String(error)}`));
    return this.writing;
  }

  flush(): Promise<void> {
    return this.writing;
  }

  /** Every kept event, oldest first; a line cut short is skipped. */
  read(): StoredAnalyticsEvent[] {
    return [PREVIOUS_LOG_FILE, ANALYTICS_EVENT_LOG_FILE].flatMap((name) => {
      const path = join(this.stateDir, name);
      if (!existsSync(path)) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line) => {
          try {
            const value: unknown = JSON.parse(line);
            return isStoredEvent(value) ? [value] : [];
          } catch {
            return [];
          }
        });
    });
  }
}
