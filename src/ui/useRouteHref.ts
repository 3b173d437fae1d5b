import { useCallback, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { useHost } from '../boot/HostContext.ts';

/**
 * Links by route name: the address of a route on this domain (its path may be renamed by the operator), or null
 * when the domain does not have it (its plugin is off), so the shell never links to a 404.
 */
export function useRouteHref(): (routeName: string) => string | null {
  const { routeTable } = useHost();
  const routes = useSyncExternalStore(routeTable.subscribe, routeTable.get);
  const lang = useSelector((state: HostState) => state.app.language);
  return useCallback(
    (routeName: string) => {
      const route = routes.find((candidate) => candidate.name === routeName);
      if (!route) return null;
      const path = route.path.replace(/\/:[^/]+\?/g, '');
      return path.includes(':') ? null : `/${lang}/${path}`;
    },
    [routes, lang],
  );
}
