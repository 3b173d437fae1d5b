/** A Cookie header (or `document.cookie`) as name -> value; values are URI-decoded when they can be. */
export function parseCookies(cookieHeader: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

/**
 * The site config group, of which `shouldUseCookieIframeParameters` and `shouldPassPartitioned` (first document 3)
 * decide how the site's cookies are written; read as the page gets them (the server validates them).
 */
export type CookieFlags = Readonly<Record<string, unknown>>;

/**
 * The attributes every cookie of the site carries, the server's and the page's alike. A site shown inside a partner's
 * frame has its cookies sent there only with `SameSite=None` (shouldUseCookieIframeParameters), and kept at all, where
 * the browser blocks third-party cookies, only when partitioned by the top-level site (shouldPassPartitioned: CHIPS'
 * `Partitioned`). Both need `Secure`, which a browser refuses on plain http: there the cookie stays `SameSite=Lax`.
 */
export function cookieAttributes(flags: CookieFlags | undefined, secure: boolean): string {
  if (!secure) return 'Path=/; SameSite=Lax';
  const sameSite = flags?.shouldUseCookieIframeParameters === true ? 'None' : 'Lax';
  return `Path=/; SameSite=${sameSite}; Secure${flags?.shouldPassPartitioned === true ? '; Partitioned' : ''}`;
}
