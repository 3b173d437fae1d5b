import { pageKey, type HostRegistries } from '../plugins/hostRegistries.ts';
import type { PluginHost } from '../plugins/PluginHost.ts';
import { preloadComponent } from '../ui/lazyComponent.ts';
import type { HostStore } from '../store/createHostStore.ts';
import type { TranslationHost } from '../i18n/createTranslations.ts';
import { buildNavigation } from './buildNavigation.ts';
import { KERNEL_PLUGIN } from './kernelRoutes.ts';
import type { RouteTable } from './RouteTable.ts';
import { MAX_REDIRECT_CHAIN } from './routerConstants.ts';
import { orderGuards, runGuards } from './runGuards.ts';
import { ALLOW, parseCookies } from '@host/sdk';
import { languageChanged } from '@host/sdk';

export interface NavigationGateDeps {
  store: HostStore;
  host: PluginHost;
  registries: HostRegistries;
  routeTable: RouteTable;
  translations: Pick<TranslationHost, 'changeLanguage'>;
  readCookies: () => string;
  browserLanguages: () => readonly string[];
  log: (message: string, detail?: unknown) => void;
}

export class RedirectLoopError extends Error {
  constructor(chain: string[]) {
    super(`too many redirects: ${chain.join(' -> ')}`);
    this.name = 'RedirectLoopError';
  }
}

/** What a navigation comes to once the guards have run: its page, the 404 page, or another address. */
export type NavigationOutcome = { kind: 'render' } | { kind: 'not-found' } | { kind: 'redirect'; to: string };

/**
 * How a navigation ended once the site's own redirects were followed: the page shown, another site to leave for (a
 * guard's redirect to a full address, e.g. a banned player's), or the error that stopped it.
 */
export type SettledOutcome = Exclude<NavigationOutcome, { kind: 'redirect' }> | { kind: 'leave'; to: string } | Error;

/** A redirect stays in the app only to a path of the site: one slash, not a full or protocol-relative address. */
export const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/** One navigation through the gate: the address (path, query and hash) and whether a newer one has replaced it. */
export type NavigationGate = (address: string, signal: AbortSignal) => Promise<NavigationOutcome>;

/**
 * The gate every navigation passes before its page renders (HostRoutes): runs the guards pipeline, then loads the
 * plugin that owns the page and the page's code. A redirect to the current address is blocked as cyclic (and the
 * guards after it still run); a chain longer than MAX_REDIRECT_CHAIN throws RedirectLoopError (the error page).
 */
export function createNavigationGate(deps: NavigationGateDeps): NavigationGate {
  let chain: string[] = [];
  let lastAllowed: string | null = null;
  let returningTo: string | null = null;

  return async function passGate(address, signal) {
    // Appended, not resolved: a path that starts with two slashes stays a path (resolving would read a host from it).
    const url = new URL(`http://host.invalid${address}`);
    const here = `${url.pathname}${url.search}`;
    const state = deps.store.getState();
    const navigation = buildNavigation(url, state, deps.routeTable.get(), parseCookies(deps.readCookies()), deps.browserLanguages());
    const guards = orderGuards(deps.registries.guards.values());

    // A cancelled navigation goes back to the last allowed address, which is then let through as it was.
    let decision = here === returningTo ? { result: ALLOW, decidedBy: null } : runGuards(guards, navigation, state, deps.log);
    returningTo = null;
    const selfRedirecting = new Set<string>();
    while (decision.result.kind === 'redirect' && decision.result.to === here && decision.decidedBy) {
      deps.log(`cyclic redirect blocked: guard ${decision.decidedBy} sent ${here} to itself`);
      selfRedirecting.add(decision.decidedBy);
      decision = runGuards(guards, navigation, state, deps.log, selfRedirecting);
    }
    const { result } = decision;

    if (result.kind === 'redirect') {
      chain.push(here);
      if (chain.length > MAX_REDIRECT_CHAIN) {
        const error = new RedirectLoopError([...chain, result.to]);
        chain = [];
        throw error;
      }
      return { kind: 'redirect', to: result.to };
    }
    chain = [];
    if (result.kind === 'cancel') {
      if (lastAllowed && lastAllowed !== here) {
        returningTo = lastAllowed;
        return { kind: 'redirect', to: lastAllowed };
      }
      deps.log(`guard ${decision.decidedBy} cancelled the first navigation; nothing to go back to, so it goes on`);
    }

    // The path's language is valid by now (the language guard ran): switch to it even for a 404, so that page is
    // in the visitor's language. An aborted navigation (a newer one started) changes nothing.
    if (state.app.language !== navigation.resolvedLang) {
      await deps.translations.changeLanguage(navigation.resolvedLang);
      if (signal.aborted) return { kind: 'render' };
      deps.store.dispatch(languageChanged({ language: navigation.resolvedLang }));
    }
    if (result.kind === 'not-found') return { kind: 'not-found' };
    lastAllowed = here;

    const route = navigation.route;
    if (route && route.plugin !== KERNEL_PLUGIN) {
      await deps.host.ensure(route.plugin);
      // The page's code arrives with the navigation, so the page renders at once instead of through a fallback.
      const page = deps.registries.pages.get(pageKey(route.plugin, route.page ?? route.name));
      if (page) await preloadComponent(page).catch((error: unknown) => deps.log(`page of route ${route.name} failed to load`, error));
    }
    return { kind: 'render' };
  };
}

/** Where the first navigation ends: the gate's redirects within the site followed (the address bar then shows the last one). */
export async function settleFirstNavigation(gate: NavigationGate, address: string): Promise<{ address: string; outcome: SettledOutcome }> {
  const signal = new AbortController().signal;
  for (let current = address; ; ) {
    const outcome = await gate(current, signal).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (outcome instanceof Error || outcome.kind !== 'redirect') return { address: current, outcome };
    if (!isSitePath(outcome.to)) return { address: current, outcome: { kind: 'leave', to: outcome.to } };
    current = outcome.to;
  }
}
