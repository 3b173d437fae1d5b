import { parseCookies, preferencesChanged, SDK_VERSION, type HttpClient } from '@host/sdk';
import { createConfigGroupLoader } from '../config/configGroups.ts';
import { ServiceDirectory } from '../plugins/ServiceDirectory.ts';
import type { SiteConfig } from '../../schemas/siteConfig.ts';
import { loadBootDocuments, type BootDocuments } from '../config/loadBootDocuments.ts';
import { createTranslations, type TranslationHost } from '../i18n/createTranslations.ts';
import type { ModuleLoader } from '../plugins/moduleLoader.ts';
import { parseManifest } from '../plugins/parseManifest.ts';
import { createRegistries } from '../plugins/hostRegistries.ts';
import { PluginHost } from '../plugins/PluginHost.ts';
import type { StyleHost } from '../plugins/styleHost.ts';
import { createNavigationGate, settleFirstNavigation, type NavigationGate, type SettledOutcome } from '../router/navigationGate.ts';
import { RouteTable } from '../router/RouteTable.ts';
import { initialAppState, type Viewport } from '../store/appSlice.ts';
import { configLoaded } from '../store/configSlice.ts';
import { createHostStore, type HostStore } from '../store/createHostStore.ts';
import { fetchBlockReason } from './blockReason.ts';
import { KERNEL_ASSETS_BASE, LANGUAGE_STORAGE_KEY } from './bootConstants.ts';
import type { HostServices } from './HostContext.ts';
import { readStoredPreferences, saveStoredPreferences } from './storedPreferences.ts';
import { Slot } from '../ui/Slot.tsx';

/** What differs between the browser and a test: where modules, dictionaries and cookies come from. */
export interface HostEnvironment {
  http: HttpClient;
  storage: Storage;
  loader: ModuleLoader;
  styles: StyleHost;
  /** The language to start in (the path's, the stored one, or the browser's). */
  language: string;
  viewport: Viewport;
  pageUrl: string;
  readCookies(): string;
  browserLanguages(): readonly string[];
  fetchDictionary(url: string): Promise<Record<string, string>>;
  production: boolean;
  log(message: string, detail?: unknown): void;
}

export interface BootInputs {
  documents: BootDocuments | Error;
  translations: TranslationHost;
  blockReason: number | null;
}

/** Step 2 of the boot sequence: config, manifest, the kernel dictionary and the block check, all in parallel. */
export async function loadBootInputs(env: HostEnvironment): Promise<BootInputs> {
  const [documents, translations, blockReason] = await Promise.all([
    loadBootDocuments(env.http, env.language, env.storage, env.log).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    createTranslations(env.language, env.fetchDictionary, env.log).then(async (host) => {
      await host.addNamespace('kernel', KERNEL_ASSETS_BASE);
      return host;
    }),
    fetchBlockReason(env.http, env.pageUrl, false, parseCookies(env.readCookies()), env.log),
  ]);
  return { documents, translations, blockReason };
}

export interface StartedHost {
  store: HostStore;
  services: HostServices;
  gate: NavigationGate;
  /** Where the first navigation ended (the address after the guards' redirects) and what it shows. */
  first: { address: string; outcome: SettledOutcome };
}

/**
 * Steps 3 and 4: the store, the boot plugins, the navigation gate. Resolves once the first navigation has passed the
 * guards, so that the first render shows the page and not a fallback.
 */
export async function startHost(env: HostEnvironment, config: SiteConfig, manifestDocument: unknown, inputs: Omit<BootInputs, 'documents'>, fromLastKnownGood: boolean): Promise<StartedHost> {
  const { translations, blockReason } = inputs;
  const routeTable = new RouteTable();
  const services = new ServiceDirectory();
  const app = initialAppState(translations.i18n.language, env.viewport);
  // Where the domain follows the visitor's geo and the geo writes times on a 12-hour clock (config group customize), that
  // is the clock until the player picks one; not stored, so a player who travels gets the new geo's.
  const { customize } = config;
  if (customize?.has_twelve_h_by_geo && customize.geo_with_twelve_format) app.preferences = { ...app.preferences, is12h: true };
  const store = createHostStore({ app: { ...app, blockReason } }, { routes: routeTable, services, Slot }, env.log);
  store.dispatch(configLoaded({ site: config, fromLastKnownGood }));
  // Nothing stored, nothing written: the plugins that own the other preferences read the record only when it exists.
  const stored = readStoredPreferences(env.storage, env.log);
  if (Object.keys(stored).length > 0) store.dispatch(preferencesChanged({ preferences: stored }));
  let lastPreferences = store.getState().app.preferences;
  store.subscribe(() => {
    const { preferences, language } = store.getState().app;
    if (preferences !== lastPreferences) saveStoredPreferences(env.storage, (lastPreferences = preferences));
    if (env.storage.getItem(LANGUAGE_STORAGE_KEY) !== language) env.storage.setItem(LANGUAGE_STORAGE_KEY, language);
  });

  const registries = createRegistries();
  const host = new PluginHost({
    store,
    registries,
    loader: env.loader,
    translations,
    styles: env.styles,
    configGroups: createConfigGroupLoader(env.http, env.log),
    services,
    sdkVersion: SDK_VERSION,
    production: env.production,
    log: env.log,
  });
  const manifest = parseManifest(manifestDocument as { plugins: unknown[]; routes: unknown[] }, env.log);
  routeTable.replace(manifest.routes);
  await host.applyFeed(manifest);

  const hostServices: HostServices = { host, registries, translations, routeTable, log: env.log };
  const gate = createNavigationGate({
    store,
    host,
    registries,
    routeTable,
    translations,
    readCookies: env.readCookies,
    browserLanguages: env.browserLanguages,
    log: env.log,
  });
  const page = new URL(env.pageUrl);
  const first = await settleFirstNavigation(gate, `${page.pathname}${page.search}${page.hash}`);
  return { store, services: hostServices, gate, first };
}
