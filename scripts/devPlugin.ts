// `npm run dev:plugin -- <id> [--site http://localhost:8080]`: builds one plugin in watch mode into
// dist/dev-plugins/<id>/ and lets one browser load that build on the running site instead of the published one
// (bff/pluginOverrides.ts decides; the site serves the files from its own origin, so its CSP holds). Every saved
// change of the plugin's code, styles, dictionaries, routes.json or plugin.json gives a new build, and the pages that
// load it reload themselves.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rspack, type Compiler, type Watching } from '@rspack/core';
import { createConfigs, DEFAULT_PATHS, pluginIds, stagingDirOf, type BuildPaths } from '../rspack.config.ts';
import { DEV_PLUGIN_OPT_IN_PATH, devPluginDir, devPluginUrlBase, newDevToken, type DevPluginBuild } from '../bff/pluginOverrides.ts';
import { placePluginBuild } from './build.ts';
import { generateValidators } from './gen-validators.ts';

export const DEFAULT_SITE = `http://localhost:${process.env.PORT ?? 8080}`;
/** Build folders kept, the latest included: a page may still be loading the chunks of an earlier one. */
const KEPT_BUILDS = 3;
/** How long the watcher waits for more saves before it rebuilds (an editor's save can be several writes). */
const WATCH_AGGREGATE_MS = 20;

export interface DevPluginArgs {
  id: string;
  site: string;
}

/** The command line, checked: a plugin of `pluginsDir` and an http(s) site address. */
export function parseDevPluginArgs(argv: readonly string[], pluginsDir = DEFAULT_PATHS.pluginsDir): DevPluginArgs {
  const usage = 'usage: npm run dev:plugin -- <id> [--site http://localhost:8080]';
  const { positionals, values } = parseArgs({ args: [...argv], allowPositionals: true, options: { site: { type: 'string' } } });
  const [id, ...rest] = positionals;
  if (!id || rest.length > 0) throw new Error(usage);
  const known = pluginIds(pluginsDir);
  if (!known.includes(id)) throw new Error(`no plugin "${id}" (known: ${known.join(', ')})`);
  const site = values.site ?? DEFAULT_SITE;
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new Error(`--site "${site}" is not an address (${usage})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--site "${site}" is not an http(s) address`);
  return { id, site: url.origin };
}

export const optInUrl = (site: string, id: string, token: string) => `${site}${DEV_PLUGIN_OPT_IN_PATH}/${id}?token=${token}`;
export const optOutUrl = (site: string, id: string) => `${site}${DEV_PLUGIN_OPT_IN_PATH}/${id}/off`;

/** Writes a file whole: the BFF never reads half of it. */
function writeAtomically(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** Removes all but the newest KEPT_BUILDS build folders. */
function pruneBuilds(dir: string): void {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => ({ path: join(dir, entry.name), mtimeMs: statSync(join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path } of folders.slice(KEPT_BUILDS)) rmSync(path, { recursive: true, force: true });
}

/** A compiled plugin into dist/dev-plugins/<id>/<version>-<hash>/, then its entry (with the session token) into current.json. */
export function publishDevBuild(id: string, token: string, paths: BuildPaths): DevPluginBuild {
  const dir = devPluginDir(paths.distDir, id);
  const stagedDir = join(stagingDirOf({ ...paths, distDir: dir }), 'plugins', id);
  const { entry, routes } = placePluginBuild(id, paths.pluginsDir, { stagedDir, targetDir: dir, urlBase: devPluginUrlBase(id) });
  const build = { token, entry, routes } as DevPluginBuild;
  writeAtomically(join(dir, 'current.json'), `${JSON.stringify(build, null, 2)}\n`);
  pruneBuilds(dir);
  return build;
}

/**
 * Makes the watcher rebuild when a file the bundle does not import changes (styles, dictionaries, routes.json,
 * plugin.json), and notes when each rebuild starts.
 */
function devPluginHooks(pluginDir: string, onStart: () => void) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.watchRun.tap('dev-plugin', onStart);
      compiler.hooks.afterCompile.tap('dev-plugin', (compilation) => {
        const meta = JSON.parse(readFileSync(join(pluginDir, 'plugin.json'), 'utf8')) as { styles?: string[] };
        for (const file of ['plugin.json', 'routes.json', ...(meta.styles ?? [])]) compilation.fileDependencies.add(join(pluginDir, file));
        if (existsSync(join(pluginDir, 'i18n'))) compilation.contextDependencies.add(join(pluginDir, 'i18n'));
      });
    },
  };
}

