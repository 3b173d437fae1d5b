import { describe, expect, it } from 'vitest';
import * as constants from './limitsConstants.ts';

describe('the limits constants (second document 3 and 9, first document 4.3 and 9)', () => {
  it('pins the limit types and states', () => {
    expect(constants.LIMIT_TYPE).toEqual({
      wagering24h: 1,
      wagering7d: 2,
      wagering30d: 3,
      loss24h: 10,
      loss7d: 11,
      loss30d: 12,
      deposit24h: 20,
      deposit7d: 21,
      deposit30d: 22,
      selfExclusion: 30,
      sessionLimit: 31,
      realityCheck: 32,
      timeOut: 33,
      extraLimitsLock: 37,
    });
    expect(constants.DEPOSIT_LIMIT_TYPES).toEqual([20, 21, 22]);
    expect(constants.DEPOSIT_LIMIT_PERIOD_S).toEqual({ 20: 86_400, 21: 604_800, 22: 2_592_000 });
    expect(constants.EXCLUSION_LIMIT_TYPES).toEqual([30, 33]);
    expect(constants.EXTRA_LIMIT_TYPES).toEqual([1, 2, 3, 10, 11, 12]);
    expect(constants.LIMIT_STATE).toEqual({ active: 'ACTIVE', pending: 'PENDING', inactive: 'INACTIVE' });
  });

  it('pins the values and durations', () => {
    expect(constants.NO_LIMIT_VALUE).toBe(999999999);
    expect(constants.SELF_EXCLUSION_DAYS).toEqual([1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825]);
    expect([constants.SESSION_LIMIT_MIN_HOURS, constants.SESSION_LIMIT_MAX_HOURS, constants.SESSION_LIMIT_NOT_SET]).toEqual([1, 24, -1]);
    expect(constants.REALITY_CHECK_MINUTES).toEqual([5, 10, 15, 30, 45, 60]);
    expect(constants.TIME_OUT_DAYS).toEqual([1, 7, 30]);
    expect(constants.SECONDS_PER_DAY).toBe(86400);
    expect(constants.DEFAULT_INCREASE_COOLING_OFF_S).toBe(86400);
  });

  it('pins the session-safety timings', () => {
    expect(constants.SESSION_PING_INTERVAL_MS).toBe(30_000);
    expect(constants.REALITY_CHECK_REREAD_MS).toBe(300_000);
    expect(constants.ACTIVITY_THROTTLE_MS).toBe(100);
    expect(constants.AWAY_PAUSE_MS).toBe(30_000);
    expect(constants.EXCLUSION_START_CHECK_MS).toBe(1_000);
    expect(constants.AUTO_LOGOFF_CHECK_MS).toBe(10_000);
  });
});
