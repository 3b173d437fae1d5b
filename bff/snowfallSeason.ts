import type { SiteConfig } from '../schemas/siteConfig.ts';

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

/** The site group of a domain file: the kernel's, and the season only the BFF reads. */
type OperatorSite = SiteConfig['site'] & { snowfallSeason?: string };

/**
 * The config a domain serves on `today`: the snowfall is on only during its season, and the season itself stays on the
 * server (the browser gets the answer, not the calendar, so the kernel validates and reads nothing more).
 */
export function servedConfig<Config extends { site: OperatorSite }>(config: Config, today: Date): Config {
  const { snowfallSeason, ...site } = config.site;
  if (snowfallSeason === undefined) return config;
  return { ...config, site: { ...site, snowfall: site.snowfall === true && isSnowfallSeason(snowfallSeason, today) } };
}
