/** Site config fetch: retried 5 times, 1 s apart (first document, section 9). */
export const CONFIG_RETRIES = 5;
export const CONFIG_RETRY_DELAY_MS = 1000;
/** localStorage key of the last known good config and manifest, written only after a successful boot. */
export const LAST_KNOWN_GOOD_KEY = 'host.lastKnownGood.v1';
