import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { http } from '@host/sdk';
import { saveLastKnownGood } from '../config/lastKnownGood.ts';
import { createDocumentStyleHost } from '../plugins/styleHost.ts';
import { reportPluginErrors } from '../plugins/reportPluginErrors.ts';
import { createSystemModuleLoader } from '../plugins/systemModuleLoader.ts';
import { splitLanguage } from '../router/languages.ts';
import { FALLBACK_LANGUAGE } from '../router/routerConstants.ts';
import { applyBrandbook } from '../ui/brandbook.ts';
import { safeStorage } from '@host/sdk';
import { MOBILE_MODE_MAX_WIDTH } from '../ui/uiConstants.ts';
import { ConfigErrorPage } from '../ui/pages/lazyStatusPages.tsx';
import { App } from './App.tsx';
import { bootErrorCode } from './bootErrorCode.ts';
import { LANGUAGE_STORAGE_KEY } from './bootConstants.ts';
import { watchManifest } from './manifestWatcher.ts';
import { loadBootInputs, startHost, type HostEnvironment } from './startHost.tsx';
import { viewportChanged } from '../store/appSlice.ts';
import { startSagasOnFirstUse } from '../store/startSagasOnFirstUse.ts';

const log = (message: string, detail?: unknown) => console.warn(`[host] ${message}`, detail ?? '');


/**
 * The boot sequence of DESIGN.md section 3 in the browser: SystemJS modules, the page's cookies and storage, the
 * browser's address bar. The first render waits for the first navigation, so the server-rendered shell stays until the
 * real page replaces it.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const storage = safeStorage('localStorage');
  const mobileQuery = window.matchMedia(`(max-width: ${MOBILE_MODE_MAX_WIDTH}px)`);
  const env: HostEnvironment = {
    http,
    storage,
    loader: createSystemModuleLoader(),
    styles: createDocumentStyleHost(document),
    language: splitLanguage(location.pathname).lang ?? storage.getItem(LANGUAGE_STORAGE_KEY) ?? navigator.language.split('-')[0] ?? FALLBACK_LANGUAGE,
    viewport: mobileQuery.matches ? 'mobile' : 'desktop',
    pageUrl: location.href,
    readCookies: () => document.cookie,
    browserLanguages: () => navigator.languages,
    fetchDictionary: (url) => http.request<Record<string, string>>(url),
    production: process.env.NODE_ENV === 'production',
    log,
  };
  const { documents, ...inputs } = await loadBootInputs(env);
  const root = createRoot(container);
  if (documents instanceof Error) {
    log('boot stopped', documents);
    root.render(<ConfigErrorPage error={documents} code={bootErrorCode(documents)} />);
    return;
  }
  applyBrandbook(document.documentElement, documents.config.brandbook);
  const fromLastKnownGood = documents.fromLastKnownGood.length > 0;
  const { store, services, gate, first } = await startHost(env, documents.config, documents.manifest, inputs, fromLastKnownGood);
  // The guards' redirects of the first navigation replace the address the visitor came in at.
  if (first.address !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', first.address);
  reportPluginErrors(store);
  startSagasOnFirstUse(store);
  mobileQuery.addEventListener('change', () => store.dispatch(viewportChanged({ viewport: mobileQuery.matches ? 'mobile' : 'desktop' })));
  root.render(<App store={store} services={services} gate={gate} first={first.outcome} Router={BrowserRouter} />);

  const watcher = watchManifest(http, services.host, services.routeTable, documents.manifest, log);
  if (!fromLastKnownGood) saveLastKnownGood(storage, documents.config, documents.manifest, Date.now());
  if (document.querySelector('meta[name="host-test-mode"]')) {
    Object.assign(window, { __host: { store, host: services.host, registries: services.registries, routeTable: services.routeTable, watcher } });
  }
}
