import { parseCookies } from '@host/sdk';
import type { TokenCookies } from './tokenCookies.ts';

/** The page's cookies for the token: URI-encoded, Path=/, Secure on https. */
export const documentCookies: TokenCookies = {
  read: (name) => parseCookies(document.cookie)[name] ?? null,
  write: (name, value, maxAge) => {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  },
  remove: (name) => {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  },
};
