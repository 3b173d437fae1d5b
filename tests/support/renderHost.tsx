/// <reference types="vite/client" />
import { act, render, type RenderResult } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { App } from '../../src/boot/App.tsx';
import { loadBootInputs, startHost, type HostEnvironment, type StartedHost } from '../../src/boot/startHost.tsx';
import { createHttpClient } from '../../src/http/httpClient.ts';
import type { ModuleLoader } from '../../src/plugins/moduleLoader.ts';
import { createDocumentStyleHost } from '../../src/plugins/styleHost.ts';
import { SDK_VERSION, type DefinedPlugin, type RouteEntry } from '@host/sdk';
import type { NavigationItem, PluginFeedEntry } from '../../schemas/manifest.ts';
import { bffFetch, patchScenario, projectRoot } from './bffFetch.ts';

/** Plugin sources, loaded in process as the "bundles" of the feed (vite resolves the pattern at transform time). */
const pluginModules = import.meta.glob('../../plugins/*/src/index.ts');

const idFromUrl = (url: string) => url.split('/')[2];

/** A plugin defined inside a test (not a folder of plugins/): its definition, its routes and how it activates. */
export interface TestPlugin {
  plugin: DefinedPlugin;
  routes?: RouteEntry[];
  activation?: PluginFeedEntry['activation'];
  /** When a deferred one activates, as a plugin.json `deferral` declares it. */
  deferral?: PluginFeedEntry['deferral'];
  /** Its navigation items, as a plugin.json `navigation` declares them. */
  navigation?: NavigationItem[];
}

/** Loads plugins from their sources instead of SystemJS bundles; everything else is the real kernel. */
const sourceLoaderWith = (testPlugins: readonly TestPlugin[]): ModuleLoader => ({
  import: ({ url }) => {
    const testPlugin = testPlugins.find(({ plugin }) => plugin.id === idFromUrl(url));
    if (testPlugin) return Promise.resolve({ default: testPlugin.plugin });
    const load = pluginModules[`../../plugins/${idFromUrl(url)}/src/index.ts`];
    if (!load) return Promise.reject(new Error(`no plugin source for ${url}`));
    return load();
  },
  unload: () => undefined,
  classifyFailure: async () => ({ type: 'evaluation' }),
});

/** Dictionaries come from the source folders the build copies them from (`/kernel/i18n/en.json`, `/plugins/<id>/<version>/i18n/en.json`). */
async function dictionaryFromSources(url: string): Promise<Record<string, string>> {
  const segments = url.split('/');
  const fileName = segments.at(-1)!;
  const folder = segments[1] === 'kernel' ? join(projectRoot, 'src', 'i18n', 'dictionaries') : join(projectRoot, 'plugins', segments[2], 'i18n');
  return JSON.parse(readFileSync(join(folder, fileName), 'utf8')) as Record<string, string>;
}

/** The manifest the BFF would serve for these plugins, built from their routes.json and plugin.json. */
function manifestFor(pluginIds: readonly string[], testPlugins: readonly TestPlugin[]) {
  const fromFolders = pluginIds.map((id) => {
    const meta = JSON.parse(readFileSync(join(projectRoot, 'plugins', id, 'plugin.json'), 'utf8')) as Record<string, unknown>;
    return { id, version: meta.version, url: `/plugins/${id}/${meta.version}/index.js`, integrity: `sha384-${'T'.repeat(64)}`, hostApi: meta.hostApi, activation: meta.activation, ...(meta.deferral ? { deferral: meta.deferral } : {}), configGroups: meta.configGroups ?? [], provides: meta.provides ?? [], navigation: meta.navigation ?? [] };
  });
  const fromTests = testPlugins.map(({ plugin, activation, deferral, navigation }) => {
    const version = '1.0.0';
    return { id: plugin.id, version, url: `/plugins/${plugin.id}/${version}/index.js`, integrity: `sha384-${'T'.repeat(64)}`, hostApi: SDK_VERSION, activation: activation ?? 'boot', ...(deferral ? { deferral } : {}), configGroups: [], provides: plugin.provides?.map((provision) => provision.ref.id) ?? [], navigation: navigation ?? [] };
  });
  const routes = [
    ...pluginIds.flatMap((id) => JSON.parse(readFileSync(join(projectRoot, 'plugins', id, 'routes.json'), 'utf8')) as unknown[]),
    ...testPlugins.flatMap((testPlugin) => testPlugin.routes ?? []),
  ];
  return { version: 'test', plugins: [...fromFolders, ...fromTests], routes };
}

