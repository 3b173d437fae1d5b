/** Every number of the responsible-gaming limits (second document sections 3 and 9, first document 4.3 and 9), named once. */

/** Limit types (second document, "Limit"). */
export const LIMIT_TYPE = {
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
} as const;
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];

export const WAGERING_LIMIT_TYPES: readonly number[] = [LIMIT_TYPE.wagering24h, LIMIT_TYPE.wagering7d, LIMIT_TYPE.wagering30d];
export const LOSS_LIMIT_TYPES: readonly number[] = [LIMIT_TYPE.loss24h, LIMIT_TYPE.loss7d, LIMIT_TYPE.loss30d];
export const DEPOSIT_LIMIT_TYPES: readonly number[] = [LIMIT_TYPE.deposit24h, LIMIT_TYPE.deposit7d, LIMIT_TYPE.deposit30d];
/** The rolling period each deposit limit counts deposits over, in seconds: 24 h, 7 d, 30 d. */
export const DEPOSIT_LIMIT_PERIOD_S: Readonly<Record<number, number>> = {
  [LIMIT_TYPE.deposit24h]: 86_400,
  [LIMIT_TYPE.deposit7d]: 7 * 86_400,
  [LIMIT_TYPE.deposit30d]: 30 * 86_400,
};
/** The limits that close every gambling area while they run (and cannot be cancelled then). */
export const EXCLUSION_LIMIT_TYPES: readonly number[] = [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.timeOut];
/** The "extra" limits the type-37 lock freezes: wagering and loss. */
export const EXTRA_LIMIT_TYPES: readonly number[] = [...WAGERING_LIMIT_TYPES, ...LOSS_LIMIT_TYPES];

export const LIMIT_STATE = { active: 'ACTIVE', pending: 'PENDING', inactive: 'INACTIVE' } as const;
export type LimitState = (typeof LIMIT_STATE)[keyof typeof LIMIT_STATE];

/** The deposit value meaning "no limit". */
export const NO_LIMIT_VALUE = 999_999_999;
/** Self-exclusion durations offered, in days. */
export const SELF_EXCLUSION_DAYS: readonly number[] = [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825];
/** Session limit (31) choices in hours, and the value of "not set". */
export const SESSION_LIMIT_MIN_HOURS = 1;
export const SESSION_LIMIT_MAX_HOURS = 24;
export const SESSION_LIMIT_NOT_SET = -1;
/** Reality-check (32) intervals in minutes. */
export const REALITY_CHECK_MINUTES: readonly number[] = [5, 10, 15, 30, 45, 60];
/** Time-out (33) durations in days. */
export const TIME_OUT_DAYS: readonly number[] = [1, 7, 30];

/** Seconds in a day: durations in days are (end − start) / this. */
export const SECONDS_PER_DAY = 86_400;
/**
 * How long a pending loosening of a limit (COOLING_OFF_LIMIT_TYPES) waits by default: it can be cancelled this long
 * after its start, and is due for approval then. A domain's jurisdiction profile sets its own (`increaseCoolingOffHours`).
 */
export const DEFAULT_INCREASE_COOLING_OFF_S = 86_400;
/**
 * The limits whose loosening (a higher value, or none) waits out the cooling-off and a fresh confirmation, while
 * tightening applies at once (UKGC RTS 12D): wagering, loss, deposit, the session limit and the reality check.
 */
export const COOLING_OFF_LIMIT_TYPES: readonly number[] = [...EXTRA_LIMIT_TYPES, ...DEPOSIT_LIMIT_TYPES, LIMIT_TYPE.sessionLimit, LIMIT_TYPE.realityCheck];

/** Session safety (first document 4.3 and 9). */
export const SESSION_PING_INTERVAL_MS = 30_000;
/** The reality-check timer is read from the server at least this often. */
export const REALITY_CHECK_REREAD_MS = 5 * 60_000;
/** Activity events (for auto logoff) are counted at most once per this many ms. */
export const ACTIVITY_THROTTLE_MS = 100;
/** The session timers pause once the page has been hidden this long. */
export const AWAY_PAUSE_MS = 30_000;

/** How often the page re-checks the clock while an exclusion is set to start, so it starts within a second. */
export const EXCLUSION_START_CHECK_MS = 1_000;

/** How often the page compares the last activity (of any tab) with the auto-logoff limit. */
export const AUTO_LOGOFF_CHECK_MS = 10_000;
