/**
 * Writes a site-wide cookie of the page with the attributes the server chose for the domain's cookies (the first
 * HTML's `<html data-cookies>`: bff/siteCookieAttributes.ts), so a site in a partner's frame keeps its cookies there;
 * without them, `SameSite=Lax`. Without a max age the cookie ends with the browser session; a max age of 0 removes it,
 * with the same attributes, since a partitioned cookie is removed only from its own partition.
 */
export function writeCookie(name: string, value: string, maxAgeS?: number): void {
  const maxAge = maxAgeS === undefined ? '' : `Max-Age=${maxAgeS}; `;
  document.cookie = `${name}=${encodeURIComponent(value)}; ${maxAge}${document.documentElement.dataset.cookies || 'Path=/; SameSite=Lax'}`;
}
