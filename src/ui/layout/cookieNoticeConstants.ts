export const COOKIE_AGREEMENT_COOKIE = 'cookies_agree';
/** The agreement is kept for a year (the spec gives no lifetime; a year is the common consent period). */
export const COOKIE_AGREEMENT_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The notice's height while it is shown, on the root element: what else floats at the bottom of the screen (a bet
 * slip's bar, the back-to-top button) stands on it instead of hiding behind it.
 */
export const COOKIE_NOTICE_HEIGHT_PROPERTY = '--cookie-notice-h';

/** The visitor's choices beside the agreement: which optional kinds of cookies they allow (`functional,marketing`). */
export const COOKIE_CONSENT_COOKIE = 'cookies_consent';

/** Where the page logs the visitor's answer to the notice (the agreement log call, with `cookiesAgreeTime`). */
export const COOKIE_AGREEMENTS_URL = '/bff-api/cookie-agreements';
