import { definePlugin, provide } from '@host/sdk';
import { analyticsService } from '../contract/index.ts';
import { createQueuedAnalytics } from './queuedAnalytics.ts';
import { analyticsQueue } from './analyticsQueue.ts';

/**
 * Analytics: the `analytics` service other plugins track with. The kernel activates it 10 000 ms after start, or at
 * once when the registration page opens (plugin.json `deferral`, second document section 9), and keeps the calls
 * made before that for it. Its entry queues calls until the collector, the flows, the metrics and the third-party
 * counters have loaded from the sagas.
 */
export default definePlugin({
  id: 'analytics',
  provides: [
    provide(analyticsService, (host) => {
      analyticsQueue.host = host;
      analyticsQueue.current = createQueuedAnalytics();
      return analyticsQueue.current.service;
    }),
  ],
  sagas: () => import('./analyticsSagas.ts'),
});
