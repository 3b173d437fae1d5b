import type { Page } from '@playwright/test';

/**
 * Records the longest interaction (Event Timing entries that carry an interactionId, 16 ms and up) from the first
 * byte on; with fewer than 50 interactions on a page, that is its INP. Runs in the page (`page.addInitScript`).
 */
export function observeInteractions() {
  const worst = { ms: 0 };
  (window as unknown as { __inp: typeof worst }).__inp = worst;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId: number }>) {
      if (entry.interactionId > 0) worst.ms = Math.max(worst.ms, entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** The longest interaction observeInteractions saw so far, ms. */
export function worstInteractionMs(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __inp: { ms: number } }).__inp.ms);
}
