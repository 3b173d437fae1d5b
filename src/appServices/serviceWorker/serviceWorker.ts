import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { offlinePageFor, RETIRE_WORKER_MESSAGE, SERVICE_WORKER_SETTINGS_GLOBAL, type ServiceWorkerSettings } from './serviceWorkerSettings.ts';

/**
 * The site's service worker (installable-app mode), built by rspack with Workbox into dist/service-worker/ and served
 * by the BFF at /sw.js with its settings in front. It precaches the boot files by their integrity-checked URLs and
 * serves them from the cache; navigations go to the network and fall back to the offline page. Nothing else is
 * routed, so API replies (personal data among them) never reach a cache.
 */
interface WorkerEvent {
  data?: unknown;
  waitUntil(promise: Promise<unknown>): void;
  stopImmediatePropagation(): void;
}
const worker = self as unknown as {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'message' | 'fetch', listener: (event: WorkerEvent) => void): void;
  caches: CacheStorage;
} & Record<typeof SERVICE_WORKER_SETTINGS_GLOBAL, ServiceWorkerSettings>;
const settings = worker[SERVICE_WORKER_SETTINGS_GLOBAL];

let retired = false;
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== RETIRE_WORKER_MESSAGE) return;
  retired = true;
  event.waitUntil(worker.caches.keys().then((names) => Promise.all(names.map((name) => worker.caches.delete(name)))));
});
// Added before Workbox's own fetch listener, so a retired worker lets every request go to the network untouched.
worker.addEventListener('fetch', (event) => {
  if (retired) event.stopImmediatePropagation();
});

// A new build's worker takes over at once: the files of the old build stay on the server, so an open page keeps working.
worker.addEventListener('install', () => void worker.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(settings.precache);
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async ({ request }) => (await matchPrecache(offlinePageFor(request.url, settings))) ?? Response.error() }],
    }),
  ),
);
