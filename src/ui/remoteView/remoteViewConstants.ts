/**
 * Remote views (second document, section 9): a call is abandoned after 1000 ms; 3 retries, first after 1 s,
 * doubling; manual reload at most once a second.
 */
export const REMOTE_VIEW_TIMEOUT_MS = 1000;
export const REMOTE_VIEW_RETRIES = 3;
export const REMOTE_VIEW_FIRST_RETRY_MS = 1000;
export const REMOTE_VIEW_RELOAD_THROTTLE_MS = 1000;
