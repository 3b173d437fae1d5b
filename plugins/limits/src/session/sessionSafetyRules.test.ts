import { describe, expect, it } from 'vitest';
import { isAutoLogoffDue, isRealityCheckTimerSet, realityCheckOutcome } from './sessionSafetyRules.ts';

describe('the reality check', () => {
  it('restarts the timer on continue without the keep flag, and reports do_not_show_again false', () => {
    expect(realityCheckOutcome('continue', false, 100)).toEqual({
      report: { action: 'continue', do_not_show_again: false, popup_show_at: 100 },
      restartTimer: true,
      logOut: false,
    });
  });

  it('does not restart it on continue with the keep flag', () => {
    expect(realityCheckOutcome('continue', true, 100)).toEqual({ report: { action: 'continue', do_not_show_again: true, popup_show_at: 100 }, restartTimer: false, logOut: false });
  });

  it('logs out on log_out, and does nothing but report on nothing', () => {
    expect(realityCheckOutcome('log_out', false, 100)).toMatchObject({ restartTimer: false, logOut: true });
    expect(realityCheckOutcome('nothing', false, 100)).toMatchObject({ restartTimer: false, logOut: false });
  });

  it('sets the timer only for a signed-in player with a timer over 0', () => {
    expect(isRealityCheckTimerSet(true, 15)).toBe(true);
    expect(isRealityCheckTimerSet(true, 0)).toBe(false);
    expect(isRealityCheckTimerSet(true, null)).toBe(false);
    expect(isRealityCheckTimerSet(false, 15)).toBe(false);
  });
});

describe('auto logoff', () => {
  const config = { enabled: true, inactiveMinutes: 20 };
  const now = 10_000_000;

  it('is due once the last activity is older than the configured minutes, not at exactly that age', () => {
    expect(isAutoLogoffDue(config, now - 20 * 60_000, now)).toBe(false);
    expect(isAutoLogoffDue(config, now - 20 * 60_000 - 1, now)).toBe(true);
  });

  it('is never due when disabled or with no stored activity', () => {
    expect(isAutoLogoffDue({ ...config, enabled: false }, 0, now)).toBe(false);
    expect(isAutoLogoffDue(config, null, now)).toBe(false);
  });
});
