// A live page under load: 300 live events whose prices move on every poll, on the calibrated phone. The list reply is
// synthesised at the network edge (the page and its polling are the real ones). After the taps on prices, as many on
// a button with an empty handler on the same page: the floor its updates set for any tap.
import type { Page, Route } from '@playwright/test';
import type { EventList, SportEvent } from '../plugins/sports/schemas/sports.ts';
import { median, throttledMobilePage, type BenchDevice } from './browser.ts';
import { addEmptyHandlerControl, clickAsUser, observeInteractions, takeWorstInteractionMs, worstInteractionMs } from './interactions.ts';

export interface LiveUpdateFigures {
  /** Worst interaction (INP) of adding bets to the coupon, median over runs, ms. */
  inpMs: number;
  /** Worst tap on a button with an empty handler on the same page while it updates, median over runs, ms. */
  emptyHandlerInpMs: number;
  /** Main-thread script time per list update (poll, diff, re-render), median over runs, ms. */
  scriptMsPerUpdate: number;
  events: number;
}

const EVENTS = 300;
const CLICKS = 5;
const IDLE_UPDATES_MS = 12_000;
/** A third of the events move on each update, as on a busy live evening. */
const MOVING_SHARE = Number(process.env.BENCH_MOVING_SHARE ?? 3);

function liveEvents(source: readonly SportEvent[], generation: number): SportEvent[] {
  return Array.from({ length: EVENTS }, (_, index) => {
    const base = source[index % source.length];
    const moving = (index + generation) % MOVING_SHARE === 0;
    const shift = moving ? (generation % 2 === 0 ? 0.02 : -0.02) : 0;
    return {
      ...base,
      id: 9_000_000 + index,
      status: 2,
      score: { home: generation % 3, away: index % 2 },
      clock: `${(index % 90) + 1}'`,
      version: moving ? generation : 0,
      markets: base.markets.slice(0, 1).map((market) => ({
        ...market,
        outcomes: market.outcomes.map((outcome) => ({
          ...outcome,
          id: `${9_000_000 + index}:${outcome.id.split(':').slice(1).join(':')}`,
          coef: Math.max(1.01, Math.round((outcome.coef + shift) * 100) / 100),
        })),
      })),
    };
  });
}

type CdpSession = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;

/** Cumulative main-thread script time (seconds) since the session enabled the Performance domain. */
async function scriptSeconds(cdp: CdpSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
}

const TAP_GAP_MS = 800;

async function oneRun(device: BenchDevice, base: string, source: readonly SportEvent[]): Promise<Omit<LiveUpdateFigures, 'events'>> {
  const { context, page } = await throttledMobilePage(device);
  await context.addCookies([{ name: 'cookies_agree', value: '1', url: base }]);
  let updates = 0;
  await page.route('**/line-api/v1/live/events**', (route: Route) => {
    updates += 1;
    const body: EventList = { events: liveEvents(source, updates) };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  await page.addInitScript(observeInteractions);
  await page.goto(`${base}/en/live/football`, { waitUntil: 'load', timeout: 120_000 });
  await page.locator('.event-row').nth(EVENTS - 1).waitFor({ state: 'attached', timeout: 120_000 });

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await scriptSeconds(cdp);
  const updatesBefore = updates;
  await page.waitForTimeout(IDLE_UPDATES_MS);
  const scriptMsPerUpdate = (((await scriptSeconds(cdp)) - before) * 1000) / Math.max(1, updates - updatesBefore);

  for (let click = 0; click < CLICKS; click += 1) {
    // Centred first (clickAsUser), so that neither the sticky header nor the coupon bar covers it when the tap lands.
    await clickAsUser(page, page.locator('.event-row').nth(click * 7).locator('button.odds').first());
    await page.waitForTimeout(TAP_GAP_MS);
  }
  await page.waitForTimeout(500);
  const inpMs = await takeWorstInteractionMs(page);
  const emptyButton = await addEmptyHandlerControl(page, 'button');
  for (let click = 0; click < CLICKS; click += 1) {
    await clickAsUser(page, emptyButton);
    await page.waitForTimeout(TAP_GAP_MS);
  }
  const emptyHandlerInpMs = await worstInteractionMs(page);
  await context.close();
  return { inpMs, emptyHandlerInpMs, scriptMsPerUpdate };
}

/** INP of adding bets and script time per update on /en/live/football with 300 moving live events. */
export async function measureLiveUpdates(device: BenchDevice, base: string, runs: number): Promise<LiveUpdateFigures> {
  const source = ((await (await fetch(`${base}/line-api/v1/line/events?sport=football`)).json()) as EventList).events.filter((event) => event.markets.length > 0);
  if (source.length === 0) throw new Error('no football events to build the live page from');
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await oneRun(device, base, source));
  return { inpMs: median(samples.map((s) => s.inpMs)), emptyHandlerInpMs: median(samples.map((s) => s.emptyHandlerInpMs)), scriptMsPerUpdate: median(samples.map((s) => s.scriptMsPerUpdate)), events: EVENTS };
}
