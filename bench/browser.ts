import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * DevTools-style mobile throttling of DESIGN.md section 10: Lighthouse's slow 4G (562.5 ms, 1474.56 kbps) on the
 * reference phone's screen. The CPU rate is not here: bench/cpuCalibration.ts measures it for each run.
 */
export const MOBILE_PROFILE = {
  viewport: { width: 412, height: 823 },
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
};

/** Chromium and the CPU throttling rate calibrated on it for this run: what every throttled page runs on. */
export interface BenchDevice {
  browser: Browser;
  cpuRate: number;
}

export async function throttledMobilePage({ browser, cpuRate }: BenchDevice): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: MOBILE_PROFILE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
