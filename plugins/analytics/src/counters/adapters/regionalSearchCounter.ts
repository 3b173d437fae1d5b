import type { AnalyticsCounter } from '../../../schemas/analyticsSettings.ts';
import { type AdapterContext, createCounterAdapter } from '../counterAdapter.ts';

/** The regional search-engine counter (type 7, yandex): a goal per collector event. Its own lazy module, loaded only with marketing consent. */
export const startRegionalSearchCounter = (counter: AnalyticsCounter, context: AdapterContext) =>
  createCounterAdapter('regionalSearchCounter', counter, context, (event) => ['reachGoal', `e${event.id}`]);
