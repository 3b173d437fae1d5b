import { TOKEN_COOKIE } from '../token/tokenConstants.ts';

/** Session check: retried twice, 1.5 s apart (second document, section 9). */
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_RETRY_MS = 1500;
/** Auth state is polled every 60 s while the page is visible (first document, section 6). */
export const AUTH_POLL_MS = 60_000;
export const SESSION_CHECK_URL = '/web-api/session/check';
export const LOGOUT_URL = '/web-api/auth/logout';
/** The home-page query flag that opens the forgot-password modal (first document, section 2.10). */
export const SHOW_FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';
/**
 * The cookies of a signed-in user that logout removes: the token, and the two cookies of the secure data fetch
 * (first document, section 7: `ggru` and the grant). The session cookie is HttpOnly; the logout call ends it.
 */
export const USER_COOKIES = [TOKEN_COOKIE, 'ggru', 'grant'] as const;
/** Set before the reload that follows a failed logout, so that the reloaded page can say the logout did not happen. */
export const LOGOUT_FAILED_KEY = 'account.logoutFailed';
