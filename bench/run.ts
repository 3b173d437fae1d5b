// npm run bench [-- --json] [-- --runs N] [-- --check] [-- --platform] [-- --server]: prints the figures of DESIGN.md
// section 10 for the current build, then the player platform's (bets under load on PGlite and PostgreSQL, a
// self-exclusion seen by a second server); --platform prints only those; --server only the servers' throughput and
// latency (bench/serverBench.ts: one shell, three behind nginx, nginx's static ceiling). With --check it exits non-zero when a figure is over its hard limit (bench/budget.ts). Not part of
// `npm test`: timings on a shared machine are for a deliberate run, not for every test run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from '../bff/createServer.ts';
import { LAZY_SHARED } from '../bff/indexHtml.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { launch, median } from './browser.ts';
import { describeBudget, overHardLimit, shownValue, type Budget, type Figure } from './budget.ts';
import { casinoBootBundleBytes, casinoScriptBytes, LOBBY_PATH, lobbyReady } from './casinoLobby.ts';
import { measureSearchTyping } from './casinoSearch.ts';
import { measureLiveUpdates } from './liveUpdates.ts';
import { measurePluginCycles } from './pluginCycles.ts';
import { measureSystemBet } from './systemBet.ts';
import { measureBetLatency, measureBetLatencyOnPostgres, measureExclusionPropagation } from './platform.ts';
import { measurePage } from './webVitals.ts';
import { describeServerFigures, measureServers } from './serverBench.ts';

const KIB = 1024;
const distDir = join(projectRoot, 'dist');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const check = args.includes('--check');
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const platformOnly = args.includes('--platform');
const serverOnly = args.includes('--server');

/** Gzip size of the shared libraries, kernel, SDK and SystemJS that every first visit loads before rendering. */
function criticalPathBytes(): number {
  const host = JSON.parse(readFileSync(join(distDir, 'host.json'), 'utf8')) as {
    importMap: { imports: Record<string, string> };
    system: { url: string };
  };
  const urls = new Set(Object.entries(host.importMap.imports).filter(([name]) => !LAZY_SHARED.has(name)).map(([, url]) => url));
  urls.add(host.system.url);
  return [...urls].reduce((sum, url) => sum + gzipSync(readFileSync(join(distDir, url)), { level: 9 }).length, 0);
}

type AddFigure = (name: string, value: number, unit: string, budget?: Budget) => void;

/** The player platform's figures: bets of 50 players at once on each database, and a self-exclusion across servers. */
async function platformFigures(add: AddFigure): Promise<void> {
  const onPglite = await measureBetLatency({});
  add('bet placed, 50 players at once, PGlite (median)', onPglite.medianMs, 'ms');
  add('bet placed, 50 players at once, PGlite (p99)', onPglite.p99Ms, 'ms');
  const onPostgres = await measureBetLatencyOnPostgres();
  add('bet placed, 50 players at once, PostgreSQL (median)', onPostgres.medianMs, 'ms');
  add('bet placed, 50 players at once, PostgreSQL (p99)', onPostgres.p99Ms, 'ms');
  const propagation = await measureExclusionPropagation(runs);
  add(`self-exclusion seen by a 2nd server, PostgreSQL (median of ${runs})`, propagation.medianMs, 'ms', { hardLimit: 1000 });
}

