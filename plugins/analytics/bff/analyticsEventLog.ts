import { JsonLinesLog } from '../../../bff/jsonLinesLog.ts';

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

const isStoredEvent = (value: unknown): value is StoredAnalyticsEvent =>
  typeof value === 'object' && value !== null && typeof (value as StoredAnalyticsEvent).at === 'string' && typeof (value as StoredAnalyticsEvent).id === 'number';

/** The received collector events on disk, for `npm run operator -- events` (another process). */
export class AnalyticsEventLog extends JsonLinesLog<StoredAnalyticsEvent> {
  constructor(stateDir: string, report?: (message: string) => void) {
    super(stateDir, { file: ANALYTICS_EVENT_LOG_FILE, label: 'analytics event log', isEntry: isStoredEvent }, report);
  }
}
