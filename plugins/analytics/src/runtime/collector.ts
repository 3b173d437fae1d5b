import { ANALYTICS_STORAGE_EXPIRY_MS } from '../analyticsConstants.ts';
import type { ScrubbedSlots } from './scrubPersonalData.ts';

/** One event as the collector receives it. */
export interface CollectedEvent extends ScrubbedSlots {
  id: number;
  /** When it happened, in ms since the epoch. */
  at: number;
}

/** The body of one `POST /fatman-api/{key}`: a batch of events with the page's language and source code. */
export interface CollectorBatch {
  lang: string;
  source: number;
  userId: string | null;
  events: CollectedEvent[];
}

/** The storage key of batches that could not be sent, kept ANALYTICS_STORAGE_EXPIRY_MS. */
export const UNSENT_BATCHES_KEY = 'analytics_unsent';
/** A batch is sent early once this many events wait (a long visit without hiding the page). */
export const BATCH_MAX_EVENTS = 50;

interface StoredBatch {
  savedAt: number;
  url: string;
  batch: CollectorBatch;
}

export interface CollectorOptions {
  url: string;
  source: number;
  language: () => string;
  userId: () => string | null;
  storage: Storage;
  now?: () => number;
  /** `navigator.sendBeacon`; false when the browser refuses to queue the body. */
  send?: (url: string, body: string) => boolean;
}

const beacon = (url: string, body: string) => {
  try {
    return navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
  } catch {
    return false;
  }
};

/**
 * The event collector client: events are batched and sent with `sendBeacon` when the page is hidden or left; a batch
 * the browser refuses is kept in storage and sent again at the next start, for ANALYTICS_STORAGE_EXPIRY_MS.
 */
export class Collector {
  private pending: CollectedEvent[] = [];
  private readonly now: () => number;
  private readonly send: (url: string, body: string) => boolean;

  constructor(private readonly options: CollectorOptions) {
    this.now = options.now ?? Date.now;
    this.send = options.send ?? beacon;
  }

  add(id: number, slots: ScrubbedSlots): void {
    this.pending.push({ id, at: this.now(), ...slots });
    if (this.pending.length >= BATCH_MAX_EVENTS) this.flush();
  }

  /** Sends what waits; a refused batch is stored. */
  flush(): void {
    if (this.pending.length === 0) return;
    const batch: CollectorBatch = { lang: this.options.language(), source: this.options.source, userId: this.options.userId(), events: this.pending };
    this.pending = [];
    if (!this.send(this.options.url, JSON.stringify(batch))) this.store({ savedAt: this.now(), url: this.options.url, batch });
  }

  /** Sends the stored batches younger than ANALYTICS_STORAGE_EXPIRY_MS again; older ones are dropped. */
  resendStored(): void {
    const stored = this.readStored().filter((entry) => this.now() - entry.savedAt < ANALYTICS_STORAGE_EXPIRY_MS);
    const refused = stored.filter((entry) => !this.send(entry.url, JSON.stringify(entry.batch)));
    this.writeStored(refused);
  }

  private store(entry: StoredBatch): void {
    this.writeStored([...this.readStored().filter((stored) => this.now() - stored.savedAt < ANALYTICS_STORAGE_EXPIRY_MS), entry]);
  }

  private readStored(): StoredBatch[] {
    try {
      const parsed: unknown = JSON.parse(this.options.storage.getItem(UNSENT_BATCHES_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((entry): entry is StoredBatch => typeof entry?.savedAt === 'number' && typeof entry?.url === 'string') : [];
    } catch {
      return [];
    }
  }

  private writeStored(entries: StoredBatch[]): void {
    try {
      if (entries.length === 0) this.options.storage.removeItem(UNSENT_BATCHES_KEY);
      else this.options.storage.setItem(UNSENT_BATCHES_KEY, JSON.stringify(entries));
    } catch {
      // A full or blocked storage: the batch is lost, the page goes on.
    }
  }
}
