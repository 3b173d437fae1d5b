import { createHash } from 'node:crypto';
import { SERVICE_WORKER_SETTINGS_GLOBAL, type PrecacheEntry, type ServiceWorkerSettings } from '../../src/appServices/serviceWorker/serviceWorkerSettings.ts';

interface HostBuildFiles {
  importMap: { imports: Record<string, string>; integrity: Record<string, string> };
  system: { url: string; integrity: string };
}

interface FeedPlugin {
  url?: unknown;
  integrity?: unknown;
  activation?: unknown;
  css?: unknown;
}

export const revisionOf = (content: string | Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/** The activations whose plugins every visit loads: at start, or a few seconds after it. */
const EVERY_VISIT = new Set<unknown>(['boot', 'deferred']);

/**
 * What the worker precaches: SystemJS, every module of the import map (the kernel, the SDK, the shared libraries and
 * the host modules) and the plugins of the domain's manifest that every visit loads (boot and deferred) with their
 * styles, each by its integrity-checked URL, plus the pages and dictionaries given in `extra`. Plugins loaded on
 * demand (on a route, after sign-in) are fetched when used, as without the worker.
 */
export function precacheEntries(host: HostBuildFiles, manifestPlugins: readonly unknown[], extra: readonly PrecacheEntry[]): PrecacheEntry[] {
  const entries = new Map<string, PrecacheEntry>();
  const add = (url: string, integrity: string | undefined) => entries.set(url, { url, revision: null, ...(integrity ? { integrity } : {}) });
  add(host.system.url, host.system.integrity);
  for (const url of Object.values(host.importMap.imports)) add(url, host.importMap.integrity[url]);
  for (const plugin of manifestPlugins as FeedPlugin[]) {
    if (!EVERY_VISIT.has(plugin.activation) || typeof plugin.url !== 'string' || typeof plugin.integrity !== 'string') continue;
    add(plugin.url, plugin.integrity);
    for (const style of Array.isArray(plugin.css) ? (plugin.css as Array<{ url?: unknown; integrity?: unknown }>) : []) {
      if (typeof style.url === 'string' && typeof style.integrity === 'string') add(style.url, style.integrity);
    }
  }
  for (const entry of extra) entries.set(entry.url, entry);
  return [...entries.values()];
}

/**
 * The worker script: its settings, then the built worker. The settings are part of the script's bytes, so a new
 * build or a plugin version change makes the browser install the new worker, which precaches the new files and
 * drops the entries no longer listed.
 */
export function serviceWorkerSource(workerCode: string, settings: ServiceWorkerSettings): string {
  return `self.${SERVICE_WORKER_SETTINGS_GLOBAL}=${JSON.stringify(settings).replace(/</g, '\\u003c')};\n${workerCode}`;
}
