import { existsSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Manifest, RouteEntry } from '../schemas/manifest.ts';
import type { ScenarioState } from './domainStore.ts';

interface PublishedPlugin {
  entry: Manifest['plugins'][number];
  routes: RouteEntry[];
}

const cache = new Map<string, { mtimeMs: number; value: PublishedPlugin }>();

/** The current build of a plugin (dist/plugins/<id>/current.json), re-read when a rebuild replaces it. */
export function readPublishedPlugin(distDir: string, id: string): PublishedPlugin | null {
  const file = join(distDir, 'plugins', id, 'current.json');
  if (!existsSync(file)) return null;
  const { mtimeMs } = statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.value;
  const value = JSON.parse(readFileSync(file, 'utf8')) as PublishedPlugin;
  cache.set(file, { mtimeMs, value });
  return value;
}

/**
 * The route manifest of a domain: the enabled plugins' current builds and routes, with the domain's overrides
 * (routes switched off, paths renamed). `version` changes whenever the content does.
 */
export function buildManifest(distDir: string, state: ScenarioState): { version: string; plugins: unknown[]; routes: unknown[] } {
  const { domain } = state;
  const plugins: unknown[] = [];
  const routes: unknown[] = [];
  const published = Object.entries(domain.plugins)
    .filter(([, settings]) => settings.enabled)
    .map(([id]) => ({ id, plugin: readPublishedPlugin(distDir, id) }));
  for (const { id, plugin } of published) {
    if (!plugin) continue;
    const entry = { ...plugin.entry, ...state.pluginOverrides[id] };
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
  const body = JSON.stringify({ plugins, routes });
  return { version: createHash('sha256').update(body).digest('hex').slice(0, 12), plugins, routes };
}
