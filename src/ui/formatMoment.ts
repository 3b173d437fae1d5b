import type { Preferences } from '../store/kernelState.ts';

/** The preferences that decide how every time on the site is shown (second document 3: hours from UTC, 12-hour clock). */
export type TimePreferences = Pick<Preferences, 'timeZone' | 'is12h'>;

/**
 * A moment (an ISO string, or Unix seconds) moved into the player's time zone of hours from UTC, to be read as UTC:
 * a fractional zone (5.5) has no IANA name. Null for what is not a time.
 */
function inPlayersZone(when: string | number, timeZone: number): Date | null {
  const ms = typeof when === 'number' ? when * 1000 : Date.parse(when);
  return Number.isNaN(ms) ? null : new Date(ms + timeZone * 3_600_000);
}

/**
 * A moment as the player reads every record on the site (bets, payments, sessions, limits, draws): in the time zone
 * and the clock of their preferences, not the browser's, with the date in the page language, its month in words so that
 * no reader takes the day for the month ("Nov 28, 2026, 20:40", "28 нояб. 2026 г., 20:40").
 * Empty for what is not a time.
 */
export function formatDateTime(lang: string, when: string | number, { timeZone, is12h }: TimePreferences): string {
  return inPlayersZone(when, timeZone)?.toLocaleString(lang, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short', hour12: is12h }) ?? '';
}

/** The day of a moment in the player's time zone, in the page language ("Nov 28, 2026"). */
export function formatDate(lang: string, when: string | number, { timeZone }: Pick<TimePreferences, 'timeZone'>): string {
  return inPlayersZone(when, timeZone)?.toLocaleDateString(lang, { timeZone: 'UTC', dateStyle: 'medium' }) ?? '';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A start time on a list of games, kept short for rows: the clock alone ("21:45", "9:45 PM") when the moment falls
 * today in the player's zone, with the day and month before it ("23.11 00:45") when it does not.
 */
export function formatStartTime(when: number, { timeZone, is12h }: TimePreferences, now: number = Date.now()): string {
  const at = inPlayersZone(when, timeZone);
  if (!at) return '';
  const today = new Date(now + timeZone * 3_600_000);
  const hours = at.getUTCHours();
  const clock = is12h ? `${hours % 12 === 0 ? 12 : hours % 12}:${pad(at.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}` : `${pad(hours)}:${pad(at.getUTCMinutes())}`;
  const sameDay = at.getUTCFullYear() === today.getUTCFullYear() && at.getUTCMonth() === today.getUTCMonth() && at.getUTCDate() === today.getUTCDate();
  return sameDay ? clock : `${pad(at.getUTCDate())}.${pad(at.getUTCMonth() + 1)} ${clock}`;
}
