// Builds the host (shared libraries, kernel, SDK) and the plugins; `--plugin <id>…` rebuilds only those plugins
// into fresh versioned folders, without touching the kernel. Writes dist/host.json (the import map with integrity)
// and dist/plugins/<id>/current.json (the feed entry and routes the BFF serves; each build's folder keeps its own copy).
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type MultiStats, type Stats } from '@rspack/core';
import { createConfigs, DEFAULT_PATHS, HOST_MODULES, pluginIds, SDK_SPECIFIER, SHARED_LIBRARIES, stagingDirOf, type BuildPaths } from '../rspack.config.ts';
import { BUILD_FEED_FILE } from '../bff/pluginVersions.ts';
import { generateValidators } from './gen-validators.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const integrityOf = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
/** A lazy chunk's hash as a plugin bundle names it (rspack.config.ts: the SubresourceIntegrityPlugin's sha256). */
export const chunkIntegrityOf = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
const shortHash = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

interface PluginJson {
  id: string;
  version: string;
  hostApi: string;
  activation: 'boot' | 'route' | 'session' | 'deferred';
  /** When a deferred plugin activates (schemas/manifest.ts), carried in the feed entry as it is. */
  deferral?: { afterMs: number; activatingCalls?: string[] };
  configGroups?: string[];
  /** It draws part of the header (schemas/manifest.ts), carried in the feed entry when true. */
  inHeader?: boolean;
  provides?: string[];
  /** The gambling areas it offers (schemas/manifest.ts), carried in the feed entry when it has any. */
  gamblingAreas?: string[];
  styles?: string[];
  /** Links in the shell (schemas/manifest.ts navigation items), carried in the feed entry as they are. */
  navigation?: unknown[];
}

