/** Concurrent token fetches share one request for 60 s (second document, section 9). */
export const TOKEN_SHARE_MS = 60_000;
/** The cookie the token is kept in (second document, section 3). */
export const TOKEN_COOKIE = 'user_token';
export const TOKEN_URL = '/web-api/user/gettoken?force_refresh=true';
