import type { Preferences } from '@host/sdk';

/**
 * A moment (an ISO string or Unix seconds) as the player reads every time on the site: in the time zone and the clock
 * of their preferences (second document 3: `timeZone` in hours from UTC, `is12h`), not the browser's, with the date
 * in the page language.
 */
export function formatDateTime(lang: string, when: string | number, { timeZone, is12h }: Pick<Preferences, 'timeZone' | 'is12h'>): string {
  const ms = typeof when === 'number' ? when * 1000 : Date.parse(when);
  if (Number.isNaN(ms)) return '';
  // A zone of hours from UTC has no IANA name when it is fractional (5.5): the moment is shifted, then read as UTC.
  return new Date(ms + timeZone * 3_600_000).toLocaleString(lang, { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short', hour12: is12h });
}

export function formatDate(lang: string, when: string | number): string {
  const date = typeof when === 'number' ? new Date(when * 1000) : new Date(when);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(lang, { dateStyle: 'medium' });
}