function compile(configs: ReturnType<typeof createConfigs>): Promise<MultiStats> {
  return new Promise((resolve, reject) => {
    rspack(configs).run((error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('rspack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ colors: false, all: false, errors: true })));
      resolve(stats);
    });
  });
}

/** The one script a host compilation emitted. */
function emittedFile(stats: Stats): string {
  const script = (stats.toJson({ assets: true }).assets ?? []).map((asset) => asset.name).find((name) => name.endsWith('.js'));
  if (!script) throw new Error(`${stats.compilation.name} emitted no script`);
  return script;
}

/** Source modules of ours that a compilation bundled (node_modules excluded). */
function ownModules(stats: Stats): Set<string> {
  const modules = stats.toJson({ modules: true }).modules ?? [];
  const names = modules.flatMap((module) => [module.name ?? '', ...(module.modules ?? []).map((inner) => inner.name ?? '')]);
  return new Set(names.filter((name) => name.startsWith('./src/')).map((name) => name.replace(/ \+ \d+ modules$/, '')));
}

function writeHostManifest(stats: MultiStats, { distDir }: BuildPaths): void {
  const byName = new Map(stats.stats.map((child) => [child.compilation.name ?? '', child]));
  const imports: Record<string, string> = {};
  const integrity: Record<string, string> = {};
  const add = (specifiers: string[], url: string) => {
    for (const specifier of specifiers) imports[specifier] = url;
    integrity[url] = integrityOf(readFileSync(join(distDir, url)));
  };
  for (const library of SHARED_LIBRARIES) {
    add([library.name, ...(library.aliases ?? [])], `/shared/${emittedFile(byName.get(`shared:${library.name}`)!)}`);
  }
  for (const [kind, { specifier }] of Object.entries(HOST_MODULES)) add([specifier], `/${kind}/${emittedFile(byName.get(kind)!)}`);

  // One copy of each module on the page: what the SDK bundles, the other host modules import from it.
  const sdkModules = ownModules(byName.get('sdk')!);
  for (const kind of Object.keys(HOST_MODULES).filter((name) => name !== 'sdk')) {
    const twice = [...ownModules(byName.get(kind)!)].filter((name) => sdkModules.has(name));
    if (twice.length > 0) throw new Error(`${kind} and SDK both bundle: ${twice.join(', ')}. The ${kind} must import these from ${SDK_SPECIFIER}.`);
  }

  const systemSource = readFileSync(join(root, 'node_modules/systemjs/dist/s.min.js'));
  const systemUrl = `/system/s.${shortHash(systemSource)}.min.js`;
  mkdirSync(join(distDir, 'system'), { recursive: true });
  writeFileSync(join(distDir, systemUrl), systemSource);

  cpSync(join(root, 'src/i18n/dictionaries'), join(distDir, 'kernel/i18n'), { recursive: true });
  copyFileSync(join(root, 'src/ui/styles/host.css'), join(distDir, 'kernel/host.css'));
  const host = { importMap: { imports, integrity }, system: { url: systemUrl, integrity: integrityOf(systemSource) }, kernel: '@host/kernel' };
  writeFileSync(join(distDir, 'host.json'), `${JSON.stringify(host, null, 2)}\n`);
}

export interface PluginBuildTarget {
  /** Where the compiled plugin is (what rspack emitted for it). */
  stagedDir: string;
  /** The folder that gets `<version>-<hash>/` and `current.json`. */
  targetDir: string;
  /** The URL `targetDir` is served at. */
  urlBase: string;
}

export interface PluginBuild {
  entry: Record<string, unknown> & { id: string; version: string; url: string; integrity: string };
  routes: unknown[];
  folderName: string;
}

/**
 * rspack's SubresourceIntegrityPlugin writes the table of the chunks' hashes (`sriHashes={id:"sha384-…",…}`) in the
 * order the chunks were finished, which changes from one build to the next. Sorted by chunk id, the same source
 * gives the same bundle, and so the same version folder and integrity: a deploy that changed nothing is no new version.
 */
export function withSortedChunkIntegrity(bundle: string): string {
  const byChunkId = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return bundle.replace(/\.sriHashes=\{([^{}]*)\}/, (_table, entries: string) => `.sriHashes={${entries.split(',').sort(byChunkId).join(',')}}`);
}

/** Moves a compiled plugin into `<targetDir>/<version>-<hash>/` with its dictionaries and styles; returns its feed entry and routes. */
export function placePluginBuild(id: string, pluginsDir: string, { stagedDir, targetDir, urlBase }: PluginBuildTarget): PluginBuild {
  const source = join(pluginsDir, id);
  const meta = JSON.parse(readFileSync(join(source, 'plugin.json'), 'utf8')) as PluginJson;
  if (meta.id !== id) throw new Error(`plugins/${id}/plugin.json declares id "${meta.id}"`);
  const routes = JSON.parse(readFileSync(join(source, 'routes.json'), 'utf8')) as unknown[];
  const bundle = Buffer.from(withSortedChunkIntegrity(readFileSync(join(stagedDir, 'index.js'), 'utf8')));
  writeFileSync(join(stagedDir, 'index.js'), bundle);
  const styles = (meta.styles ?? []).map((file) => readFileSync(join(source, file), 'utf8')).join('\n');
  const folderName = `${meta.version}-${shortHash(Buffer.concat([bundle, Buffer.from(styles)]))}`;
  const target = join(targetDir, folderName);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  renameSync(stagedDir, target);
  if (existsSync(join(source, 'i18n'))) cpSync(join(source, 'i18n'), join(target, 'i18n'), { recursive: true });
  const base = `${urlBase}/${folderName}`;
  const css = styles ? [{ url: `${base}/${id}.css`, integrity: integrityOf(styles) }] : [];
  if (styles) writeFileSync(join(target, `${id}.css`), styles);
  const entry = {
    id,
    version: meta.version,
    url: `${base}/index.js`,
    integrity: integrityOf(bundle),
    hostApi: meta.hostApi,
    activation: meta.activation,
    ...(meta.deferral ? { deferral: meta.deferral } : {}),
    configGroups: meta.configGroups ?? [],
    ...(meta.inHeader ? { inHeader: true } : {}),
    provides: meta.provides ?? [],
    ...(meta.gamblingAreas?.length ? { gamblingAreas: meta.gamblingAreas } : {}),
    navigation: meta.navigation ?? [],
    css,
  };
  return { entry, routes, folderName };
}

/**
 * Moves a staged plugin into plugins/<id>/<version>-<hash>/ with its own feed entry (what a domain pinning that build
 * is served), and makes it the current build. Earlier builds stay for pins and rollbacks (`npm run operator -- prune`).
 */
function publishPlugin(id: string, paths: BuildPaths): void {
  const targetDir = join(paths.distDir, 'plugins', id);
  const stagedDir = join(stagingDirOf(paths), 'plugins', id);
  const { entry, routes, folderName } = placePluginBuild(id, paths.pluginsDir, { stagedDir, targetDir, urlBase: `/plugins/${id}` });
  const feed = `${JSON.stringify({ entry, routes }, null, 2)}\n`;
  writeFileSync(join(targetDir, folderName, BUILD_FEED_FILE), feed);
  writeFileSync(join(targetDir, 'current.json'), feed);
  console.log(`plugin ${id}@${entry.version} -> ${entry.url} (${folderName})`);
}

export async function build(argv: readonly string[], paths: BuildPaths = DEFAULT_PATHS): Promise<void> {
  const pluginFlag = argv.indexOf('--plugin');
  const onlyPlugins = pluginFlag >= 0 ? argv.slice(pluginFlag + 1).filter((arg) => !arg.startsWith('-')) : null;
  const known = pluginIds(paths.pluginsDir);
  for (const id of onlyPlugins ?? []) if (!known.includes(id)) throw new Error(`no plugin "${id}" (known: ${known.join(', ')})`);
  if (onlyPlugins?.length === 0) throw new Error('usage: npm run build:plugin -- <id> [<id>…]');
  const production = process.env.NODE_ENV !== 'development';
  const host = onlyPlugins === null;
  const plugins = onlyPlugins ?? known;

  // The kernel's validators with the host; each built plugin's own (plugins/<id>/src/generated/) with the plugin.
  await generateValidators({ kernel: host, plugins, pluginsDir: paths.pluginsDir });
  if (host) for (const folder of ['shared', 'kernel', 'sdk', 'system']) rmSync(join(paths.distDir, folder), { recursive: true, force: true });
  const started = Date.now();
  const stats = await compile(createConfigs({ host, plugins, production, paths }));
  if (host) writeHostManifest(stats, paths);
  for (const id of plugins) publishPlugin(id, paths);
  rmSync(stagingDirOf(paths), { recursive: true, force: true });
  console.log(`built ${host ? 'host and ' : ''}${plugins.length} plugin(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
