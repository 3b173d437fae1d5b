/** A precache entry as Workbox takes it: hashed URLs carry their integrity and no revision. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  integrity?: string;
}

/** What the BFF hands the worker with its code (bff/pwa/serviceWorkerScript.ts): the only global the worker reads. */
export interface ServiceWorkerSettings {
  precache: PrecacheEntry[];
  /** The offline page's URL by language. */
  offlinePages: Record<string, string>;
  defaultLanguage: string;
}

export const SERVICE_WORKER_SETTINGS_GLOBAL = '__PWA_SETTINGS';

/**
 * What a page with the mode off tells the worker that still controls it: stop answering and remove your caches. An
 * unregistered worker keeps serving its open pages, and would otherwise fill its cache again as they load modules.
 */
export const RETIRE_WORKER_MESSAGE = 'host/retireWorker';

/** The offline page in the language of the address that failed (its first path segment), else the domain's default. */
export function offlinePageFor(url: string, settings: ServiceWorkerSettings): string {
  const lang = new URL(url).pathname.split('/')[1] ?? '';
  return settings.offlinePages[lang] ?? settings.offlinePages[settings.defaultLanguage];
}
