// Typing in the casino search (/en/casino-search) on the calibrated phone, key by key: the first word brings a page
// of the 1,605-game catalogue into the grid, the next keys land while those results are drawn and then narrow them.
// Then the same keys into a field with an empty handler on the same page: the floor the page itself sets.
import type { Page } from '@playwright/test';
import { median, throttledMobilePage, type BenchDevice } from './browser.ts';
import { addEmptyHandlerControl, observeInteractions, takeWorstInteractionMs, worstInteractionMs } from './interactions.ts';

export interface SearchTypingFigures {
  /** Worst key press (INP) while typing the query, median over runs, ms. */
  inpMs: number;
  /** Worst key press of the same keys into a field with an empty handler on the same page, median over runs, ms. */
  emptyHandlerInpMs: number;
  query: string;
}

/** Its first word matches 202 games, the whole query 65: both a full first page. */
const FIRST_WORD = 'gold';
const REST = 'en lynx';
/** Between two keys, as a quick thumb types. */
const KEY_GAP_MS = 150;
/** After the first word: the reply arrives over the throttled network and the grid is drawn. */
const READ_PAUSE_MS = 2_500;

async function typeKeys(page: Page, text: string): Promise<void> {
  for (const key of text) {
    await page.keyboard.type(key);
    await page.waitForTimeout(KEY_GAP_MS);
  }
}

async function oneRun(device: BenchDevice, base: string): Promise<{ inpMs: number; emptyHandlerInpMs: number }> {
  const { context, page } = await throttledMobilePage(device);
  await context.addCookies([{ name: 'cookies_agree', value: '1', url: base }]);
  await page.addInitScript(observeInteractions);
  await page.goto(`${base}/en/casino-search`, { waitUntil: 'load', timeout: 120_000 });
  const input = page.locator('input.casino-search__input');
  await input.waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  // Focus without a tap: the tap would be an interaction of its own, and the page focuses the field itself.
  await input.focus();
  await typeKeys(page, FIRST_WORD);
  await page.getByTestId('casino-search-count').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(READ_PAUSE_MS);
  await typeKeys(page, REST);
  await page.waitForFunction((query) => new URL(location.href).searchParams.get('q') === query, `${FIRST_WORD}${REST}`, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const inpMs = await takeWorstInteractionMs(page);
  await (await addEmptyHandlerControl(page, 'input')).focus();
  await typeKeys(page, `${FIRST_WORD}${REST}`);
  await page.waitForTimeout(1_000);
  const emptyHandlerInpMs = await worstInteractionMs(page);
  await context.close();
  return { inpMs, emptyHandlerInpMs };
}

/** INP of typing a query into the casino search, median of `runs` cold runs. */
export async function measureSearchTyping(device: BenchDevice, base: string, runs: number): Promise<SearchTypingFigures> {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await oneRun(device, base));
  return { inpMs: median(samples.map((s) => s.inpMs)), emptyHandlerInpMs: median(samples.map((s) => s.emptyHandlerInpMs)), query: `${FIRST_WORD}${REST}` };
}
