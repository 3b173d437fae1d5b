// Calibrated CPU throttling: before the pages are measured, a fixed JavaScript workload is timed in a page, and the
// throttling rate is searched that makes it run as fast as on the reference phone (bench/cpuRate.ts). A fixed 4x on a
// fast machine is a faster phone than 4x on a slow one; the calibrated rate is the same phone on both.
import type { Browser } from '@playwright/test';
import { median } from './browser.ts';
import { closeEnough, nextRate, REFERENCE_PHONE, type CpuCalibration } from './cpuRate.ts';

/** As long as Lighthouse's benchmark (half for each workload): shorter runs vary more. */
const BENCHMARK_MS = 1_000;
/**
 * Each index is the median of this many runs: on a shared machine one run varies by about 10 % at a throttled rate,
 * enough to send a correction the wrong way.
 */
const RUNS_PER_INDEX = 3;
/** The rate search converges in one or two corrections; more would only chase the benchmark's own noise. */
const MAX_STEPS = 4;

/**
 * Lighthouse's benchmarkIndex workload (core/lib/page-functions.js, computeBenchmarkIndex), run in the page: how
 * many times a second a 10,000-character string is built one character at a time (garbage-collector heavy), and an
 * array of 100,000 numbers copied, each divided by 10; the index is their mean. The same workload, so that the
 * phones' published indexes compare. No inner named functions: the page receives this function as text.
 */
function benchmarkIndex(durationMs: number): number {
  const halfMs = durationMs / 2;
  let started = Date.now();
  let strings = 0;
  while (Date.now() - started < halfMs) {
    let text = '';
    for (let char = 0; char < 10_000; char += 1) text += 'a';
    // Keeps the optimiser from dropping a loop whose result is never read.
    if (text.length === 1) throw new Error('unreachable');
    strings += 1;
  }
  const stringsPerTenthSecond = strings / 10 / ((Date.now() - started) / 1000);
  const first: number[] = [];
  const second: number[] = [];
  for (let index = 0; index < 100_000; index += 1) first[index] = second[index] = index;
  started = Date.now();
  let copies = 0;
  // The clock is read every 10th copy only: reading it each time costs some CPUs a measurable share of the loop.
  while (copies % 10 !== 0 || Date.now() - started < halfMs) {
    const [from, to] = copies % 2 === 0 ? [first, second] : [second, first];
    for (let index = 0; index < from.length; index += 1) to[index] = from[index];
    copies += 1;
  }
  const copiesPerTenthSecond = copies / 10 / ((Date.now() - started) / 1000);
  return (Math.round(stringsPerTenthSecond) + Math.round(copiesPerTenthSecond)) / 2;
}

/** A blank page whose benchmarkIndex can be measured at any rate (median of RUNS_PER_INDEX runs). */
async function benchmarkPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const indexAt = async (rate: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const indexes = [];
    for (let run = 0; run < RUNS_PER_INDEX; run += 1) indexes.push(await page.evaluate(benchmarkIndex, BENCHMARK_MS));
    return median(indexes);
  };
  // A first run to let V8 optimise the loops: the phone's index was measured on warm code too.
  await page.evaluate(benchmarkIndex, BENCHMARK_MS);
  return { indexAt, close: () => context.close() };
}

/** The rate at which this machine's Chromium runs the workload as fast as the reference phone. */
export async function calibrateCpu(browser: Browser, targetIndex: number = REFERENCE_PHONE.benchmarkIndex): Promise<CpuCalibration> {
  const { indexAt, close } = await benchmarkPage(browser);
  try {
    const unthrottledIndex = await indexAt(1);
    let step = nextRate(1, unthrottledIndex, targetIndex);
    const steps = [{ rate: step.rate, index: await indexAt(step.rate) }];
    // Throttling does not slow the workload exactly in proportion (the throttler pauses the thread in slices), so
    // the rate is corrected from what it gave until the index is within tolerance.
    while (steps.length < MAX_STEPS && step.limit === null && !closeEnough(steps[steps.length - 1].index, targetIndex)) {
      step = nextRate(step.rate, steps[steps.length - 1].index, targetIndex);
      steps.push({ rate: step.rate, index: await indexAt(step.rate) });
    }
    return { unthrottledIndex, rate: step.rate, calibratedIndex: steps[steps.length - 1].index, limit: step.limit, steps };
  } finally {
    await close();
  }
}

/** The index at the calibrated rate again, after the run: how far the machine's speed moved while it measured. */
export async function benchmarkIndexAt(browser: Browser, rate: number): Promise<number> {
  const { indexAt, close } = await benchmarkPage(browser);
  try {
    return await indexAt(rate);
  } finally {
    await close();
  }
}
