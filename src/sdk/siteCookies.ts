import { cookieAttributes, type CookieFlags } from '../http/cookies.ts';

let readFlags: () => CookieFlags | undefined = () => undefined;

/** The host tells the SDK where the site group's cookie flags are, so that a change of config holds for the next cookie. */
export function bindCookieFlags(read: () => CookieFlags | undefined): void {
  readFlags = read;
}

/**
 * Writes a site-wide cookie of the page with the site's cookie attributes (cookieAttributes); without a max age it
 * ends with the browser session, a max age of 0 removes it (with the same attributes: a partitioned cookie is removed
 * only from its own partition).
 */
export function writeCookie(name: string, value: string, maxAgeS?: number): void {
  const maxAge = maxAgeS === undefined ? '' : `Max-Age=${maxAgeS}; `;
  document.cookie = `${name}=${encodeURIComponent(value)}; ${maxAge}${cookieAttributes(readFlags(), location.protocol === 'https:')}`;
}
