import { importShared, safeStorage } from '@host/sdk';
import { APP_UPDATE_MODULE, APP_UPDATED_EVENT, APP_VERSION_META } from './appServicesConstants.ts';
import { recordAppVersion } from './appVersion.ts';
import { applyInstallableAppMode } from './installableApp.ts';

type AppUpdate = typeof import('./appUpdate.ts');

/**
 * `@host/app-services`: the installable-app mode and the app version, as a small host module the kernel fetches
 * after the page's load event when it has work then, else when the version check is due (src/boot/startAppServices.ts),
 * so nothing of it is in the kernel or in the way of the first paint; the version check is a module of its own,
 * fetched `versionCheckDelayMs` from now (what is left of the minute after the load event).
 * The BFF says what it needs in the page: a manifest link when the domain is in installable-app mode, and the
 * version of the build the page was served with.
 */
export function startAppServices(versionCheckDelayMs: number): void {
  void applyInstallableAppMode(document.querySelector('link[rel="manifest"]') !== null, { serviceWorker: navigator.serviceWorker, caches: window.caches }).catch(
    (error: unknown) => console.warn('[host] service worker', error),
  );
  const current = document.querySelector<HTMLMetaElement>(`meta[name="${APP_VERSION_META}"]`)?.content;
  if (!current) return;
  recordAppVersion(safeStorage('localStorage'), current, (update) => window.dispatchEvent(new CustomEvent(APP_UPDATED_EVENT, { detail: update })));
  setTimeout(() => {
    importShared<AppUpdate>(APP_UPDATE_MODULE)
      .then((module) => module.watchForNewBuild(current))
      .catch((error: unknown) => console.warn('[host] version check', error));
  }, versionCheckDelayMs);
}
