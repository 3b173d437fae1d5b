import type { Preferences } from '@host/sdk';

/**
 * A moment (an ISO string or Unix seconds) moved into the player's time zone of hours from UTC (second document 3),
 * to be read as UTC: a fractional zone (5.5) has no IANA name. Null for what is not a time.
 */
function inPlayersZone(when: string | number, timeZone: number): Date | null {
  const ms = typeof when === 'number' ? when * 1000 : Date.parse(when);
  return Number.isNaN(ms) ? null : new Date(ms + timeZone * 3_600_000);
}

/**
 * A moment as the player reads every time on the site: in the time zone and the clock of their preferences
 * (`timeZone`, `is12h`), not the browser's, with the date in the page language.
 */
export function formatDateTime(lang: string, when: string | number, { timeZone, is12h }: Pick<Preferences, 'timeZone' | 'is12h'>): string {
  return inPlayersZone(when, timeZone)?.toLocaleString(lang, { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short', hour12: is12h }) ?? '';
}

/** The day of a moment in the player's time zone, in the page language. */
export function formatDate(lang: string, when: string | number, { timeZone }: Pick<Preferences, 'timeZone'>): string {
  return inPlayersZone(when, timeZone)?.toLocaleDateString(lang, { timeZone: 'UTC', dateStyle: 'medium' }) ?? '';
}
