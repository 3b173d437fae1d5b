import { data, redirect, type LoaderFunctionArgs } from 'react-router';
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

export interface GuardLoaderDeps {
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

/**
 * The root route's loader: runs the guards pipeline before any page renders, then loads the plugin that owns
 * the page. Guard redirects are followed by the router; one to the current address is blocked as cyclic (and the
 * guards after it still run), and a chain longer than MAX_REDIRECT_CHAIN ends on the error page.
 */
export function createGuardLoader(deps: GuardLoaderDeps) {
  let chain: string[] = [];
  let lastAllowed: string | null = null;
  let returningTo: string | null = null;

  return async function guardLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
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
      throw redirect(result.to);
    }
    chain = [];
    if (result.kind === 'cancel') {
      if (lastAllowed && lastAllowed !== here) {
        returningTo = lastAllowed;
        throw redirect(lastAllowed);
      }
      deps.log(`guard ${decision.decidedBy} cancelled the first navigation; nothing to go back to, so it goes on`);
    }

    // The path's language is valid by now (the language guard ran): switch to it even for a 404, so that page is
    // in the visitor's language. An aborted navigation (a newer one started) changes nothing.
    if (state.app.language !== navigation.resolvedLang) {
      await deps.translations.changeLanguage(navigation.resolvedLang);
      if (request.signal.aborted) return null;
      deps.store.dispatch(languageChanged({ language: navigation.resolvedLang }));
    }
    if (result.kind === 'not-found') throw data({ guard: decision.decidedBy }, { status: 404 });
    lastAllowed = here;

    const route = navigation.route;
    if (route && route.plugin !== KERNEL_PLUGIN) {
      await deps.host.ensure(route.plugin);
      // The page's code arrives with the navigation, so the page renders at once instead of through a fallback.
      const page = deps.registries.pages.get(pageKey(route.plugin, route.page ?? route.name));
      if (page) await preloadComponent(page).catch((error: unknown) => deps.log(`page of route ${route.name} failed to load`, error));
    }
    return null;
  };
}
