// Typing in the casino search (/en/casino-search) on a 4x-throttled phone, key by key: the first word brings a page
// of the 1,605-game catalogue into the grid, the next keys land while those results are drawn and then narrow them.
import type { Page } from '@playwright/test';
import { median, throttledMobilePage, type launch } from './browser.ts';
import { observeInteractions, worstInteractionMs } from './interactions.ts';

type Browser = Awaited<ReturnType<typeof launch>>;

export interface SearchTypingFigures {
  /** Worst key press (INP) while typing the query, median over runs, ms. */
  inpMs: number;
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

async function oneRun(browser: Browser, base: string): Promise<number> {
  const { context, page } = await throttledMobilePage(browser);
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
  const inpMs = await worstInteractionMs(page);
  await context.close();
  return inpMs;
}

/** INP of typing a query into the casino search, median of `runs` cold runs. */
export async function measureSearchTyping(browser: Browser, base: string, runs: number): Promise<SearchTypingFigures> {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await oneRun(browser, base));
  return { inpMs: median(samples), query: `${FIRST_WORD}${REST}` };
}
