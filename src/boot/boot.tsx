import { createRoot } from 'react-dom/client';
import { createConfigGroupLoader, http, SDK_VERSION } from '@host/sdk';
import { loadBootDocuments } from '../config/loadBootDocuments.ts';
import { saveLastKnownGood } from '../config/lastKnownGood.ts';
import { createTranslations } from '../i18n/createTranslations.ts';
import { parseManifest } from '../plugins/parseManifest.ts';
import { createRegistries, PluginHost } from '../plugins/PluginHost.ts';
import { createDocumentStyleHost } from '../plugins/styleHost.ts';
import { createSystemModuleLoader } from '../plugins/systemModuleLoader.ts';
import { parseCookies } from '../router/buildNavigation.ts';
import { createGuardLoader } from '../router/guardLoader.ts';
import { splitLanguage } from '../router/languages.ts';
import { FALLBACK_LANGUAGE } from '../router/routerConstants.ts';
import { RouteTable } from '../router/RouteTable.ts';
import { initialAppState, type Viewport } from '../store/appSlice.ts';
import { createHostStore } from '../store/createHostStore.ts';
import { applyBrandbook } from '../ui/brandbook.ts';
import { notificationsSaga } from '../ui/notifications/notificationSagas.ts';
import { MOBILE_MODE_MAX_WIDTH } from '../ui/uiConstants.ts';
import { App, createHostRouter } from './App.tsx';
import { fetchBlockReason } from './blockReason.ts';
import { KERNEL_ASSETS_BASE, LANGUAGE_STORAGE_KEY } from './bootConstants.ts';
import { ConfigErrorPage } from './ConfigErrorPage.tsx';
import type { HostServices } from './HostContext.ts';
import { watchManifest } from './manifestWatcher.ts';
import { readStoredPreferences, saveStoredPreferences } from './storedPreferences.ts';

const log = (message: string, detail?: unknown) => console.warn(`[host] ${message}`, detail ?? '');

function safeStorage(): Storage {
  try {
    localStorage.getItem('');
    return localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      get length() { return memory.size; },
      clear: () => memory.clear(),
      getItem: (key) => memory.get(key) ?? null,
      key: (index) => [...memory.keys()][index] ?? null,
      removeItem: (key) => void memory.delete(key),
      setItem: (key, value) => void memory.set(key, value),
    };
  }
}

async function fetchDictionary(url: string): Promise<Record<string, string>> {
  return http.request<Record<string, string>>(url);
}

/**
 * The boot sequence of DESIGN.md section 3: config, manifest, kernel dictionary and block check in parallel;
 * then the store, the boot plugins, the router (guards run on the first navigation) and the first render.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const storage = safeStorage();
  const cookies = parseCookies(document.cookie);
  const pathLang = splitLanguage(location.pathname).lang;
  const language = pathLang ?? storage.getItem(LANGUAGE_STORAGE_KEY) ?? navigator.language.split('-')[0] ?? FALLBACK_LANGUAGE;

  const [documents, translations, blockReason] = await Promise.all([
    loadBootDocuments(http, language, storage, log).catch((error: unknown) => error as Error),
    createTranslations(language, fetchDictionary, log).then(async (host) => {
      await host.addNamespace('kernel', KERNEL_ASSETS_BASE);
      return host;
    }),
    fetchBlockReason(http, location.href, false, cookies, log),
  ]);

  const root = createRoot(container);
  if (documents instanceof Error) {
    log('boot stopped', documents);
    root.render(<ConfigErrorPage error={documents} />);
    return;
  }

  const mobileQuery = window.matchMedia(`(max-width: ${MOBILE_MODE_MAX_WIDTH}px)`);
  const viewportOf = (): Viewport => (mobileQuery.matches ? 'mobile' : 'desktop');
  const store = createHostStore({ app: { ...initialAppState(language, viewportOf()), blockReason } }, log);
  store.dispatch({ type: 'config/loaded', site: documents.config, fromLastKnownGood: documents.fromLastKnownGood.length > 0 });
  store.dispatch({ type: 'app/preferencesChanged', preferences: readStoredPreferences(storage, log) });
  mobileQuery.addEventListener('change', () => store.dispatch({ type: 'app/viewportChanged', viewport: viewportOf() }));
  let lastPreferences = store.getState().app.preferences;
  store.subscribe(() => {
    const { preferences, language: current } = store.getState().app;
    if (preferences !== lastPreferences) saveStoredPreferences(storage, (lastPreferences = preferences));
    if (storage.getItem(LANGUAGE_STORAGE_KEY) !== current) storage.setItem(LANGUAGE_STORAGE_KEY, current);
  });
  store.runSaga('kernel', notificationsSaga);
  applyBrandbook(document.documentElement, documents.config.brandbook);

  const registries = createRegistries();
  const routeTable = new RouteTable();
  const host = new PluginHost({
    store,
    registries,
    loader: createSystemModuleLoader(),
    translations,
    styles: createDocumentStyleHost(document),
    configGroups: createConfigGroupLoader(http, log),
    sdkVersion: SDK_VERSION,
    production: process.env.NODE_ENV === 'production',
    log,
  });
  const manifest = parseManifest(documents.manifest as { plugins: unknown[]; routes: unknown[] }, log);
  routeTable.replace(manifest.routes);
  await host.applyFeed(manifest);

  const services: HostServices = { host, registries, translations, routeTable, log };
  const guardLoader = createGuardLoader({
    store,
    host,
    registries,
    routeTable,
    translations,
    readCookies: () => document.cookie,
    browserLanguages: () => navigator.languages,
    log,
  });
  const router = createHostRouter(services, guardLoader);
  // Render once the first navigation has settled, so the server-rendered shell stays until real content replaces it.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
  root.render(<App store={store} services={services} initialRouter={router} guardLoader={guardLoader} />);
  const watcher = watchManifest(http, host, routeTable, documents.manifest, log);
  if (documents.fromLastKnownGood.length === 0) saveLastKnownGood(storage, documents.config, documents.manifest, Date.now());

  if (document.querySelector('meta[name="host-test-mode"]')) {
    Object.assign(window, { __host: { store, host, registries, routeTable, watcher } });
  }
}
