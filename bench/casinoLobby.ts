// The casino lobby (/en/casino) on the throttled phone: when its first screen counts as drawn for LCP, and a short
// scroll afterwards so that thumbnails load while they are on screen, where a picture without a fixed box would show
// as layout shift.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export const LOBBY_PATH = '/en/casino';
const CASINO_SCRIPTS = '/plugins/casino/';
/** Screens scrolled after the first one has drawn; each brings rows the virtualised grid mounts only then. */
const SCROLL_SCREENS = 3;
/** Long enough on the throttled network for a screen of thumbnails to be asked for and arrive while in view. */
const SCROLL_PAUSE_MS = 1_200;

/** The grid's first screen drawn (its pictures loaded), then a few screens down, a pause at each. */
export async function lobbyReady(page: Page): Promise<void> {
  await page.locator('.casino-grid [data-testid="casino-card"] img').first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('.casino-grid img')]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    undefined,
    { timeout: 120_000 },
  );
  for (let screen = 0; screen < SCROLL_SCREENS; screen += 1) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(SCROLL_PAUSE_MS);
  }
}

/** Compressed bytes of the casino plugin's scripts among those a page loaded. */
export const casinoScriptBytes = (scripts: ReadonlyArray<{ path: string; bytes: number }>): number =>
  scripts.filter((script) => script.path.startsWith(CASINO_SCRIPTS)).reduce((sum, script) => sum + script.bytes, 0);

/** Gzip size of the casino plugin's boot bundle: the index.js of its current build, what activation loads first. */
export function casinoBootBundleBytes(distDir: string): number {
  const published = JSON.parse(readFileSync(join(distDir, 'plugins', 'casino', 'current.json'), 'utf8')) as { entry: { url: string } };
  return gzipSync(readFileSync(join(distDir, published.entry.url)), { level: 9 }).length;
}
