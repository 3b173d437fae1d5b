import { analyticsService, definePlugin, provide } from '@host/sdk';
import { analyticsLoadRequested, createQueuedAnalytics } from './queuedAnalytics.ts';
import { analyticsQueue } from './analyticsQueue.ts';

/**
 * Analytics: the `analytics` service other plugins track with. The entry only queues their calls; the collector,
 * the flows, the metrics and the third-party counters load ANALYTICS_LOAD_DELAY_MS after start (at once on the
 * registration page), from the sagas, so nothing of it weighs on the first paint.
 */
export default definePlugin({
  id: 'analytics',
  provides: [
    provide(analyticsService, (host) => {
      analyticsQueue.host = host;
      const { dispatch } = host;
      analyticsQueue.current = createQueuedAnalytics(() => dispatch(analyticsLoadRequested()));
      return analyticsQueue.current.service;
    }),
  ],
  sagas: () => import('./analyticsSagas.ts'),
});
