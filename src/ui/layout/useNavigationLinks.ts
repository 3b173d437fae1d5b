import { useMemo, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { useHost } from '../../boot/HostContext.ts';

/** Main sections, shown only when the domain has their route: an operator who switches a plugin off loses its link too. */
const SECTIONS = [
  { route: 'home', labelKey: 'nav_home', icon: '⌂' },
  { route: 'line', labelKey: 'nav_sports', icon: '⚽' },
  { route: 'live', labelKey: 'nav_live', icon: '●' },
  { route: 'casino', labelKey: 'nav_casino', icon: '♠' },
  { route: 'information', labelKey: 'nav_information', icon: 'ℹ' },
] as const;

export function useNavigationLinks() {
  const { routeTable } = useHost();
  const routes = useSyncExternalStore(routeTable.subscribe, routeTable.get);
  const lang = useSelector((state: HostState) => state.app.language);
  return useMemo(() => {
    const byName = new Map(routes.map((route) => [route.name, route]));
    return SECTIONS.flatMap((section) => {
      const route = byName.get(section.route);
      return route ? [{ ...section, to: `/${lang}/${route.path}` }] : [];
    });
  }, [routes, lang]);
}
