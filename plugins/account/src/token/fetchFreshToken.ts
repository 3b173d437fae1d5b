import { validateDocument, type HttpClient } from '@host/sdk';
import type { TokenReply } from '../../schemas/auth.ts';
import { validate_tokenReply } from '../generated/validate_tokenReply.js';
import type { TokenCookies } from './tokenCookies.ts';
import { TOKEN_COOKIE, TOKEN_URL } from './tokenConstants.ts';
import { isTokenValid, tokenExpiry } from './tokenExpiry.ts';

/** A fresh token from the server, kept in its cookie until its `exp`; null when the reply's token is not valid. */
export async function fetchFreshToken(http: HttpClient, cookies: TokenCookies, now: () => number): Promise<string | null> {
  // The token call itself must not go through the 401 refresh, or a signed-out visitor would loop.
  const reply = await http.request(TOKEN_URL, { validate: (data) => validateDocument<TokenReply>(validate_tokenReply, data, 'token reply'), withoutToken: true });
  const token = reply.data.token;
  const exp = tokenExpiry(token);
  if (exp === null || !isTokenValid(token, now())) return null;
  cookies.write(TOKEN_COOKIE, token, Math.max(1, Math.floor(exp - now() / 1000)));
  return token;
}
