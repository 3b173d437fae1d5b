import { describe, expect, it } from 'vitest';
import { closeEnough, CPU_RATE_RANGE, describeCalibration, nextRate, REFERENCE_PHONE } from './cpuRate.ts';

describe('the calibrated CPU throttling rate', () => {
  it('slows a machine down by how much faster it runs the workload than the phone', () => {
    expect(nextRate(1, 1584, 264)).toEqual({ rate: 6, limit: null });
    expect(nextRate(1, 1000, 264)).toEqual({ rate: 3.79, limit: null });
  });

  it('corrects a rate from the index it gave: too slow lowers it, too fast raises it', () => {
    expect(nextRate(6, 220, 264)).toEqual({ rate: 5, limit: null });
    expect(nextRate(5, 290.4, 264)).toEqual({ rate: 5.5, limit: null });
  });

  it('cannot speed up a machine slower than the phone: it runs unthrottled and says so', () => {
    expect(nextRate(1, 200, 264)).toEqual({ rate: CPU_RATE_RANGE.min, limit: 'slower than the reference' });
  });

  it('holds the rate at its highest on a machine more than 20 times the phone', () => {
    expect(nextRate(1, 6000, 264)).toEqual({ rate: CPU_RATE_RANGE.max, limit: 'at the highest rate' });
  });

  it('stops within 5 % of the target', () => {
    expect(closeEnough(277, 264)).toBe(true);
    expect(closeEnough(251, 264)).toBe(true);
    expect(closeEnough(280, 264)).toBe(false);
  });

  it('prints the measured index, the rate used and what it gave, and warns when the rate could not reach the phone', () => {
    const steps = [
      { rate: 6, index: 230.5 },
      { rate: 5.22, index: 262.6 },
    ];
    expect(describeCalibration({ unthrottledIndex: 1584.4, rate: 5.22, calibratedIndex: 262.6, limit: null, steps })).toBe(
      `CPU calibration: benchmarkIndex 1584 unthrottled, rate 5.22x gives 263 (reference ${REFERENCE_PHONE.name}: 264; tried 6x 231, 5.22x 263)`,
    );
    expect(describeCalibration({ unthrottledIndex: 200, rate: 1, calibratedIndex: 200, limit: 'slower than the reference', steps: [{ rate: 1, index: 200 }] })).toMatch(
      /rate 1x gives 200 .*; this machine is slower than the reference phone: timings are pessimistic, not comparable$/,
    );
  });
});
