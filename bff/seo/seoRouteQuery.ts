import type { RouteEntry } from '../../schemas/manifest.ts';
import type { SeoQuery } from '../../schemas/seo.ts';

/** The SEO-call fields a page's route implies (second document: stream, section, menuSection, subsectionId, championshipId, matchId). */
export type SeoRouteQuery = Pick<SeoQuery, 'stream' | 'section' | 'menuSection' | 'subsectionId' | 'championshipId' | 'matchId'>;

/** A route parameter is passed on only when it is a plain slug or id: it is address input. */
const SLUG = /^[\w-]{1,100}$/;
const ID = /^[0-9]{1,12}$/;

/**
 * What the matched manifest route and its parameters say of a page, for the SEO calls: the page metadata starts from
 * it (a plugin's describer adds what only its data knows, such as the id of a championship addressed by its slug) and
 * answers it back in the page data's `page`, which the client sends with its next calls for the page (the kernel
 * knows no product's routes). `section` is the route's first name segment; `stream` the sports feed of a
 * line or live page; `menuSection` the menu entry inside the section (a sport, a menu section, or the fixed page of
 * a section such as `information.about`); `subsectionId` a casino category; `championshipId` and `matchId` ids in
 * the address.
 */
export function seoRouteQuery(route: Pick<RouteEntry, 'name' | 'path'>, params: Readonly<Record<string, string | undefined>>): SeoRouteQuery {
  const slug = (...names: string[]) => names.map((name) => params[name]).find((value) => value !== undefined && SLUG.test(value));
  const id = (name: string) => (params[name] !== undefined && ID.test(params[name]) ? params[name] : undefined);
  const [section, entry] = route.name.split('.');
  const query: SeoRouteQuery = {
    section,
    stream: section === 'line' || section === 'live' ? section : undefined,
    menuSection: slug('menuSection', 'sport', 'discipline') ?? (route.path.includes(':') ? undefined : entry),
    subsectionId: slug('subcategory'),
    championshipId: id('champ'),
    matchId: id('game'),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as SeoRouteQuery;
}
