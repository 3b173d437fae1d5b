/// <reference types="vite/client" />
import { render, type RenderResult } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/boot/App.tsx';
import { loadBootInputs, startHost, type HostEnvironment, type StartedHost } from '../../src/boot/startHost.tsx';
import { createHttpClient } from '../../src/http/httpClient.ts';
import type { ModuleLoader } from '../../src/plugins/moduleLoader.ts';
import { createDocumentStyleHost } from '../../src/plugins/styleHost.ts';
import { bffFetch, patchScenario, projectRoot } from './bffFetch.ts';

/** Plugin sources, loaded in process as the "bundles" of the feed (vite resolves the pattern at transform time). */
const pluginModules = import.meta.glob('../../plugins/*/src/index.ts');

const idFromUrl = (url: string) => url.split('/')[2];

/** Loads plugins from their sources instead of SystemJS bundles; everything else is the real kernel. */
const sourceLoader: ModuleLoader = {
  import: ({ url }) => {
    const load = pluginModules[`../../plugins/${idFromUrl(url)}/src/index.ts`];
    if (!load) return Promise.reject(new Error(`no plugin source for ${url}`));
    return load();
  },
  unload: () => undefined,
  classifyFailure: async () => ({ type: 'evaluation' }),
};

/** Dictionaries come from the source folders the build copies them from (`/kernel/i18n/en.json`, `/plugins/<id>/<version>/i18n/en.json`). */
async function dictionaryFromSources(url: string): Promise<Record<string, string>> {
  const segments = url.split('/');
  const fileName = segments.at(-1)!;
  const folder = segments[1] === 'kernel' ? join(projectRoot, 'src', 'i18n', 'dictionaries') : join(projectRoot, 'plugins', segments[2], 'i18n');
  return JSON.parse(readFileSync(join(folder, fileName), 'utf8')) as Record<string, string>;
}

/** The manifest the BFF would serve for these plugins, built from their routes.json and plugin.json. */
function manifestFor(pluginIds: readonly string[]) {
  const plugins = pluginIds.map((id) => {
    const meta = JSON.parse(readFileSync(join(projectRoot, 'plugins', id, 'plugin.json'), 'utf8')) as Record<string, unknown>;
    return { id, version: meta.version, url: `/plugins/${id}/${meta.version}/index.js`, integrity: `sha384-${'T'.repeat(64)}`, hostApi: meta.hostApi, activation: meta.activation, configGroups: meta.configGroups ?? [] };
  });
  const routes = pluginIds.flatMap((id) => JSON.parse(readFileSync(join(projectRoot, 'plugins', id, 'routes.json'), 'utf8')) as unknown[]);
  return { version: 'test', plugins, routes };
}

export interface HostUnderTest extends RenderResult {
  host: StartedHost;
}

/**
 * Boots the real kernel (config, manifest, store, plugin host, guards, data router, layouts) against the reference
 * BFF in process, with the chosen plugins loaded from source, and renders it at `path`.
 */
export async function renderHost(app: FastifyInstance, options: { path: string; plugins: readonly string[]; scenario: string; config?: unknown }): Promise<HostUnderTest> {
  await patchScenario(app, options.scenario, { manifestRaw: JSON.stringify(manifestFor(options.plugins)), ...(options.config ? { config: options.config } : {}) });
  const fetchImpl = bffFetch(app, options.scenario);
  globalThis.fetch = fetchImpl;
  const http = createHttpClient(fetchImpl);
  const env: HostEnvironment = {
    http,
    storage: localStorage,
    loader: sourceLoader,
    styles: createDocumentStyleHost(document),
    language: options.path.split('/')[1] || 'en',
    viewport: 'desktop',
    pageUrl: `http://localhost${options.path}`,
    readCookies: () => '',
    browserLanguages: () => ['en'],
    fetchDictionary: dictionaryFromSources,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [options.path] }),
    production: false,
    log: () => undefined,
  };
  const { documents, ...inputs } = await loadBootInputs(env);
  if (documents instanceof Error) throw documents;
  const host = await startHost(env, documents.config, documents.manifest, inputs, false);
  const result = render(<App store={host.store} services={host.services} initialRouter={host.router} rebuildRouter={host.rebuildRouter} />);
  return { ...result, host };
}
