import { SERVICE_WORKER_URL } from './appServicesConstants.ts';
import { RETIRE_WORKER_MESSAGE } from './serviceWorker/serviceWorkerSettings.ts';

export interface WorkerPlatform {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'> & { controller: Pick<ServiceWorker, 'postMessage'> | null };
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

/**
 * Installable-app mode: on, the site's service worker is registered; off, every worker of the site is unregistered
 * and the caches it filled are removed (a domain that turned the mode off leaves nothing behind).
 */
export async function applyInstallableAppMode(enabled: boolean, { serviceWorker, caches }: WorkerPlatform): Promise<void> {
  if (!serviceWorker) return;
  if (enabled) {
    await serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    return;
  }
  serviceWorker.controller?.postMessage({ type: RETIRE_WORKER_MESSAGE });
  const registrations = await serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (caches) await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}
