import type { AnalyticsCounter } from '../../../schemas/analyticsSettings.ts';
import { type AdapterContext, createCounterAdapter } from '../counterAdapter.ts';

/** The sport-data command queue (type 8, sportradar): a command per collector event. Its own lazy module, loaded only with marketing consent. */
export const startSportDataQueue = (counter: AnalyticsCounter, context: AdapterContext) =>
  createCounterAdapter('sportDataQueue', counter, context, (event) => ({ command: 'event', id: event.id }));
