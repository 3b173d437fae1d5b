/** The fingerprint call (path not shown; ours, schema `fingerprintReply`). */
export const FINGERPRINT_URL = '/web-api/fingerprint';
/** The header sign-in calls carry the fingerprint token in, and the code of a 400 that asks for a fresh one. */
export const FINGERPRINT_HEADER = 'X-Fingerprint';
export const FINGERPRINT_ERROR_CODE = 'fingerprint_invalid';
/** Fingerprint: at most 2 failed tries, 110 apart (second document, section 9; the unit is not shown: ms). */
export const FINGERPRINT_MAX_FAILED_TRIES = 2;
export const FINGERPRINT_RETRY_WAIT_MS = 110;
