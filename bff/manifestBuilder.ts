import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Manifest, RouteEntry } from '../schemas/manifest.ts';
import { feedOnAssetOrigin } from './assetOrigin.ts';
import { readCachedJsonFile } from './cachedJsonFile.ts';
import type { DomainPluginSettings, ScenarioState } from './domainStore.ts';
import { servedVersion } from './pluginRollout.ts';
import { readPluginVersion } from './pluginVersions.ts';

export interface PublishedPlugin {
  entry: Manifest['plugins'][number];
  routes: RouteEntry[];
}

/** The current build of a plugin (dist/plugins/<id>/current.json), re-read when a rebuild replaces it. */
export function readPublishedPlugin(distDir: string, id: string): PublishedPlugin | null {
  const published = readCachedJsonFile(join(distDir, 'plugins', id, 'current.json')) as PublishedPlugin | undefined;
  return published ?? null;
}

/** A plugin a domain switches on, with the build this visitor is served (null: none in dist). */
export interface ServedPlugin {
  id: string;
  settings: DomainPluginSettings;
  /** The version the domain pins or rolls out to this visitor (null: the current build), or `local` for a local build. */
  version: string | null;
  plugin: PublishedPlugin | null | undefined;
}

/**
 * The builds a visitor is served on a domain: each enabled plugin's local build (`localBuilds`), else its rollout's
 * build when `rolloutBucket` falls in the rollout, else its pinned build, else its current build. Each is read through
 * bff/cachedJsonFile.ts: the same object while its file is unchanged.
 */
export function servedPlugins(
  distDir: string,
  domain: ScenarioState['domain'],
  localBuilds: Readonly<Record<string, PublishedPlugin>> = {},
  rolloutBucket: number | null = null,
): ServedPlugin[] {
  return Object.entries(domain.plugins)
    .filter(([, settings]) => settings.enabled)
    .map(([id, settings]) => {
      if (Object.hasOwn(localBuilds, id)) return { id, settings, version: 'local', plugin: localBuilds[id] };
      const version = servedVersion(settings, rolloutBucket);
      return { id, settings, version, plugin: version === null ? readPublishedPlugin(distDir, id) : readPluginVersion(distDir, id, version) };
    });
}

/** The manifest of the served builds `published` (servedPlugins) on a domain, for a scenario's state. */
export function assembleManifest(
  state: ScenarioState,
  published: readonly ServedPlugin[],
  assetOrigin: string | null = null,
): { version: string; plugins: unknown[]; routes: unknown[] } {
  const { domain } = state;
  const plugins: unknown[] = [];
  const routes: unknown[] = [];
  for (const { id, settings, plugin } of published) {
    if (!plugin) continue;
    const entry = { ...plugin.entry, ...(settings.activation && { activation: settings.activation }), ...state.pluginOverrides[id] };
    for (const [key, value] of Object.entries(entry)) if (value === null) delete (entry as Record<string, unknown>)[key];
    plugins.push(entry);
    for (const route of plugin.routes) {
      if (domain.routesOff.includes(route.name)) continue;
      const path = domain.pathOverrides[route.name];
      routes.push({ ...route, ...domain.routeFlags?.[route.name], ...(path === undefined ? {} : { path }) });
    }
  }
  for (const extra of state.extraPlugins) {
    plugins.push(extra.entry);
    routes.push(...extra.routes);
  }
  const feed = feedOnAssetOrigin(plugins, assetOrigin);
  const body = JSON.stringify({ plugins: feed, routes });
  return { version: createHash('sha256').update(body).digest('hex').slice(0, 12), plugins: feed, routes };
}

/**
 * The route manifest of a domain: the enabled plugins' current builds and routes, with the domain's overrides
 * (activation, routes switched off, paths renamed). `localBuilds` replace the current build of a plugin for one browser (a plugin
 * author's, bff/pluginOverrides.ts). A plugin the domain pins is served at its pinned build, or at its rollout's build
 * when `rolloutBucket` (the visitor's, bff/pluginRollout.ts) falls in the rollout. With an `assetOrigin` (a CDN,
 * bff/assetOrigin.ts) the bundles' and stylesheets' URLs point at it. `version` changes whenever the content does.
 * Made anew on every call: bff/manifestCache.ts keeps it per domain version, served builds and asset origin.
 */
export function buildManifest(
  distDir: string,
  state: ScenarioState,
  localBuilds: Readonly<Record<string, PublishedPlugin>> = {},
  rolloutBucket: number | null = null,
  assetOrigin: string | null = null,
): { version: string; plugins: unknown[]; routes: unknown[] } {
  return assembleManifest(state, servedPlugins(distDir, state.domain, localBuilds, rolloutBucket), assetOrigin);
}
