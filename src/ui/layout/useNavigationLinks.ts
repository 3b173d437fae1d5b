import { useMemo } from 'react';
import { useRouteHref } from '@host/sdk';

/** Main sections, shown only when the domain has their route: an operator who switches a plugin off loses its link too. */
const SECTIONS = [
  { route: 'home', labelKey: 'nav_home', icon: '⌂' },
  { route: 'line', labelKey: 'nav_sports', icon: '⚽' },
  { route: 'live', labelKey: 'nav_live', icon: '●' },
  { route: 'casino', labelKey: 'nav_casino', icon: '♠' },
  { route: 'information', labelKey: 'nav_information', icon: 'ℹ' },
] as const;

export function useNavigationLinks() {
  const hrefOf = useRouteHref();
  return useMemo(
    () =>
      SECTIONS.flatMap((section) => {
        const to = hrefOf(section.route);
        return to ? [{ ...section, to }] : [];
      }),
    [hrefOf],
  );
}
