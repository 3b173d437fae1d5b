import type { SiteConfig } from '../schemas/siteConfig.ts';
import { isSnowfallSeason } from './snowfallSeason.ts';

/** A domain file's config as far as the BFF resolves it: the site group with the season only the BFF reads, and customize. */
interface OperatorConfig {
  site: SiteConfig['site'] & { snowfallSeason?: string; showRatingBookmakers?: boolean; ratingBookmakersUrl?: string };
  customize?: SiteConfig['customize'];
}

/**
 * Platform country ids (the balancer's geo, bff/policyLogo.ts) whose people write times on a 12-hour clock. Of the
 * demo's countries (the account module's phone countries) only the United States, id 10; an operator's platform has
 * its own list.
 */
const TWELVE_HOUR_COUNTRY_IDS: ReadonlySet<number> = new Set([10]);

/** What of the request the served config depends on: the server's day and the visitor's geo country. */
export interface ConfigVisit {
  today: Date;
  geoCountryId: number | null;
}

/**
 * The config a domain serves to one visit. The snowfall is on only during its season, and the season itself stays on
 * the server (the browser gets the answer, not the calendar, so the kernel validates and reads nothing more); the
 * bookmaker rating's address is served only where the badge shows, so the footer reads one field;
 * `customize.geo_with_twelve_format` is the visitor's geo's clock, whatever a domain file says, since it is a fact of the
 * visit and not an operator's setting.
 */
export function servedConfig<Config extends OperatorConfig>(config: Config, { today, geoCountryId }: ConfigVisit): Config {
  const { snowfallSeason, ratingBookmakersUrl, ...site } = config.site;
  let served: Config = { ...config, site: site.showRatingBookmakers === true && ratingBookmakersUrl ? { ...site, ratingBookmakersUrl } : site };
  if (snowfallSeason !== undefined) served = { ...served, site: { ...served.site, snowfall: site.snowfall === true && isSnowfallSeason(snowfallSeason, today) } };
  if (config.customize) served = { ...served, customize: { ...config.customize, geo_with_twelve_format: geoCountryId !== null && TWELVE_HOUR_COUNTRY_IDS.has(geoCountryId) } };
  return served;
}
