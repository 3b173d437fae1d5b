/** Session check: retried twice, 1.5 s apart (second document, section 9). */
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_RETRY_MS = 1500;
/** Auth state is polled every 60 s while the page is visible (first document, section 6). */
export const AUTH_POLL_MS = 60_000;
export const SESSION_CHECK_URL = '/web-api/session/check';
export const LOGOUT_URL = '/web-api/auth/logout';
/** The home-page query flag that opens the forgot-password modal (first document, section 2.10). */
export const SHOW_FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';
