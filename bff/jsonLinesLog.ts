import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A file that would grow past this is renamed to the previous one (replacing it) and a new one begun. */
export const JSON_LINES_LOG_MAX_BYTES = 1024 * 1024;

/** Which file a log writes, what it calls itself in a failure report, and what a valid entry is. */
export interface JsonLinesLogFile<Entry> {
  /** `name.jsonl`; the previous file is `name.1.jsonl`. */
  file: string;
  label: string;
  isEntry: (value: unknown) => value is Entry;
}

/**
 * Entries the BFF receives, on disk as JSON Lines in the state folder, so that an operator's command (another
 * process) reads what the running BFF received, and a restart loses nothing. Bounded: at most two files of
 * JSON_LINES_LOG_MAX_BYTES.
 */
export class JsonLinesLog<Entry> {
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly stateDir: string,
    private readonly kind: JsonLinesLogFile<Entry>,
    private readonly report: (message: string) => void = (message) => console.warn(message),
  ) {}

  private get previousFile(): string {
    return this.kind.file.replace(/\.jsonl$/, '.1.jsonl');
  }

  /** Appends after the writes before it; a failed write is reported and never fails the request that made it. */
  append(entries: readonly Entry[]): Promise<void> {
    const lines = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    const path = join(this.stateDir, this.kind.file);
    this.writing = this.writing
      .then(async () => {
        await mkdir(this.stateDir, { recursive: true });
        const size = await stat(path).then(({ size }) => size, () => 0);
        if (size > 0 && size + Buffer.byteLength(lines) > JSON_LINES_LOG_MAX_BYTES) await rename(path, join(this.stateDir, this.previousFile));
        await appendFile(path, lines);
      })
      .catch((error: unknown) => this.report(`${this.kind.label} ${path}: ${error instanceof Error ? error.message : String(error)}`));
    return this.writing;
  }

  /** Resolves when every append made so far is written. */
  flush(): Promise<void> {
    return this.writing;
  }

  /** Every kept entry, oldest first; a line that is not an entry (a write cut short) is skipped. */
  read(): Entry[] {
    return [this.previousFile, this.kind.file].flatMap((name) => {
      const path = join(this.stateDir, name);
      if (!existsSync(path)) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line) => {
          try {
            const value: unknown = JSON.parse(line);
            return this.kind.isEntry(value) ? [value] : [];
          } catch {
            return [];
          }
        });
    });
  }
}
