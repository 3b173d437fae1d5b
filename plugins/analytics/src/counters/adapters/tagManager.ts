import type { AnalyticsCounter } from '../../../schemas/analyticsSettings.ts';
import { type AdapterContext, createCounterAdapter } from '../counterAdapter.ts';

/** The tag manager (type 9): the events as dataLayer pushes. Its own lazy module, loaded only with marketing consent. */
export const startTagManager = (counter: AnalyticsCounter, context: AdapterContext) =>
  createCounterAdapter('tagManager', counter, context, (event) => ({ event: `collector_${event.id}`, strings: event.strings, numbers: event.numbers }));
