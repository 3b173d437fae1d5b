import type { HostState } from '../store/hostState.ts';
import { ALLOW, redirectTo } from '@host/sdk';
import type { Guard, GuardContribution, Navigation } from './guardTypes.ts';
import {
  BLOCK_PAGE_BY_REASON,
  BLOCK_REASON_KEEPING_PATH,
  MAINTENANCE_COOKIE,
  PLATFORM_TYPE_QUERY,
} from './routerConstants.ts';

const BLOCK_PAGES = new Set(Object.values(BLOCK_PAGE_BY_REASON));
const home = (navigation: Navigation) => `/${navigation.resolvedLang}/`;

export function isMaintenanceActive(state: HostState, cookies: Navigation['cookies']): boolean {
  return state.config.site?.maintenance.isActive === true || cookies[MAINTENANCE_COOKIE] === '1';
}

/**
 * Maintenance sends everyone to the maintenance page and lets them go when it ends (access rule 2). A route its
 * plugin flags `maintenanceExempt` in routes.json (the e-mail verification page) stays reachable.
 */
export const maintenanceGuard: Guard = (navigation, state) => {
  const onMaintenancePage = navigation.route?.name === 'maintenance';
  if (isMaintenanceActive(state, navigation.cookies)) {
    if (onMaintenancePage || navigation.route?.maintenanceExempt === true) return ALLOW;
    return redirectTo(`/${navigation.resolvedLang}/maintenance`);
  }
  return onMaintenancePage ? redirectTo(home(navigation)) : ALLOW;
};

/** A block reason sends the visitor to its block page; a block page without a block goes home (rules 1, 3, 4). */
export const blockReasonGuard: Guard = (navigation, state) => {
  // Maintenance takes precedence: its page is shown whatever the block reason, or the two would send each other on.
  if (navigation.route?.name === 'maintenance' && isMaintenanceActive(state, navigation.cookies)) return ALLOW;
  const reason = state.app.blockReason;
  const page = reason === null ? undefined : BLOCK_PAGE_BY_REASON[reason];
  const current = navigation.route?.name ?? '';
  if (page) {
    if (current === page) return ALLOW;
    const keepPath = reason === BLOCK_REASON_KEEPING_PATH && navigation.rest !== '' && BLOCK_PAGES.has(current) === false;
    const query = keepPath ? `?redirect=${encodeURIComponent(`/${navigation.rest}${navigation.search}`)}` : '';
    return redirectTo(`/${navigation.resolvedLang}/${page}${query}`);
  }
  return BLOCK_PAGES.has(current) ? redirectTo(home(navigation)) : ALLOW;
};

/** Every path starts with an allowed language (first document, section 2). */
export const languageGuard: Guard = (navigation) => {
  const suffix = `${navigation.search}${navigation.hash}`;
  if (navigation.lang === null) return redirectTo(`/${navigation.resolvedLang}/${navigation.rest}${suffix}`);
  if (!navigation.allowedLanguages.includes(navigation.lang)) {
    return redirectTo(`/${navigation.resolvedLang}/${navigation.rest}${suffix}`);
  }
  return ALLOW;
};

/** Unknown paths, routes whose feature is off and the config's 404 list answer 404; legacy paths redirect. */
export const routeExistsGuard: Guard = (navigation, state) => {
  const { route } = navigation;
  if (!route) {
    // A platform_type on an address that is no route goes home, without that parameter (first document, 2.10).
    const query = new URLSearchParams(navigation.search);
    if (!query.has(PLATFORM_TYPE_QUERY)) return { kind: 'not-found' };
    query.delete(PLATFORM_TYPE_QUERY);
    const rest = query.toString();
    return redirectTo(`/${navigation.resolvedLang}/${rest ? `?${rest}` : ''}`);
  }
  if (route.feature && state.config.site?.features[route.feature] !== true) return { kind: 'not-found' };
  const notFoundUrls = state.config.site?.site.notFoundUrls ?? [];
  if (notFoundUrls.includes(`/${navigation.rest}`.replace(/\/$/, '') || '/')) return { kind: 'not-found' };
  if (route.redirect) {
    const target = route.redirect.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(navigation.params[name] ?? ''));
    return redirectTo(`/${navigation.resolvedLang}/${target.replace(/\/+$/, '')}${navigation.search}`);
  }
  return ALLOW;
};

/** The kernel's guards, in the order of DESIGN.md section 6; plugin guards follow by their order. */
export const KERNEL_GUARDS: readonly GuardContribution[] = [
  { name: 'maintenance', order: -400, guard: maintenanceGuard },
  { name: 'blockReason', order: -300, guard: blockReasonGuard },
  { name: 'language', order: -200, guard: languageGuard },
  { name: 'routeExists', order: -100, guard: routeExistsGuard },
];
