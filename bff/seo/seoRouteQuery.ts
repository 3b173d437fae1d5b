import type { RouteEntry } from '../../schemas/manifest.ts';
import type { SeoQuery } from '../../schemas/seo.ts';

/** The SEO-call fields a page's route implies (second document: stream, section, menuSection, subsectionId, championshipId, matchId). */
export type SeoRouteQuery = Pick<SeoQuery, 'stream' | 'section' | 'menuSection' | 'subsectionId' | 'championshipId' | 'matchId'>;

/**
 * What any manifest route says of a page, for the SEO calls: `section` is the first segment of the route's name, and a
 * route without parameters names its entry in that section (`information.about` -> `about`). The page metadata starts
 * from it, the plugin's describer adds what only its routes and data know (a sports feed, a sport, a championship's
 * id behind its slug, a casino category), and the page data answers it back in `page`, which the client sends with
 * its next calls for the page (the kernel knows no product's routes).
 */
export function seoRouteQuery(route: Pick<RouteEntry, 'name' | 'path'>): SeoRouteQuery {
  const [section, entry] = route.name.split('.');
  return entry === undefined || route.path.includes(':') ? { section } : { section, menuSection: entry };
}
