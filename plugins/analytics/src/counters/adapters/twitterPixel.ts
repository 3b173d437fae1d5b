import type { AnalyticsCounter } from '../../../schemas/analyticsSettings.ts';
import { type AdapterContext, createCounterAdapter } from '../counterAdapter.ts';

/** The second social-network pixel (type 3, twitter): an event per collector event. Its own lazy module, loaded only with marketing consent. */
export const startTwitterPixel = (counter: AnalyticsCounter, context: AdapterContext) =>
  createCounterAdapter('twitterPixel', counter, context, (event) => ['event', `e${event.id}`]);
