// The CPU throttling rate that makes this machine's Chromium as fast as the reference phone, from Lighthouse's
// benchmarkIndex (bench/cpuCalibration.ts measures it). Pure, so that the rule is unit-tested apart from a browser.

/**
 * The phone the timings stand for: the Moto G Power class whose screen (412x823) the bench already emulates, as
 * Lighthouse's mobile profile does. 264 is its benchmarkIndex as Chrome DevTools' CPU calibration targets it
 * (CalibrationController's low-tier device, "Moto G Power 2022"); Lighthouse's published mid-tier bracket is 125-800.
 */
export const REFERENCE_PHONE = { name: 'Moto G Power (2022)', benchmarkIndex: 264 } as const;

/**
 * Chrome takes rates from 1 (no throttling: it cannot make a CPU faster) up; above 20 the throttler's slices get so
 * coarse that a machine would need to be 20 times the phone, far beyond any desktop Lighthouse lists (2,000 at most).
 */
export const CPU_RATE_RANGE = { min: 1, max: 20 } as const;

/** Close enough: the benchmark itself varies by about this much from one run to the next. */
export const CALIBRATION_TOLERANCE = 0.05;

export type RateLimit = 'slower than the reference' | 'at the highest rate' | null;

/** Chrome keeps hundredths of a rate and drops the rest: a rate given in hundredths is the rate printed and used. */
const hundredths = (rate: number) => Math.round(rate * 100) / 100;

/**
 * The next rate to try: the benchmark's index falls about in proportion to the rate, so the rate is scaled by how far
 * the index measured at `rate` is from the target. Clamped to CPU_RATE_RANGE, saying which end held it.
 */
export function nextRate(rate: number, indexAtRate: number, targetIndex: number): { rate: number; limit: RateLimit } {
  const wanted = (rate * indexAtRate) / targetIndex;
  if (wanted < CPU_RATE_RANGE.min) return { rate: CPU_RATE_RANGE.min, limit: 'slower than the reference' };
  if (wanted > CPU_RATE_RANGE.max) return { rate: CPU_RATE_RANGE.max, limit: 'at the highest rate' };
  return { rate: hundredths(wanted), limit: null };
}

export const closeEnough = (index: number, targetIndex: number): boolean => Math.abs(index - targetIndex) <= targetIndex * CALIBRATION_TOLERANCE;

export interface CpuCalibration {
  /** benchmarkIndex of this machine's Chromium, unthrottled (median of a few runs). */
  unthrottledIndex: number;
  /** The rate every measured page runs at. */
  rate: number;
  /** benchmarkIndex measured at that rate: what the pages got, against the reference phone's. */
  calibratedIndex: number;
  limit: RateLimit;
  /** Each rate tried and the index it gave, the last one the rate used. */
  steps: ReadonlyArray<{ rate: number; index: number }>;
}

/** One line printed with every run: the machine, the rate, what it gave, and whether the rate could reach the phone. */
export function describeCalibration(calibration: CpuCalibration, phone: { name: string; benchmarkIndex: number } = REFERENCE_PHONE): string {
  const tried = calibration.steps.map((step) => `${step.rate}x ${Math.round(step.index)}`).join(', ');
  const base = `CPU calibration: benchmarkIndex ${Math.round(calibration.unthrottledIndex)} unthrottled, rate ${calibration.rate}x gives ${Math.round(calibration.calibratedIndex)} (reference ${phone.name}: ${phone.benchmarkIndex}; tried ${tried})`;
  if (calibration.limit === 'slower than the reference') return `${base}; this machine is slower than the reference phone: timings are pessimistic, not comparable`;
  if (calibration.limit === 'at the highest rate') return `${base}; the rate is held at ${CPU_RATE_RANGE.max}x: timings are optimistic, not comparable`;
  return base;
}
