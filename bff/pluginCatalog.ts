import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, RouteEntry } from '../schemas/manifest.ts';
import { readPublishedPlugin } from './manifestBuilder.ts';
import { publishedVersions } from './pluginVersions.ts';

/** A plugin that exists: its folder (`plugins/<id>/plugin.json`), its current build (`dist/plugins/<id>/current.json`), or both. */
export interface KnownPlugin {
  id: string;
  /** The routes the manifest would serve: the build's, else the source's. */
  routes: readonly RouteEntry[];
  /** Every route name of the source and of the build, so a domain may name a route before or after a rebuild. */
  routeNames: ReadonlySet<string>;
  /**
   * The API prefixes the plugin's calls live under (`apiPrefixes` of plugins/<id>/plugin.json: its bff module serves
   * them): what a domain's `upstreams` may name.
   */
  apiPrefixes: readonly string[];
  /** `version` of plugins/<id>/plugin.json, null without a source folder. */
  sourceVersion: string | null;
  /** The feed entry of the current build, null when it was never built. */
  build: Manifest['plugins'][number] | null;
  /** The builds dist can serve (`<version>-<hash>`, bff/pluginVersions.ts), newest first: what a domain may pin or roll out. */
  versions: readonly string[];
}

export type PluginCatalog = ReadonlyMap<string, KnownPlugin>;

/** A file another engineer is saving may be unreadable for a moment: such a file counts as absent. */
function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const folderNames = (dir: string) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : []);

/** The plugins a domain may name: every plugin folder with a plugin.json and every built plugin. */
export function readPluginCatalog(pluginsDir: string, distDir: string): PluginCatalog {
  const ids = new Set([
    ...folderNames(pluginsDir).filter((id) => existsSync(join(pluginsDir, id, 'plugin.json'))),
    ...folderNames(join(distDir, 'plugins')).filter((id) => existsSync(join(distDir, 'plugins', id, 'current.json'))),
  ]);
  const catalog = new Map<string, KnownPlugin>();
  for (const id of [...ids].sort()) {
    const meta = readJson<{ version?: string; apiPrefixes?: string[] }>(join(pluginsDir, id, 'plugin.json'));
    const sourceRoutes = readJson<RouteEntry[]>(join(pluginsDir, id, 'routes.json')) ?? [];
    let published: ReturnType<typeof readPublishedPlugin> = null;
    try {
      published = readPublishedPlugin(distDir, id);
    } catch {
      published = null;
    }
    const routes = published?.routes ?? sourceRoutes;
    catalog.set(id, {
      id,
      routes,
      routeNames: new Set([...sourceRoutes, ...routes].map((route) => route.name)),
      apiPrefixes: meta?.apiPrefixes ?? [],
      sourceVersion: meta?.version ?? null,
      build: published?.entry ?? null,
      versions: publishedVersions(distDir, id),
    });
  }
  return catalog;
}
