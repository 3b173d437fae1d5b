import { useMemo, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { NavigationItem, NavigationPlacement } from '../../../schemas/manifest.ts';
import { useHost } from '../../boot/HostContext.ts';
import { HOME_ICON } from '../icons.tsx';
import { type HostState, useRouteHref, useTranslation } from '@host/sdk';

export interface NavigationLink {
  key: string;
  /** The route's address on this domain, in the current language. */
  to: string;
  label: string;
  /** SVG path data (24x24). */
  icon: string | undefined;
  order: number;
  /** Active only on its own address (a link to the language root), not on every address under it. */
  end: boolean;
}

/** Items without a placement are main sections: the header and the bottom bar. */
const DEFAULT_PLACEMENT: readonly NavigationPlacement[] = ['header', 'bottomBar'];

/** The kernel's own item: its home route, first of the main sections. */
const KERNEL_HOME = { route: 'home', labelKey: 'nav_home', icon: HOME_ICON, order: 0, placement: DEFAULT_PLACEMENT } as const;

/**
 * The links of one place of the shell: the kernel's home, then the items plugins declare in their feed entries
 * (plugin.json `navigation`), sorted by `order`. An item is shown only while the domain has its route, so an
 * operator who switches a route or a plugin off loses its link too.
 */
export function useNavigationLinks(placement: NavigationPlacement): NavigationLink[] {
  const { registries } = useHost();
  const version = useSyncExternalStore(registries.navigation.subscribe, registries.navigation.getVersion);
  const hrefOf = useRouteHref();
  const lang = useSelector((state: HostState) => state.app.language);
  const { t } = useTranslation('kernel');
  return useMemo(() => {
    const declared = registries.navigation.keys().flatMap((key) => {
      const item = registries.navigation.get(key);
      return item ? [{ key, item }] : [];
    });
    const candidates: Array<{ key: string; route: string; label: string; icon?: string; order: number; placement: readonly NavigationPlacement[] }> = [
      { key: `kernel:${KERNEL_HOME.route}`, ...KERNEL_HOME, label: t(KERNEL_HOME.labelKey) },
      ...declared.map(({ key, item }: { key: string; item: NavigationItem }) => ({
        key,
        route: item.route,
        label: item.labels[lang] ?? item.labels.en,
        icon: item.icon,
        order: item.order,
        placement: item.placement ?? DEFAULT_PLACEMENT,
      })),
    ];
    return candidates
      .filter((candidate) => candidate.placement.includes(placement))
      .flatMap(({ key, route, label, icon, order }) => {
        const to = hrefOf(route);
        return to ? [{ key, to, label, icon, order, end: to === `/${lang}/` }] : [];
      })
      .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
    // `version` changes with every registration, so that the registry's entries are read again.
  }, [registries, version, hrefOf, lang, t, placement]);
}
