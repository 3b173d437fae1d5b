import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { pageKey, type HostRegistries, type PluginHost } from '../plugins/PluginHost.ts';
import { preloadComponent } from '../ui/lazyComponent.ts';
import type { HostStore } from '../store/createHostStore.ts';
import type { TranslationHost } from '../i18n/createTranslations.ts';
import { buildNavigation, parseCookies } from './buildNavigation.ts';
import { KERNEL_PLUGIN } from './kernelRoutes.ts';
import type { RouteTable } from './RouteTable.ts';
import { MAX_REDIRECT_CHAIN } from './routerConstants.ts';
import { orderGuards, runGuards } from './runGuards.ts';

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
 * the page. Guard redirects are followed by the router; one to the current address is blocked as cyclic, and a
 * chain longer than MAX_REDIRECT_CHAIN ends on the error page.
 */
export function createGuardLoader(deps: GuardLoaderDeps) {
  let chain: string[] = [];
  let lastAllowed: string | null = null;

  return async function guardLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    const state = deps.store.getState();
    const navigation = buildNavigation(url, state, deps.routeTable.get(), parseCookies(deps.readCookies()), deps.browserLanguages());
    const { result, decidedBy } = runGuards(orderGuards(deps.registries.guards.values()), navigation, state, deps.log);

    if (result.kind === 'redirect') {
      if (result.to === here) {
        deps.log(`cyclic redirect blocked: guard ${decidedBy} sent ${here} to itself`);
      } else {
        chain.push(here);
        if (chain.length > MAX_REDIRECT_CHAIN) {
          const error = new RedirectLoopError([...chain, result.to]);
          chain = [];
          throw error;
        }
        throw redirect(result.to);
      }
    }
    chain = [];
    if (result.kind === 'not-found') throw data({ guard: decidedBy }, { status: 404 });
    if (result.kind === 'cancel') throw redirect(lastAllowed ?? `/${navigation.resolvedLang}/`);
    lastAllowed = here;

    if (state.app.language !== navigation.resolvedLang) {
      await deps.translations.changeLanguage(navigation.resolvedLang);
      deps.store.dispatch({ type: 'app/languageChanged', language: navigation.resolvedLang });
    }
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
