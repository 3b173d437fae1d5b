import type { Locator, Page } from '@playwright/test';

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

/** The longest interaction so far, then counting starts afresh: the page's figure is taken before the empty handler's. */
export function takeWorstInteractionMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const worst = (window as unknown as { __inp: { ms: number } }).__inp;
    const ms = worst.ms;
    worst.ms = 0;
    return ms;
  });
}

/**
 * Puts a control with an empty handler over the page, in view: an interaction with it costs only what the page
 * around it costs (input delay while its own work runs, then the next frame), which is the floor of the page's INP.
 */
export async function addEmptyHandlerControl(page: Page, kind: 'button' | 'input'): Promise<Locator> {
  await page.evaluate((tag) => {
    const control = document.createElement(tag);
    control.id = 'bench-empty-handler';
    control.textContent = tag === 'button' ? 'empty' : '';
    control.style.cssText = 'position:fixed;top:40%;left:25%;width:50%;height:48px;z-index:2147483647';
    control.addEventListener(tag === 'button' ? 'click' : 'input', () => undefined);
    document.body.append(control);
  }, kind);
  return page.locator('#bench-empty-handler');
}

/**
 * A click as the browser receives it from a finger or mouse: the control is centred in view, two frames pass, then
 * raw input lands on its centre. Playwright's `locator.click()` would add its own in-page work to the interaction it
 * measures: it puts capture listeners on the page that run a hit test (`elementsFromPoint`) inside the very
 * pointerdown, pointerup and click being timed. On the live page that was 6 to 12 ms of each tap at 4x
 * (docs/figures.md).
 */
export async function clickAsUser(page: Page, control: Locator): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await control.boundingBox();
  if (!box) throw new Error('the control to click is not on screen');
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
