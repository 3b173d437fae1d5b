/** The preferences that decide how a time is shown (second document: `timeZone` in hours from UTC, `is12h`). */
export interface TimePreferences {
  timeZone: number;
  is12h: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A start time in the bettor's chosen time zone (not the browser's): "21:45" or "9:45 PM", with the day as
 * "22.11" when it is not today in that zone, or always when `dated` (a bet's record: read later, on another day).
 */
export function formatEventTime(startsAt: number, preferences: TimePreferences, now: number = Date.now(), dated = false): string {
  const shift = preferences.timeZone * 3_600_000;
  const at = new Date(startsAt * 1000 + shift);
  const today = new Date(now + shift);
  const hours = at.getUTCHours();
  const clock = preferences.is12h
    ? `${hours % 12 === 0 ? 12 : hours % 12}:${pad(at.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
    : `${pad(hours)}:${pad(at.getUTCMinutes())}`;
  const sameDay = at.getUTCFullYear() === today.getUTCFullYear() && at.getUTCMonth() === today.getUTCMonth() && at.getUTCDate() === today.getUTCDate();
  return sameDay && !dated ? clock : `${pad(at.getUTCDate())}.${pad(at.getUTCMonth() + 1)} ${clock}`;
}
