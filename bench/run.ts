// npm run bench [-- --json] [-- --runs N] [-- --check] [-- --fixed-4x] [-- --platform] [-- --server]: prints the figures of DESIGN.md
// section 10 for the current build, then the player platform's (bets under load on PGlite and PostgreSQL, a
// self-exclusion seen by a second server); --platform prints only those; --server only the servers' throughput and
// latency (bench/serverBench.ts: one shell, three behind nginx, nginx's static ceiling). Each run first measures how
// fast this machine is against the reference phone (bench/cpuCalibration.ts), and prints it; the pages run at the
// rate that makes this machine the phone, or, with --fixed-4x, at the fixed 4x of the figures taken before
// calibration. Each LCP is set beside that of the same HTML and CSS without scripts, each INP beside an empty
// handler's on the same page. With --check it prints how far each figure is from its hard limit and goal, and exits
// non-zero when one is over its hard limit (bench/budget.ts).
// Not part of `npm test`: timings are for a deliberate run, not every test run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from '../bff/createServer.ts';
import { LAZY_SHARED } from '../bff/indexHtml.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import type { Page } from '@playwright/test';
import { baselineUrl, serveBaselinePages } from './baselinePage.ts';
import { launch, median, type BenchDevice } from './browser.ts';
import { describeBudget, describeComparison, describeDistance, overHardLimit, shownValue, type Budget, type Comparison, type Figure } from './budget.ts';
import { casinoBootBundleBytes, casinoScriptBytes, LOBBY_PATH, lobbyReady } from './casinoLobby.ts';
import { measureSearchTyping } from './casinoSearch.ts';
import { benchmarkIndexAt, calibrateCpu } from './cpuCalibration.ts';
import { describeCalibration } from './cpuRate.ts';
import { measureLiveUpdates } from './liveUpdates.ts';
import { bytesByGroup, describeGroups, moduleGroupOf, type HostImportMap } from './moduleGroups.ts';
import { measurePluginCycles } from './pluginCycles.ts';
import { measureSystemBet } from './systemBet.ts';
import { measureBetLatency, measureBetLatencyOnPostgres, measureExclusionPropagation } from './platform.ts';
import { measurePage, type PageVitals } from './webVitals.ts';
import { describeServerFigures, measureServers } from './serverBench.ts';

const KIB = 1024;
const distDir = join(projectRoot, 'dist');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const check = args.includes('--check');
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const platformOnly = args.includes('--platform');
const serverOnly = args.includes('--server');
/** The pages' CPU: the rate that makes this machine the reference phone; --fixed-4x compares with earlier figures. */
const calibrated = !args.includes('--fixed-4x');
const FIXED_CPU_RATE = 4;
const profile = calibrated ? 'calibrated' : 'throttled 4x';

const readHostBuild = () => JSON.parse(readFileSync(join(distDir, 'host.json'), 'utf8')) as HostImportMap;

/** Gzip size of the shared libraries, kernel, SDK and SystemJS that every first visit loads before rendering. */
function criticalPathBytes(): number {
  const host = readHostBuild();
  const urls = new Set(Object.entries(host.importMap.imports).filter(([name]) => !LAZY_SHARED.has(name)).map(([, url]) => url));
  urls.add(host.system.url);
  return [...urls].reduce((sum, url) => sum + gzipSync(readFileSync(join(distDir, url)), { level: 9 }).length, 0);
}

