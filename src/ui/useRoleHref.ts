import { useSyncExternalStore } from 'react';
import { useRouteHref } from '@host/sdk';
import { useHost } from '../boot/HostContext.ts';

/**
 * Parts a route may play for the kernel (routes.json `role`): the kernel links to whichever route of the domain
 * plays the part, never to a plugin's route by its name. A role names a part of the kernel's own UI, not a product
 * page: which page a brand puts there is its plugins' configuration.
 */
export const ROUTE_ROLES = {
  /** The cookie policy, linked from the cookie notice. */
  cookiesPolicy: 'cookiesPolicy',
  /** Where the download banner on phones leads (the info plugin puts its mobile apps page there). */
  downloadBannerLink: 'downloadBannerLink',
} as const;

export type RouteRole = (typeof ROUTE_ROLES)[keyof typeof ROUTE_ROLES];

/** The address of the first route of the domain that plays `role`, or null when none does (its plugin is off). */
export function useRoleHref(role: RouteRole): string | null {
  const { routeTable } = useHost();
  const routes = useSyncExternalStore(routeTable.subscribe, routeTable.get);
  const hrefOf = useRouteHref();
  const route = routes.find((candidate) => candidate.role === role && candidate.redirect === undefined);
  return route ? hrefOf(route.name) : null;
}