/**
 * The address bar of a host under test: where it is, and a navigation that resolves once the gate has let it through
 * and its page is shown (or the 404 or error page).
 */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: string): Promise<void>;
}

export interface HostUnderTest extends RenderResult {
  host: StartedHost & { router: TestRouter };
}

/** A memory router at `address`, and the test's handle on it (what the browser's address bar and links would do). */
function testRouter(address: string) {
  let location: Location | null = null;
  let navigate: ((to: string) => unknown) | null = null;
  let settled: Array<() => void> = [];
  function AddressBar() {
    location = useLocation();
    navigate = useNavigate();
    return null;
  }
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>
      <AddressBar />
      {children}
    </MemoryRouter>
  );
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('the host has not rendered yet');
      return { location };
    },
    // Not inside a test's act(): act holds React's effects until its callback ends, and the gate starts in one.
    async navigate(to) {
      const shown = new Promise<void>((resolve) => settled.push(resolve));
      await act(async () => {
        if (!navigate) throw new Error('the host has not rendered yet');
        navigate(to);
      });
      await shown;
    },
  };
  const onNavigated = () => {
    const waiting = settled;
    settled = [];
    waiting.forEach((resolve) => resolve());
  };
  return { Router, router, onNavigated };
}

/**
 * Boots the real kernel (config, manifest, store, plugin host, guards, routes, layouts) against the reference
 * BFF in process, with the chosen plugins loaded from source (and `testPlugins` defined by the test), and renders it at
 * `path`. `log` receives the host log; `cookie` goes with every request (a signed-in session: bffCaller's signIn), and so
 * do `visitorHeaders` (what a balancer adds, e.g. the geo country).
 */
export async function renderHost(
  app: FastifyInstance,
  options: { path: string; plugins: readonly string[]; scenario: string; config?: unknown; testPlugins?: readonly TestPlugin[]; log?: HostEnvironment['log']; cookie?: string; visitorHeaders?: Record<string, string> },
): Promise<HostUnderTest> {
  const testPlugins = options.testPlugins ?? [];
  await patchScenario(app, options.scenario, { manifestRaw: JSON.stringify(manifestFor(options.plugins, testPlugins)), ...(options.config ? { config: options.config } : {}) });
  const fetchImpl = bffFetch(app, options.scenario, options.cookie, options.visitorHeaders);
  globalThis.fetch = fetchImpl;
  const http = createHttpClient(fetchImpl);
  const env: HostEnvironment = {
    http,
    storage: localStorage,
    loader: sourceLoaderWith(testPlugins),
    styles: createDocumentStyleHost(document),
    language: options.path.split('/')[1] || 'en',
    viewport: 'desktop',
    pageUrl: `http://localhost${options.path}`,
    readCookies: () => '',
    browserLanguages: () => ['en'],
    fetchDictionary: dictionaryFromSources,
    production: false,
    log: options.log ?? (() => undefined),
  };
  const { documents, ...inputs } = await loadBootInputs(env);
  if (documents instanceof Error) throw documents;
  const host = await startHost(env, documents.config, documents.manifest, inputs, false);
  // Tests act as a visitor who has touched the page (boot starts the sagas at the first input).
  await host.store.startSagas();
  const { Router, router, onNavigated } = testRouter(host.first.address);
  const result = render(<App store={host.store} services={host.services} gate={host.gate} first={host.first.outcome} Router={Router} onNavigated={onNavigated} />);
  return { ...result, host: { ...host, router } };
}
