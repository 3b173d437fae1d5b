/** The session-safety rules of the first document (4.3), as pure functions. */

export type RealityCheckAction = 'continue' | 'log_out' | 'nothing';

/** The reality-check call's attributes (POST /web-api/api/web/user/v1/reality-check, `data.attributes`). */
export interface RealityCheckReport {
  action: RealityCheckAction;
  do_not_show_again: boolean;
  /** When the alert was shown, Unix seconds. */
  popup_show_at: number;
}

export interface RealityCheckOutcome {
  report: RealityCheckReport;
  /** Read the limits again and start the timer over (continue without the keep-session flag). */
  restartTimer: boolean;
  /** Stop the timer and disconnect the player (log out). */
  logOut: boolean;
}

/**
 * What the player's answer to the reality check does: `do_not_show_again` is the keep-session flag; continue without
 * it resets the limits and the timer, log out clears the timer and disconnects, nothing only reports.
 */
export function realityCheckOutcome(action: RealityCheckAction, keepSession: boolean, shownAtS: number): RealityCheckOutcome {
  return {
    report: { action, do_not_show_again: keepSession, popup_show_at: shownAtS },
    restartTimer: action === 'continue' && !keepSession,
    logOut: action === 'log_out',
  };
}

/** The reality-check timer runs only for a signed-in player whose timer is over 0 minutes. */
export const isRealityCheckTimerSet = (signedIn: boolean, timerMinutes: number | null): boolean => signedIn && timerMinutes !== null && timerMinutes > 0;

export interface AutoLogoffConfig {
  /** site.isAutoLogoffEnable */
  enabled: boolean;
  /** site.autoLogoffInactiveMinutes */
  inactiveMinutes: number;
}

/** Auto logoff is due when it is enabled and the stored last-active time is older than the configured minutes. */
export function isAutoLogoffDue(config: AutoLogoffConfig, lastActiveMs: number | null, nowMs: number): boolean {
  if (!config.enabled || lastActiveMs === null || !(config.inactiveMinutes > 0)) return false;
  return nowMs - lastActiveMs > config.inactiveMinutes * 60_000;
}
