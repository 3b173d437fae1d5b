import type { HttpClient, TokenProvider } from '@host/sdk';
import { TOKEN_COOKIE, TOKEN_SHARE_MS } from './tokenConstants.ts';
import type { TokenCookies } from './tokenCookies.ts';
import { isTokenValid } from './tokenExpiry.ts';

export type { TokenCookies } from './tokenCookies.ts';

/**
 * The token of the signed-in user: read from the user_token cookie while its `exp` is in the future, else fetched
 * fresh. Fetches started within 60 s of each other share one request.
 */
export function createTokenProvider(http: HttpClient, cookies: TokenCookies, now: () => number = Date.now): TokenProvider & { clear(): void } {
  let shared: { startedAt: number; token: Promise<string | null> } | null = null;

  async function fetchToken(): Promise<string | null> {
    try {
      // Fetched with the first refresh: a signed-out visitor's page never needs it.
      const { fetchFreshToken } = await import(/* webpackChunkName: "player" */ './fetchFreshToken.ts');
      return await fetchFreshToken(http, cookies, now);
    } catch {
      cookies.remove(TOKEN_COOKIE);
      return null;
    }
  }

  return {
    getToken() {
      const token = cookies.read(TOKEN_COOKIE);
      return isTokenValid(token, now()) ? token : null;
    },
    refreshToken() {
      if (!shared || now() - shared.startedAt >= TOKEN_SHARE_MS) {
        cookies.remove(TOKEN_COOKIE);
        shared = { startedAt: now(), token: fetchToken() };
      }
      return shared.token;
    },
    clear() {
      shared = null;
      cookies.remove(TOKEN_COOKIE);
    },
  };
}
