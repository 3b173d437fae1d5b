import { matchRoutes } from 'react-router';
import type { RouteEntry } from '../../schemas/manifest.ts';
import type { HostState } from '../store/hostState.ts';
import type { Navigation } from './guardTypes.ts';
import { bestLanguage, languagesForVisitor, splitLanguage } from './languages.ts';

export function matchRouteEntry(routes: readonly RouteEntry[], rest: string): { route: RouteEntry; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(routes.map((route) => ({ path: route.path, route })), `/${rest}`);
  const leaf = matches?.at(-1);
  if (!leaf) return null;
  return { route: (leaf.route as { route: RouteEntry }).route, params: leaf.params };
}

/** Everything the guards need to know about one navigation. */
export function buildNavigation(
  url: URL,
  state: HostState,
  routes: readonly RouteEntry[],
  cookies: Record<string, string>,
  browserLanguages: readonly string[],
): Navigation {
  const { lang, rest } = splitLanguage(url.pathname);
  const site = state.config.site;
  const allowed = site ? languagesForVisitor(site.lng, cookies, state.session.userId !== null) : [state.app.language];
  let resolvedLang: string;
  if (lang !== null && allowed.includes(lang)) resolvedLang = lang;
  else if (lang === null && allowed.includes(state.app.language)) resolvedLang = state.app.language;
  else resolvedLang = bestLanguage(browserLanguages, allowed, site?.lng.default ?? state.app.language);
  const match = matchRouteEntry(routes, rest.replace(/\/+$/, ''));
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    lang,
    resolvedLang,
    allowedLanguages: allowed,
    rest,
    route: match?.route ?? null,
    params: match?.params ?? {},
    cookies,
  };
}
