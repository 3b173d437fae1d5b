import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { METRICS_SEND_DELAY_MS } from '../analyticsConstants.ts';

/** The metrics sent (second document, section 7: timing and performance metrics go to the collector). */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;

/** ms since navigation start when the page's load event ended (0 before it). */
const loadEnd = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0;

/**
 * Watches the web vitals and sends the values known METRICS_SEND_DELAY_MS after the page's load (the observers read
 * what happened before they started). CLS is sent multiplied by 1000, as the number slots are whole numbers.
 */
export function sendWebVitalsLater(send: (name: string, value: number) => void, setTimer = setTimeout): () => void {
  const latest = new Map<string, number>();
  const keep = (metric: Metric) => latest.set(metric.name, metric.value);
  for (const observe of [onLCP, onINP, onCLS, onTTFB]) observe(keep, { reportAllChanges: true });
  const wait = Math.max(0, (loadEnd() || performance.now()) + METRICS_SEND_DELAY_MS - performance.now());
  const timer = setTimer(() => {
    for (const name of WEB_VITALS) {
      const value = latest.get(name);
      if (value !== undefined) send(name, Math.round(name === 'CLS' ? value * 1000 : value));
    }
  }, wait);
  return () => clearTimeout(timer);
}
