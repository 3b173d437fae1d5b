import type { AnalyticsCounter } from '../../schemas/analyticsSettings.ts';
import type { CollectedEvent } from '../runtime/collector.ts';
import type { AdapterContext, CounterAdapter } from './counterAdapter.ts';
import { type CounterKind, countersByKind } from './countersByKind.ts';

type AdapterStart = (counter: AnalyticsCounter, context: AdapterContext) => CounterAdapter;

/** Each kind with an adapter, as its own lazy module: a visitor without marketing consent fetches none of them. */
export const ADAPTER_LOADERS: Partial<Record<CounterKind, () => Promise<AdapterStart>>> = {
  tagManager: () => import('./adapters/tagManager.ts').then((module) => module.startTagManager),
  google: () => import('./adapters/statisticsCollector.ts').then((module) => module.startStatisticsCollector),
  yandex: () => import('./adapters/regionalSearchCounter.ts').then((module) => module.startRegionalSearchCounter),
  sportradar: () => import('./adapters/sportDataQueue.ts').then((module) => module.startSportDataQueue),
  facebook: () => import('./adapters/facebookPixel.ts').then((module) => module.startFacebookPixel),
  twitter: () => import('./adapters/twitterPixel.ts').then((module) => module.startTwitterPixel),
};

/**
 * The third-party counters: started (their modules loaded) only while marketing cookies are allowed, stopped when
 * the consent is withdrawn. Events of the meantime are not replayed to them.
 */
export function createMarketingCounters(counters: readonly AnalyticsCounter[], context: AdapterContext) {
  const byKind = countersByKind(counters);
  let running: CounterAdapter[] = [];
  let generation = 0;
  return {
    async start() {
      if (running.length > 0) return;
      const started = ++generation;
      const adapters = await Promise.all(
        [...byKind].map(async ([kind, counter]) => {
          const load = ADAPTER_LOADERS[kind];
          if (!load) {
            console.warn('[analytics] no adapter for counter kind', kind);
            return null;
          }
          try {
            return (await load())(counter, context);
          } catch (error) {
            console.warn(`[analytics] counter ${kind} failed to start`, error);
            return null;
          }
        }),
      );
      const live = adapters.filter((adapter): adapter is CounterAdapter => adapter !== null);
      // Withdrawn while the modules loaded: they never run.
      if (started !== generation) live.forEach((adapter) => adapter.stop());
      else running = live;
    },
    stop() {
      generation += 1;
      running.forEach((adapter) => adapter.stop());
      running = [];
    },
    track(event: CollectedEvent) {
      for (const adapter of running) {
        try {
          adapter.track(event);
        } catch (error) {
          console.warn('[analytics] a counter failed to track', error);
        }
      }
    },
  };
}
