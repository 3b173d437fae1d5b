/**
 * Numbers and names of the installable-app mode and the app version (second document: installable-app mode, app
 * version, section 9), shared by the `@host/app-services` module, the service worker and the reference BFF.
 */

/** The app-version check loads this long after start, then repeats at the same interval. */
export const APP_VERSION_CHECK_DELAY_MS = 60_000;
/** The deployed kernel build's version: `{ version }`. */
export const APP_VERSION_URL = '/bff-api/app-version';
/** The version of the build the page was served with, written into index.html. */
export const APP_VERSION_META = 'app-version';
export const CURRENT_VERSION_STORAGE_KEY = 'host.appVersion.current';
export const LAST_SEEN_VERSION_STORAGE_KEY = 'host.appVersion.lastSeen';
/** Fired on `window` when the version the page runs differs from the last one this browser saw. */
export const APP_UPDATED_EVENT = 'host:app-updated';
/** The host module of the version check and the update notice, fetched when the check first runs. */
export const APP_UPDATE_MODULE = '@host/app-update';

export const SERVICE_WORKER_URL = '/sw.js';
export const WEB_APP_MANIFEST_URL = '/manifest.webmanifest';
/** The apple-touch icon sizes, also the web app manifest's icons. */
export const APPLE_TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;
/** iOS at or below this major version takes the icon by its precomposed name. */
export const PRECOMPOSED_ICON_MAX_IOS = 14;
/** `/pwa/offline/{lang}.html`: the page the worker answers a navigation with when the network is gone. */
export const OFFLINE_PAGE_BASE = '/pwa/offline';
