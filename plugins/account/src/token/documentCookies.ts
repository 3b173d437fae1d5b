import type { TokenCookies } from './createTokenProvider.ts';

/** The page's cookies for the token: URI-encoded, Path=/, Secure on https. */
export const documentCookies: TokenCookies = {
  read: (name) => {
    const raw = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1);
    if (raw === undefined) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  },
  write: (name, value, maxAge) => {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  },
  remove: (name) => {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  },
};
