const DAY_MS = 86_400_000;

/**
 * The day a moment falls on in the player's zone (the `timeZone` preference, hours from UTC), counted in days since
 * 1 January 1970 there: two moments share a heading when their numbers are equal.
 */
export function dayNumberOf(whenMs: number, timeZone: number): number {
  return Math.floor((whenMs + timeZone * 3_600_000) / DAY_MS);
}

/**
 * A day's heading over a list of games: "Today", "Tomorrow", else the weekday and date in the page's language
 * ("Monday, 30 November"), which is the player's day since `day` was counted in their zone.
 */
export function dayHeading(day: number, today: number, lang: string, words: { today: string; tomorrow: string }): string {
  if (day === today) return words.today;
  if (day === today + 1) return words.tomorrow;
  return new Date(day * DAY_MS).toLocaleDateString(lang, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
}
