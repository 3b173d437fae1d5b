import type { AnalyticsCounter } from '../../../schemas/analyticsSettings.ts';
import { type AdapterContext, createCounterAdapter } from '../counterAdapter.ts';

/** The statistics collector (type 1, google): an event per collector event. Its own lazy module, loaded only with marketing consent. */
export const startStatisticsCollector = (counter: AnalyticsCounter, context: AdapterContext) =>
  createCounterAdapter('statisticsCollector', counter, context, (event) => ['event', String(event.id), { values: event.numbers }]);