export interface DevPluginSession {
  token: string;
  /** The first build, published. */
  firstBuild: Promise<DevPluginBuild>;
  /** Stops watching and removes the local builds: the site serves the published build again. */
  stop(): Promise<void>;
}

export interface DevPluginHooks {
  /** A build was published; `millis` from the start of its compilation to its publishing. */
  onBuild?: (build: DevPluginBuild, millis: number) => void;
  onError?: (message: string) => void;
}

/** Starts the watching build of one plugin; every successful compilation is published at once. */
export async function startDevPlugin(id: string, paths: BuildPaths = DEFAULT_PATHS, { onBuild, onError }: DevPluginHooks = {}): Promise<DevPluginSession> {
  await generateValidators({ kernel: false, plugins: [id], pluginsDir: paths.pluginsDir });
  const dir = devPluginDir(paths.distDir, id);
  rmSync(dir, { recursive: true, force: true });
  const token = newDevToken();
  let startedAt = Date.now();
  // The published build's code (production mode: the shared React is a production build, lazy chunks keep their
  // integrity), readable in the browser's tools: not minified, with source maps.
  const [base] = createConfigs({ host: false, plugins: [id], production: true, paths: { ...paths, distDir: dir } });
  const config = {
    ...base,
    devtool: 'source-map' as const,
    optimization: { ...base.optimization, minimize: false },
    plugins: [...(base.plugins ?? []), devPluginHooks(join(paths.pluginsDir, id), () => (startedAt = Date.now()))],
  };

  let firstBuilt: (build: DevPluginBuild) => void = () => undefined;
  const firstBuild = new Promise<DevPluginBuild>((resolve) => (firstBuilt = resolve));
  const watching: Watching = rspack(config).watch({ aggregateTimeout: WATCH_AGGREGATE_MS }, (error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      onError?.(error?.message ?? stats?.toString({ colors: false, all: false, errors: true }) ?? 'rspack returned no stats');
      return;
    }
    try {
      const build = publishDevBuild(id, token, paths);
      onBuild?.(build, Date.now() - startedAt);
      firstBuilt(build);
    } catch (publishError) {
      onError?.(publishError instanceof Error ? publishError.message : String(publishError));
    }
  });

  return {
    token,
    firstBuild,
    stop: () =>
      new Promise<void>((resolve) =>
        watching.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}

/** What the site answers to the opt-in address, in one line for the terminal. */
export async function siteAnswer(site: string, id: string, token: string): Promise<string> {
  try {
    const reply = await fetch(optInUrl(site, id, token), { redirect: 'manual' });
    if (reply.status === 303) return 'the site accepts this build';
    if (reply.status === 403) return `the site refuses it: ${(await reply.text()).trim()}`;
    if (reply.status === 404) return 'the site does not run with its dev flag: start it with BFF_DEV=1 npm run dev (or npm start -- --dev)';
    return `the site answered ${reply.status}`;
  } catch {
    return `no site answers at ${site} yet: start it with BFF_DEV=1 npm run dev`;
  }
}

async function main(): Promise<void> {
  const { id, site } = parseDevPluginArgs(process.argv.slice(2));
  const session = await startDevPlugin(id, DEFAULT_PATHS, {
    onBuild: (build, millis) => console.log(`${new Date().toLocaleTimeString()} ${id}@${build.entry.version} built in ${millis} ms -> ${build.entry.url}`),
    onError: (message) => console.error(`${new Date().toLocaleTimeString()} ${id}: build failed, the site keeps the last good build\n${message}`),
  });
  const stop = () => void session.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await session.firstBuild;
  console.log(`\nTo load this build in one browser, open:\n  ${optInUrl(site, id, session.token)}`);
  console.log(`(${await siteAnswer(site, id, session.token)})`);
  console.log(`Back to the published build: ${optOutUrl(site, id)} (or stop this command with Ctrl+C).`);
  console.log('Pages that load it reload themselves at each new build. Watching…\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
