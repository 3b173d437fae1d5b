import { http } from '@host/sdk';
import { createTokenProvider } from '../token/createTokenProvider.ts';
import { documentCookies } from '../token/documentCookies.ts';

/** The one token provider of the page: the HTTP client's, and the session service's. */
export const sessionTokens = createTokenProvider(http, documentCookies);
