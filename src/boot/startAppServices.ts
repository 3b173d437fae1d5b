import { importShared } from '@host/sdk';
import { APP_VERSION_CHECK_DELAY_MS } from '../appServices/appServicesConstants.ts';

type AppServices = typeof import('../appServices/appServices.ts');

/** A service worker or caches of the site, left to remove (when in doubt, there are). */
const workerLeft = async () => Boolean((await navigator.serviceWorker?.getRegistrations())?.length || (await window.caches?.keys())?.length);

/**
 * `@host/app-services` after the load event when it has work then: the installable-app mode is on (the BFF wrote its
 * manifest link) or a worker or caches are left to remove. Otherwise its work (the app version and its check) waits
 * for the check's minute, so most first visits never fetch it; the check runs a minute after the load event either way.
 */
export async function startAppServices(): Promise<void> {
  const now = document.querySelector('link[rel="manifest"]') !== null || (await workerLeft().catch(() => true));
  setTimeout(
    () =>
      void importShared<AppServices>('@host/app-services')
        .then((module) => module.startAppServices(now ? APP_VERSION_CHECK_DELAY_MS : 0))
        .catch((error: unknown) => console.warn('[host] app services', error)),
    now ? 0 : APP_VERSION_CHECK_DELAY_MS,
  );
}
