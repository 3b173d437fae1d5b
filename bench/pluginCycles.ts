import type { Page } from '@playwright/test';
import type { launch } from './browser.ts';

type Browser = Awaited<ReturnType<typeof launch>>;

const WARM_UP_CYCLES = 20;

export interface CycleFigures {
  heapGrowthBytes: number;
  nodesDelta: number;
  listenersDelta: number;
  cycles: number;
}

interface HostHandle {
  host: { deactivate(id: string): Promise<void>; ensure(id: string): Promise<void> };
}

async function cycle(page: Page, pluginId: string, times: number): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    await page.evaluate(async (id) => {
      const { host } = (window as unknown as { __host: HostHandle }).__host;
      await host.deactivate(id);
      await host.ensure(id);
    }, pluginId);
    await page.locator('.remote-view__body').waitFor();
  }
}

/** 50 deactivate/activate cycles of a plugin on one of its pages: heap after GC, DOM nodes and listeners. */
export async function measurePluginCycles(browser: Browser, url: string, pluginId: string, cycles = 50): Promise<CycleFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'cookies_agree', value: '1', url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForFunction(() => 'host' in ((window as unknown as { __host?: object }).__host ?? {}));
  // Warm-up: the first cycles let the JIT compile the hot paths; compiled code is not a leak and should not count.
  await cycle(page, pluginId, WARM_UP_CYCLES);
  const settle = async () => {
    await page.waitForTimeout(300);
    for (let pass = 0; pass < 3; pass += 1) await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const counters = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
    return { heap: heap.usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners };
  };
  const before = await settle();
  await cycle(page, pluginId, cycles);
  const after = await settle();
  await context.close();
  return {
    heapGrowthBytes: after.heap - before.heap,
    nodesDelta: after.nodes - before.nodes,
    listenersDelta: after.listeners - before.listeners,
    cycles,
  };
}
