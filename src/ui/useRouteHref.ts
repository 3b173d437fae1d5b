import { useCallback, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { HostState } from '../store/hostState.ts';
import { useRouteSource } from '../sdk/services.ts';

export type RouteParams = Readonly<Record<string, string | number | undefined>>;

/** Fills a route pattern's `:name` and `:name?` segments; null when a required parameter is missing. */
export function fillRoutePath(pattern: string, params: RouteParams = {}): string | null {
  let missing = false;
  const path = pattern
    .split('/')
    .flatMap((segment) => {
      const param = /^:([A-Za-z0-9_]+)(\?)?$/.exec(segment);
      if (!param) return [segment];
      const value = params[param[1]];
      if (value === undefined || value === '') {
        if (!param[2]) missing = true;
        return [];
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return missing ? null : path;
}

const NO_HIDDEN_PAGES: readonly string[] = [];

/**
 * Links by route name: the address of a route on this domain (its path may be renamed by the operator), or null
 * when the domain does not have it (its plugin is off), lists its address as not found (`site.notFoundUrls`, what the
 * route guard answers with the 404 page) or a parameter is missing, so the shell never links to a 404.
 */
export function useRouteHref(): (routeName: string, params?: RouteParams) => string | null {
  const routeTable = useRouteSource();
  const routes = useSyncExternalStore(routeTable.subscribe, routeTable.get);
  const lang = useSelector((state: HostState) => state.app.language);
  const hiddenPages = useSelector((state: HostState) => state.config.site?.site.notFoundUrls ?? NO_HIDDEN_PAGES);
  return useCallback(
    (routeName: string, params?: RouteParams) => {
      const route = routes.find((candidate) => candidate.name === routeName);
      if (!route) return null;
      const path = fillRoutePath(route.path, params);
      return path === null || hiddenPages.includes(`/${path}`.replace(/\/$/, '') || '/') ? null : `/${lang}/${path}`;
    },
    [routes, lang, hiddenPages],
  );
}
