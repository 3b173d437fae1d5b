// The bench's own scheduling priority. Calibration (bench/cpuCalibration.ts) holds the speed of a page's main thread,
// but while a page loads that thread shares the machine with Chromium's other threads (network, compositor, raster),
// the bench's server, and whatever else runs there: with one of this machine's two cores kept busy, the script-heavy
// timings rose by 28 % to 88 % at the same calibrated rate. Run above other work, as a benchmark harness pins itself,
// the pages get the cores back and a busy machine measures what a quiet one does.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Linux's nice value for the bench and all it starts: ten steps above normal gets about 90 % of a contended core. */
export const BENCH_NICE = -10;

export type PriorityResult = { raised: true; nice: number; threads: number } | { raised: false; reason: string };

interface Scheduler {
  /** The ids of the threads of this process (Linux keeps a nice value per thread). */
  threadIds(): number[];
  setNice(threadId: number, nice: number): void;
}

const linuxScheduler: Scheduler = {
  threadIds: () => readdirSync('/proc/self/task').map(Number),
  setNice: (threadId, nice) => setPriority(threadId, nice),
};

/**
 * Raises every thread of this process to BENCH_NICE, before the server and the browser start: a thread or process
 * made after inherits the value of the thread that made it, so Chromium's and the database's processes run there
 * too. Raising needs the right to (root, or CAP_SYS_NICE); without it the bench runs at normal priority and says so.
 */
export function raiseBenchPriority(scheduler: Scheduler = linuxScheduler): PriorityResult {
  let threads: number[];
  try {
    threads = scheduler.threadIds();
  } catch {
    return { raised: false, reason: 'this system has no per-thread priorities to set (no /proc/self/task)' };
  }
  try {
    for (const thread of threads) scheduler.setNice(thread, BENCH_NICE);
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    return { raised: false, reason: `raising it was refused (${code}): run as root or with CAP_SYS_NICE for figures that hold on a busy machine` };
  }
  return { raised: true, nice: BENCH_NICE, threads: threads.length };
}

export function describePriority(result: PriorityResult): string {
  return result.raised
    ? `bench priority: nice ${result.nice} for the server, the browser and the databases (${result.threads} threads raised), above other work on this machine`
    : `bench priority: normal; ${result.reason}. Timings share the cores with other work on this machine`;
}
