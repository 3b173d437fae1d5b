import { safeRedirectPath } from '../login/safeRedirectPath.ts';

/** The stored values of access rule 11: `redirect_url` (a query the auth guard sets) and `from_url` (kept here). */
export const REDIRECT_URL_QUERY = 'redirect_url';
export const FROM_URL_KEY = 'from_url';

/** An address as `from_url` keeps it: the path after the language (`/` for the home), with its query. */
export const pathAfterLanguage = (pathname: string, search: string): string => `${pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/'}${search}`;

/**
 * Access rule 11, first half: a visitor who goes from one of the configured routes to login or registration has the
 * page they came from (path after the language, with its query) remembered as `from_url`. From any other route
 * nothing is remembered, and an older value is dropped so that it cannot send them somewhere stale.
 */
export function rememberFromUrl(storage: Storage, routeName: string | null, path: string, configuredRoutes: readonly string[] = []): void {
  if (routeName !== null && configuredRoutes.includes(routeName) && safeRedirectPath(path)) storage.setItem(FROM_URL_KEY, path);
  else storage.removeItem(FROM_URL_KEY);
}

/**
 * Where to go after signing in or up: the `redirect_url` of the address, else the remembered `from_url`; null when
 * neither is a path of this site. The remembered value is used once.
 */
export function takePostLoginTarget(storage: Storage, query: URLSearchParams): string | null {
  const from = storage.getItem(FROM_URL_KEY);
  storage.removeItem(FROM_URL_KEY);
  return safeRedirectPath(query.get(REDIRECT_URL_QUERY)) ?? safeRedirectPath(from);
}
