/** Status given to a request that never got an answer (first document, section 8: "network-error status"). */
export const NETWORK_ERROR_STATUS = 0;
/** Status of a request the caller cancelled; it shows no error (first document, section 8). */
export const CANCELLED_STATUS = 499;
/** Value of the X-app-n header every request carries (second document, section 7). */
export const APP_NAME_HEADER_VALUE = 'web-host';
/** A 401 is answered by one token refresh and one retry (first document, section 8). */
export const UNAUTHORIZED_RETRY_LIMIT = 1;
/**
 * A call is sent again after at most two met challenges (a refreshed fingerprint, then a captcha): the spec gives no
 * limit, and a server that keeps asking must not hold the caller in a loop.
 */
export const CHALLENGE_RETRY_LIMIT = 2;
