import { validateDocument, type HttpClient, type TokenProvider } from '@host/sdk';
import type { TokenReply } from '../../schemas/auth.ts';
import { TOKEN_COOKIE, TOKEN_SHARE_MS, TOKEN_URL } from './tokenConstants.ts';
import { isTokenValid, tokenExpiry } from './tokenExpiry.ts';

export interface TokenCookies {
  read(name: string): string | null;
  write(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/**
 * The token of the signed-in user: read from the user_token cookie while its `exp` is in the future, else fetched
 * fresh. Fetches started within 60 s of each other share one request.
 */
export function createTokenProvider(http: HttpClient, cookies: TokenCookies, now: () => number = Date.now): TokenProvider & { clear(): void } {
  let shared: { startedAt: number; token: Promise<string | null> } | null = null;

  async function fetchToken(): Promise<string | null> {
    try {
      // Fetched with the first refresh: a signed-out visitor's page never needs it.
      const { validate_tokenReply } = await import('../generated/validate_tokenReply.js');
      // The token call itself must not go through the 401 refresh, or a signed-out visitor would loop.
      const reply = await http.request(TOKEN_URL, { validate: (data) => validateDocument<TokenReply>(validate_tokenReply, data, 'token reply'), withoutToken: true });
      const token = reply.data.token;
      const exp = tokenExpiry(token);
      if (exp === null || !isTokenValid(token, now())) return null;
      cookies.write(TOKEN_COOKIE, token, Math.max(1, Math.floor(exp - now() / 1000)));
      return token;
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
