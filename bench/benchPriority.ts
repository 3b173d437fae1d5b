// The bench's own scheduling priority. Calibration (bench/cpuCalibration.ts) holds the speed of a page's main thread,
// but while a page loads that thread shares the machine with Chromium's other threads (network, compositor, raster),
// the bench's server, and whatever else runs there: with one of this machine's two cores kept busy, the script-heavy
// timings rose by 28 % to 88 % at the same calibrated rate. Run above other work, as a benchmark harness pins itself,
// the pages get the cores back and a busy machine measures what a quiet one does. Chromium sets its threads' nice
// values itself, so the bench keeps raising them while it runs (holdStartedPriority).
import { readdirSync, readFileSync } from 'node:fs';
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
    ? `bench priority: nice ${result.nice} for the server, the browser and the databases (${result.threads} threads raised; Chromium's own thread values kept ${-result.nice} steps up), above other work on this machine`
    : `bench priority: normal; ${result.reason}. Timings share the cores with other work on this machine`;
}

/** A thread of a process the bench started, with its nice value now. */
export interface StartedThread {
  threadId: number;
  nice: number;
}

/**
 * The nice value a started thread should have, or null to leave it. Chromium gives its threads nice values of its
 * own as it starts them (0 for most, -8 for the display-critical ones, 5 or 10 for background work), which undoes what
 * they inherited: each is moved BENCH_NICE steps up from the value Chromium chose, so its threads keep their order
 * among themselves and stay above other work. A value at or above the bench's that the bench did not set was inherited
 * from it, and a value the bench set is left until something changes it again.
 */
export function raisedNice(thread: StartedThread, setByBench: number | undefined): number | null {
  if (thread.nice === setByBench) return null;
  if (setByBench === undefined && thread.nice <= BENCH_NICE) return null;
  return Math.max(-20, thread.nice + BENCH_NICE);
}

/** Every thread of every process under `rootPid` (the browser's, the databases'), read from /proc. */
function startedThreads(rootPid: number): StartedThread[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(`/proc/${entry}/stat`);
    if (fields) parentOf.set(Number(entry), Number(fields[1]));
  }
  const under = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (under.has(pid) || !under.has(parent)) continue;
      under.add(pid);
      grew = true;
    }
  }
  under.delete(rootPid);
  return [...under].flatMap((pid) => {
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      return [];
    }
    return threads.flatMap((thread) => {
      const fields = statFields(`/proc/${pid}/task/${thread}/stat`);
      return fields ? [{ threadId: Number(thread), nice: Number(fields[16]) }] : [];
    });
  });
}

/** The fields of a /proc stat line after the command name (which may hold spaces): state first, nice 17th. */
function statFields(path: string): string[] | null {
  try {
    const line = readFileSync(path, 'utf8');
    return line.slice(line.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * While the bench runs, keeps the threads of what it started above other work (raisedNice), looking every
 * `intervalMs`: a new renderer runs at Chromium's value for at most that long. Returns the function that stops it.
 */
export function holdStartedPriority(intervalMs = 100, rootPid = process.pid): () => void {
  const setByBench = new Map<number, number>();
  const timer = setInterval(() => {
    for (const thread of startedThreads(rootPid)) {
      const nice = raisedNice(thread, setByBench.get(thread.threadId));
      if (nice === null) continue;
      try {
        setPriority(thread.threadId, nice);
        setByBench.set(thread.threadId, nice);
      } catch {
        // The thread ended between the read and the call.
      }
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
