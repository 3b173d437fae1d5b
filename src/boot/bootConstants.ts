/** Block service: retried twice, 100 ms apart (first document, section 7). */
export const BLOCK_RETRIES = 2;
export const BLOCK_RETRY_DELAY_MS = 100;
/** Cookie that, at value 1, lifts block template 1 (first document, section 8). */
export const GEO_OFF_COOKIE = 'geo_off';
/**
 * How often the kernel looks for a new route manifest (an operator's change) while the page is visible; it also
 * looks each time the page becomes visible. The spec gives no figure; one minute matches the auth poll.
 */
export const MANIFEST_POLL_MS = 60_000;
export const LANGUAGE_STORAGE_KEY = 'host.language';
/** Where the kernel's own dictionaries are served (`/kernel/i18n/{lang}.json`). */
export const KERNEL_ASSETS_BASE = '/kernel';
