/** `MM-DD` as a number that orders the days of a year (12-01 -> 1201). */
const monthDayNumber = (monthDay: string) => Number(monthDay.replace('-', ''));

/**
 * Whether `today` falls in `season` (a domain file's site.snowfallSeason, `MM-DD/MM-DD`, both days included); a season
 * whose end comes before its start runs over the new year. No season: all year.
 */
export function isSnowfallSeason(season: string | undefined, today: Date): boolean {
  if (!season) return true;
  const [from, to] = season.split('/').map(monthDayNumber);
  const day = (today.getMonth() + 1) * 100 + today.getDate();
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}
