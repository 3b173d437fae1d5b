import { describe, expect, it } from 'vitest';
import { METRICS_SEND_DELAY_MS } from './analyticsConstants.ts';
import { sendWebVitalsLater } from './runtime/webVitals.ts';

describe('when analytics works', () => {
  it('sends the web vitals METRICS_SEND_DELAY_MS after the load', () => {
    let wait = -1;
    const stop = sendWebVitalsLater(() => {}, ((_: () => void, ms: number) => {
      wait = ms;
      return 0;
    }) as unknown as typeof setTimeout);
    expect(wait).toBeGreaterThan(METRICS_SEND_DELAY_MS - 50);
    expect(wait).toBeLessThanOrEqual(METRICS_SEND_DELAY_MS);
    stop();
  });
});