type AddFigure = (name: string, value: number, unit: string, budget?: Budget, against?: Comparison) => void;
/** A line that is not a figure (the calibration, a breakdown); in --json, an object of its own. */
type AddNote = (line: string, data: Record<string, unknown>) => void;

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
  const add: AddFigure = (name, value, unit, budget = {}, against) => {
    const figure: Figure = { name, value, unit, ...budget, ...(against && { against }) };
    figures.push(figure);
    const shown = shownValue(value, unit);
    const beside = against ? `  ${describeComparison(value, unit, against)}` : '';
    console.log(asJson ? JSON.stringify({ ...figure, value: shown }) : `${name.padEnd(60)} ${String(shown).padStart(10)} ${unit.padEnd(5)} budget ${describeBudget(budget)}${beside}`);
  };
  const note: AddNote = (line, data) => console.log(asJson ? JSON.stringify(data) : line);
  if (!platformOnly) await browserFigures(add, note);
  await platformFigures(add);
  if (check) console.log(`\nhow far each figure is from its budget:\n${figures.flatMap((figure) => describeDistance(figure) ?? []).map((line) => `  ${line}`).join('\n')}`);
  const over = overHardLimit(figures);
  if (check && over.length > 0) {
    console.error(`\nover budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else if (check) {
    console.log('\nevery figure is within its hard limit');
  }
}

type Ready = (page: Page) => Promise<void>;
const noWait: Ready = async () => undefined;
const BASELINE_LABEL = 'the same HTML and CSS without scripts';
const EMPTY_HANDLER = (value: number): Comparison => ({ label: 'an empty handler on the same page', value, zeroMeans: 'under 16 ms (not reported)' });

/** `runs` cold loads of a page, then of its baseline (the same HTML and CSS without scripts; fewer, as it varies less). */
async function measureWithBaseline(device: BenchDevice, url: string, ready: Ready): Promise<{ samples: PageVitals[]; baselineLcpMs: number }> {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measurePage(device, url, ready));
  const baseline = [];
  for (let run = 0; run < Math.min(runs, 3); run += 1) baseline.push(await measurePage(device, baselineUrl(url), noWait));
  return { samples, baselineLcpMs: median(baseline.map((s) => s.lcpMs)) };
}

/** The first route's bytes by module group, from the load of median size (a late script may join one load only). */
function noteFirstRouteGroups(note: AddNote, name: string, samples: readonly PageVitals[]): void {
  const middle = median(samples.map((s) => s.scriptBytes));
  const load = samples.reduce((closest, s) => (Math.abs(s.scriptBytes - middle) < Math.abs(closest.scriptBytes - middle) ? s : closest));
  const groups = bytesByGroup(load.scripts, moduleGroupOf(readHostBuild()));
  note(`  ${name}, by module group (gzip): ${describeGroups(groups)}`, { name: `first route by module group, ${name}`, groups });
}

/** The figures of the pages, measured in Debian's Chromium on the current build, on the CPU `profile` names. */
async function browserFigures(add: AddFigure, note: AddNote): Promise<void> {
  if (!existsSync(join(distDir, 'host.json'))) throw new Error('no build: run "npm run build" first');
  const app = createServer({ root: projectRoot, testMode: true });
  serveBaselinePages(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launch();
  try {
    const calibration = await calibrateCpu(browser);
    note(describeCalibration(calibration), { calibration });
    const cpuRate = calibrated ? calibration.rate : FIXED_CPU_RATE;
    if (!calibrated) note(`pages run at the fixed ${FIXED_CPU_RATE}x CPU (--fixed-4x; calibrated, they would run at ${calibration.rate}x)`, { cpuRate });
    const device: BenchDevice = { browser, cpuRate };
    add('kernel critical-path JS (gzip)', criticalPathBytes() / KIB, 'KiB', { hardLimit: 150, goal: 130 });
    const pages: Array<{ name: string; path: string; ready: Ready }> = [
      { name: 'home', path: '/en/', ready: (page) => page.getByRole('heading', { name: /Northbet/, level: 1 }).waitFor() },
      { name: 'information page', path: '/en/information/about', ready: (page) => page.locator('.remote-view__body').waitFor() },
    ];
    for (const { name, path, ready } of pages) {
      const { samples, baselineLcpMs } = await measureWithBaseline(device, `${base}${path}`, ready);
      add(`all JS for the first route, mobile, ${name} (gzip)`, median(samples.map((s) => s.scriptBytes)) / KIB, 'KiB', { hardLimit: 170, goal: 150 });
      noteFirstRouteGroups(note, name, samples);
      add(`LCP ${name}, ${profile} mobile (median of ${runs})`, median(samples.map((s) => s.lcpMs)), 'ms', { hardLimit: 1500 }, { label: BASELINE_LABEL, value: baselineLcpMs });
      add(`CLS ${name}, ${profile} mobile (median of ${runs})`, median(samples.map((s) => s.cls)), '', { hardLimit: 0.05 });
    }
    const lobby = await measureWithBaseline(device, `${base}${LOBBY_PATH}`, lobbyReady);
    add(`LCP casino lobby, ${profile} mobile (median of ${runs})`, median(lobby.samples.map((s) => s.lcpMs)), 'ms', { hardLimit: 1500, goal: 1200 }, { label: BASELINE_LABEL, value: lobby.baselineLcpMs });
    add(`CLS casino lobby, thumbnails loading (median of ${runs})`, median(lobby.samples.map((s) => s.cls)), '', { hardLimit: 0.05 });
    add('casino boot bundle, index.js (gzip)', casinoBootBundleBytes(distDir) / KIB, 'KiB');
    add('casino JS for the first lobby route (gzip)', median(lobby.samples.map((s) => casinoScriptBytes(s.scripts))) / KIB, 'KiB');
    add('all JS for the first route, mobile, casino lobby (gzip)', median(lobby.samples.map((s) => s.scriptBytes)) / KIB, 'KiB');
    noteFirstRouteGroups(note, 'casino lobby', lobby.samples);
    const search = await measureSearchTyping(device, base, Math.min(runs, 3));
    add(`INP typing "${search.query}" in casino search, ${profile} CPU`, search.inpMs, 'ms', { hardLimit: 100 }, EMPTY_HANDLER(search.emptyHandlerInpMs));
    const cycles = await measurePluginCycles(browser, `${base}/en/information/about`, 'info');
    add(`heap growth after ${cycles.cycles} plugin cycles (after GC)`, cycles.heapGrowthBytes / KIB, 'KiB', { hardLimit: 1024 });
    add(`DOM nodes after ${cycles.cycles} plugin cycles (vs baseline)`, cycles.nodesDelta, 'nodes', { hardLimit: 0 });
    add(`listeners after ${cycles.cycles} plugin cycles (vs baseline)`, cycles.listenersDelta, 'count', { hardLimit: 0 });
    const system = measureSystemBet();
    add('system max win, 40 selections system 20', system.fastMs * 1000, 'µs', { hardLimit: 1000 });
    add(`naive enumeration, ${system.naiveSize}`, system.naiveMs * 1000, 'µs');
    const live = await measureLiveUpdates(device, base, Math.min(runs, 3));
    add(`INP adding bets, ${live.events} live events, ${profile} CPU`, live.inpMs, 'ms', { hardLimit: 100, goal: 50 }, EMPTY_HANDLER(live.emptyHandlerInpMs));
    add(`script time per live list update, ${profile} CPU`, live.scriptMsPerUpdate, 'ms', { goal: 16 });
    const indexAfter = await benchmarkIndexAt(browser, cpuRate);
    note(`CPU checked after the pages: rate ${cpuRate}x now gives benchmarkIndex ${Math.round(indexAfter)}`, { calibrationCheck: { rate: cpuRate, index: indexAfter } });
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
