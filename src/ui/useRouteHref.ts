import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { HostState } from '../store/hostState.ts';
import { useRouteSource } from '../sdk/services.ts';

export type RouteParams = Readonly<Record<string, string | number | undefined>>;

/** A pattern's segment: a literal, or a `:name` (`:name?` when optional) parameter. */
type Segment = string | { name: string; optional: boolean };

/** Patterns already split, by pattern: a live list links each of its rows on every update, and the patterns are few. */
const splitPatterns = new Map<string, readonly Segment[]>();

function segmentsOf(pattern: string): readonly Segment[] {
  let segments = splitPatterns.get(pattern);
  if (!segments) {
    segments = pattern.split('/').map((segment) => {
      const param = /^:([A-Za-z0-9_]+)(\?)?$/.exec(segment);
      return param ? { name: param[1], optional: Boolean(param[2]) } : segment;
    });
    splitPatterns.set(pattern, segments);
  }
  return segments;
}

/** Fills a route pattern's `:name` and `:name?` segments; null when a required parameter is missing. */
export function fillRoutePath(pattern: string, params: RouteParams = {}): string | null {
  const filled: string[] = [];
  for (const segment of segmentsOf(pattern)) {
    if (typeof segment === 'string') {
      filled.push(segment);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (!segment.optional) return null;
      continue;
    }
    filled.push(encodeURIComponent(String(value)));
  }
  return filled.join('/');
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
  // The first route of each name, as a search of the table would find it: a list asks once per row.
  const byName = useMemo(() => {
    const first = new Map<string, (typeof routes)[number]>();
    for (const route of routes) if (!first.has(route.name)) first.set(route.name, route);
    return first;
  }, [routes]);
  return useCallback(
    (routeName: string, params?: RouteParams) => {
      const route = byName.get(routeName);
      if (!route) return null;
      const path = fillRoutePath(route.path, params);
      return path === null || hiddenPages.includes(`/${path}`.replace(/\/$/, '') || '/') ? null : `/${lang}/${path}`;
    },
    [byName, lang, hiddenPages],
  );
}
