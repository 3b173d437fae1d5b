import type { Page } from '@playwright/test';
import { throttledMobilePage, type BenchDevice } from './browser.ts';

/** Records LCP and CLS (session windows of 1 s gap, 5 s cap, as web-vitals defines them) from the first byte on. */
function observeVitals() {
  const vitals = { lcp: 0, cls: 0 };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let window_ = { value: 0, first: 0, last: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - window_.last > 1000 || entry.startTime - window_.first > 5000) window_ = { value: 0, first: entry.startTime, last: entry.startTime };
      window_.value += entry.value;
      window_.last = entry.startTime;
      vitals.cls = Math.max(vitals.cls, window_.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export interface PageVitals {
  lcpMs: number;
  cls: number;
  /** Compressed bytes of every script the page loaded. */
  scriptBytes: number;
  /** Each script the page loaded (its path) and its compressed bytes. */
  scripts: Array<{ path: string; bytes: number }>;
}

/** One cold load of a page under the throttled mobile profile. */
export async function measurePage(device: BenchDevice, url: string, ready: (page: Page) => Promise<void>): Promise<PageVitals> {
  const { context, page } = await throttledMobilePage(device);
  await context.addCookies([{ name: 'cookies_agree', value: '1', url }]);
  await page.addInitScript(observeVitals);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  // LCP stops at the first input; a click well outside the content ends its observation the way a user would.
  const result = await page.evaluate(() => {
    const vitals = (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
    return { lcpMs: vitals.lcp, cls: vitals.cls, scriptBytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
  });
  await context.close();
  return result;
}
