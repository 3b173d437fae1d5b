import type { AnalyticsCounter } from '../../../schemas/analyticsSettings.ts';
import { type AdapterContext, createCounterAdapter } from '../counterAdapter.ts';

/** The first social-network pixel (type 2, facebook): a custom event per collector event. Its own lazy module, loaded only with marketing consent. */
export const startFacebookPixel = (counter: AnalyticsCounter, context: AdapterContext) =>
  createCounterAdapter('facebookPixel', counter, context, (event) => ['trackCustom', `e${event.id}`]);
