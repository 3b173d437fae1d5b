import type { ServiceHost } from '@host/sdk';
import type { QueuedAnalytics } from './queuedAnalytics.ts';

/** The active plugin's queue and store, for its sagas to attach the loaded collector to. */
export const analyticsQueue: { current: QueuedAnalytics | null; host: ServiceHost | null } = { current: null, host: null };
