/** A site-wide cookie the page itself writes; a max age of 0 removes it. */
export function writeCookie(name: string, value: string, maxAgeS: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax`;
}
