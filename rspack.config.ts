import { readdirSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type RspackOptions } from '@rspack/core';
import { chunkLoadingGlobal } from './src/plugins/chunkLoadingGlobal.ts';
import { HOST_MODULES, type HostModule } from './scripts/hostModules.ts';
import { fetchedOnUseSpecifiers, SHARED_LIBRARIES, sharedSpecifiers } from './scripts/sharedLibraries.ts';

const root = dirname(fileURLToPath(import.meta.url));
/** Where plugins are read from and everything is built to; tests build into a temporary folder. */
export interface BuildPaths {
  distDir: string;
  pluginsDir: string;
}

export const DEFAULT_PATHS: BuildPaths = { distDir: join(root, 'dist'), pluginsDir: join(root, 'plugins') };
export const stagingDirOf = (paths: BuildPaths) => join(paths.distDir, '.staging');

export { SHARED_LIBRARIES } from './scripts/sharedLibraries.ts';

export const SDK_SPECIFIER = HOST_MODULES.sdk.specifier;

const sharedFileName = (name: string) => name.replace(/[@/]/g, '_');

/**
 * Every shared library, and the SDK, is external to what we build; `except` is the module being built. A System
 * bundle lists its externals in the entry's System.register, so a lazy chunk's import would still be fetched with the
 * entry: libraries fetched on use are imported through SystemJS instead, when the module that imports them is first evaluated.
 */
function externals(except?: string): Record<string, string> {
  const onUse = new Set(fetchedOnUseSpecifiers());
  const names = [...sharedSpecifiers(), SDK_SPECIFIER].filter((name) => name !== except);
  return Object.fromEntries(names.map((name) => [name, onUse.has(name) ? `promise System.import(${JSON.stringify(name)})` : name]));
}

function baseConfig(name: string, production: boolean): RspackOptions {
  return {
    name,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: production ? false : 'source-map',
    context: root,
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      // Shims and out-of-tree plugin folders resolve packages from this project too.
      modules: ['node_modules', join(root, 'node_modules')],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    externalsType: 'system',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        },
        // A published contract is data (refs and events): a consumer keeps only the parts it uses.
        { test: /[\\/]plugins[\\/][^\\/]+[\\/]contract[\\/]/, sideEffects: false },
      ],
    },
    optimization: { minimize: production },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

function writeShims(paths: BuildPaths): string {
  const shimDir = join(stagingDirOf(paths), 'shims');
  mkdirSync(shimDir, { recursive: true });
  for (const library of SHARED_LIBRARIES) writeFileSync(join(shimDir, `${sharedFileName(library.name)}.js`), `${library.shim}\n`);
  return shimDir;
}

/** One compiler per shared library: each is its own System module whose other shared imports stay external. */
function sharedConfigs(production: boolean, paths: BuildPaths): RspackOptions[] {
  const shimDir = writeShims(paths);
  return SHARED_LIBRARIES.map((library) => ({
    ...baseConfig(`shared:${library.name}`, production),
    entry: { [sharedFileName(library.name)]: join(shimDir, `${sharedFileName(library.name)}.js`) },
    externals: Object.fromEntries(
      Object.entries(externals()).filter(([name]) => name !== library.name && !(library.aliases ?? []).includes(name)),
    ),
    output: {
      path: join(paths.distDir, 'shared'),
      filename: '[name].[contenthash:8].js',
      library: { type: 'system' },
      uniqueName: `shared_${sharedFileName(library.name)}`,
      clean: false,
    },
  }));
}

export { HOST_MODULES, type HostModule };

function hostConfig(kind: HostModule, production: boolean, paths: BuildPaths): RspackOptions {
  return {
    ...baseConfig(kind, production),
    entry: { [kind]: HOST_MODULES[kind].entry },
    externals: externals(kind === 'sdk' ? SDK_SPECIFIER : undefined),
    output: {
      path: join(paths.distDir, kind),
      filename: '[name].[contenthash:8].js',
      library: { type: 'system' },
      uniqueName: `host_${kind.replace(/-/g, '_')}`,
      asyncChunks: false,
      clean: true,
    },
  };
}

/**
 * The service worker of the installable-app mode: one classic script with Workbox bundled in (no CDN, no import of
 * its own), which the BFF serves at /sw.js with the domain's precache list in front (bff/pwa/serviceWorkerScript.ts).
 */
function serviceWorkerConfig(production: boolean, paths: BuildPaths): RspackOptions {
  return {
    ...baseConfig('service-worker', production),
    target: 'webworker',
    entry: { 'service-worker': './src/appServices/serviceWorker/serviceWorker.ts' },
    output: { path: join(paths.distDir, 'service-worker'), filename: '[name].js', asyncChunks: false, clean: true },
  };
}

export const pluginIds = (pluginsDir = DEFAULT_PATHS.pluginsDir): string[] =>
  readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'plugin.json')))
    .map((entry) => entry.name);

/**
 * A plugin is one System module (plus lazy page chunks, each integrity-checked by the bundle that loads it),
 * built into a staging folder; scripts/build.ts then moves it into its versioned folder.
 */
function pluginConfig(id: string, production: boolean, paths: BuildPaths): RspackOptions {
  return {
    ...baseConfig(`plugin:${id}`, production),
    entry: { index: ['./scripts/runtime/systemPublicPath.js', join(paths.pluginsDir, id, 'src', 'index.ts')] },
    externals: externals(),
    output: {
      path: join(stagingDirOf(paths), 'plugins', id),
      filename: 'index.js',
      // No content hash: the versioned folder already changes with any chunk (its name hashes index.js, which holds
      // every chunk's integrity), and each hash would be bytes of index.js on the first route. A chunk named to group
      // imports (webpackChunkName) keeps its name, a few bytes of index.js, so tests and logs can tell it apart.
      chunkFilename: '[name].js',
      library: { type: 'system' },
      uniqueName: `plugin_${id.replace(/-/g, '_')}`,
      chunkLoadingGlobal: chunkLoadingGlobal(id),
      publicPath: '',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    // The chunks' hashes ride in the bundle, itself checked against the feed's sha384: SHA-256 is as safe for them and
    // 20 characters shorter each (the sports boot bundle carries 25).
    plugins: [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] })],
  };
}

export interface BuildSelection {
  host: boolean;
  plugins: readonly string[];
  production: boolean;
  paths?: BuildPaths;
}

export function createConfigs({ host, plugins, production, paths = DEFAULT_PATHS }: BuildSelection): RspackOptions[] {
  const configs: RspackOptions[] = [];
  if (host) configs.push(...sharedConfigs(production, paths), ...(Object.keys(HOST_MODULES) as HostModule[]).map((kind) => hostConfig(kind, production, paths)), serviceWorkerConfig(production, paths));
  configs.push(...plugins.map((id) => pluginConfig(id, production, paths)));
  return configs;
}

export default createConfigs({ host: true, plugins: pluginIds(), production: process.env.NODE_ENV !== 'development' });
