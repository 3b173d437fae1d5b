import { parseCookies, writeCookie } from '@host/sdk';
import type { TokenCookies } from './tokenCookies.ts';

/** The page's cookies for the token, written as every cookie of the site is (the SDK's `writeCookie`). */
export const documentCookies: TokenCookies = {
  read: (name) => parseCookies(document.cookie)[name] ?? null,
  write: writeCookie,
  remove: (name) => writeCookie(name, '', 0),
};
