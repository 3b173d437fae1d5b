import type { PluginFeedEntry, RouteEntry } from '../../schemas/manifest.ts';
import { validate_pluginFeedEntry } from '../generated/validate_pluginFeedEntry.js';
import { validate_routeEntry } from '../generated/validate_routeEntry.js';
import { SchemaError } from '@host/sdk';
import { PluginLoadError } from './PluginLoadError.ts';

export interface ParsedManifest {
  plugins: PluginFeedEntry[];
  routes: RouteEntry[];
  /** Plugins switched off by a malformed entry of their own; their routes stay and show the refresh view. */
  rejected: PluginLoadError[];
}

function idOf(raw: unknown): string | null {
  return raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : null;
}

function versionOf(raw: unknown): string {
  const version = raw && typeof raw === 'object' ? (raw as { version?: unknown }).version : undefined;
  return typeof version === 'string' ? version : 'unknown';
}

function entryError(raw: unknown, pluginId: string, document: string, errors: typeof validate_pluginFeedEntry.errors): PluginLoadError {
  const issue = errors?.[0] ?? { instancePath: '', keyword: 'unknown' };
  const schemaError = new SchemaError(document, issue);
  const type = issue.instancePath === '/integrity' || (issue.keyword === 'required' && issue.params?.missingProperty === 'integrity')
    ? 'integrity'
    : 'invalid-manifest';
  return new PluginLoadError(type, pluginId, versionOf(raw), schemaError.message);
}

/**
 * Checks the manifest entry by entry, so that one malformed plugin or route entry switches off only the plugin
 * it belongs to. `document` is the already validated top-level manifest.
 */
export function parseManifest(document: { plugins: unknown[]; routes: unknown[] }, log: (message: string, detail?: unknown) => void): ParsedManifest {
  const rejected = new Map<string, PluginLoadError>();
  const plugins = new Map<string, PluginFeedEntry>();

  for (const raw of document.plugins) {
    const id = idOf(raw);
    if (validate_pluginFeedEntry(raw)) {
      const entry = raw as PluginFeedEntry;
      if (plugins.has(entry.id) || rejected.has(entry.id)) {
        log(`manifest: duplicate plugin ${entry.id} ignored`);
        continue;
      }
      plugins.set(entry.id, entry);
    } else if (id && (plugins.has(id) || rejected.has(id))) {
      log(`manifest: duplicate plugin ${id} ignored`);
    } else if (id) {
      rejected.set(id, entryError(raw, id, `manifest plugin ${id}`, validate_pluginFeedEntry.errors));
    } else {
      log('manifest: plugin entry without an id ignored', raw);
    }
  }

  const routes: RouteEntry[] = [];
  for (const raw of document.routes) {
    if (!validate_routeEntry(raw)) {
      const owner = raw && typeof raw === 'object' ? (raw as { plugin?: unknown }).plugin : undefined;
      if (typeof owner === 'string' && plugins.has(owner)) {
        const entry = plugins.get(owner)!;
        plugins.delete(owner);
        rejected.set(owner, entryError(entry, owner, `manifest route of ${owner}`, validate_routeEntry.errors));
      } else {
        log('manifest: malformed route ignored', raw);
      }
      continue;
    }
    routes.push(raw as RouteEntry);
  }

  const known = (route: RouteEntry) => plugins.has(route.plugin) || rejected.has(route.plugin);
  for (const route of routes.filter((route) => !known(route))) {
    log(`manifest: route ${route.name} names unknown plugin ${route.plugin}; ignored`);
  }
  for (const error of rejected.values()) log(error.message);
  return { plugins: [...plugins.values()], routes: routes.filter(known), rejected: [...rejected.values()] };
}