async function main(): Promise<void> {
  if (serverOnly) {
    const figures = await measureServers();
    console.log(asJson ? JSON.stringify(figures) : describeServerFigures(figures));
    return;
  }
  const figures: Figure[] = [];
  const add: AddFigure = (name, value, unit, budget = {}) => {
    const figure: Figure = { name, value, unit, ...budget };
    figures.push(figure);
    const shown = shownValue(value, unit);
    console.log(asJson ? JSON.stringify({ ...figure, value: shown }) : `${name.padEnd(44)} ${String(shown).padStart(10)} ${unit.padEnd(5)} budget ${describeBudget(budget)}`);
  };
  if (!platformOnly) await browserFigures(add);
  await platformFigures(add);
  const over = overHardLimit(figures);
  if (check && over.length > 0) {
    console.error(`\nover budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else if (check) {
    console.log('\nevery figure is within its hard limit');
  }
}

/** The figures of the pages, measured in Debian's Chromium on the current build. */
async function browserFigures(add: AddFigure): Promise<void> {
  if (!existsSync(join(distDir, 'host.json'))) throw new Error('no build: run "npm run build" first');
  const app = createServer({ root: projectRoot, testMode: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launch();
  try {
    add('kernel critical-path JS (gzip)', criticalPathBytes() / KIB, 'KiB', { hardLimit: 150, goal: 130 });
    const pages = [
      { name: 'home', path: '/en/', ready: (page: import('@playwright/test').Page) => page.getByRole('heading', { name: /Northbet/, level: 1 }).waitFor() },
      { name: 'information page', path: '/en/information/about', ready: (page: import('@playwright/test').Page) => page.locator('.remote-view__body').waitFor() },
    ];
    for (const { name, path, ready } of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measurePage(browser, `${base}${path}`, ready));
      add(`all JS for the first route, mobile, ${name} (gzip)`, median(samples.map((s) => s.scriptBytes)) / KIB, 'KiB', { hardLimit: 170, goal: 150 });
      add(`LCP ${name}, throttled mobile (median of ${runs})`, median(samples.map((s) => s.lcpMs)), 'ms', { hardLimit: 1500 });
      add(`CLS ${name}, throttled mobile (median of ${runs})`, median(samples.map((s) => s.cls)), '', { hardLimit: 0.05 });
    }
    const lobby = [];
    for (let run = 0; run < runs; run += 1) lobby.push(await measurePage(browser, `${base}${LOBBY_PATH}`, lobbyReady));
    add(`LCP casino lobby, throttled mobile (median of ${runs})`, median(lobby.map((s) => s.lcpMs)), 'ms', { hardLimit: 1500 });
    add(`CLS casino lobby, thumbnails loading (median of ${runs})`, median(lobby.map((s) => s.cls)), '', { hardLimit: 0.05 });
    add('casino boot bundle, index.js (gzip)', casinoBootBundleBytes(distDir) / KIB, 'KiB');
    add('casino JS for the first lobby route (gzip)', median(lobby.map((s) => casinoScriptBytes(s.scripts))) / KIB, 'KiB');
    add('all JS for the first route, mobile, casino lobby (gzip)', median(lobby.map((s) => s.scriptBytes)) / KIB, 'KiB');
    const search = await measureSearchTyping(browser, base, Math.min(runs, 3));
    add(`INP typing "${search.query}" in casino search, 4x CPU`, search.inpMs, 'ms', { hardLimit: 100 });
    const cycles = await measurePluginCycles(browser, `${base}/en/information/about`, 'info');
    add(`heap growth after ${cycles.cycles} plugin cycles (after GC)`, cycles.heapGrowthBytes / KIB, 'KiB', { hardLimit: 1024 });
    add(`DOM nodes after ${cycles.cycles} plugin cycles (vs baseline)`, cycles.nodesDelta, 'nodes', { hardLimit: 0 });
    add(`listeners after ${cycles.cycles} plugin cycles (vs baseline)`, cycles.listenersDelta, 'count', { hardLimit: 0 });
    const system = measureSystemBet();
    add('system max win, 40 selections system 20', system.fastMs * 1000, 'µs', { hardLimit: 1000 });
    add(`naive enumeration, ${system.naiveSize}`, system.naiveMs * 1000, 'µs');
    const live = await measureLiveUpdates(browser, base, Math.min(runs, 3));
    add(`INP adding bets, ${live.events} live events, 4x CPU`, live.inpMs, 'ms', { hardLimit: 100, goal: 50 });
    add('script time per live list update, 4x CPU', live.scriptMsPerUpdate, 'ms');
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
