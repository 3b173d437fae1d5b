import { http, selectLanguage, useRouteEntry } from '@host/sdk';
import { useDispatch, useSelector } from 'react-redux';
import { documentCookies } from '../token/documentCookies.ts';
import { TOKEN_COOKIE } from '../token/tokenConstants.ts';
import { logOut } from './sessionApi.ts';

/** A query parameter that sends the user home after logout wherever they are (the spec's "specific query parameter"). */
export const AFTER_LOGOUT_HOME_QUERY = 'logout_home';

/**
 * Ends the session: disconnects (a failed call is logged, and the user is signed out here all the same), forgets
 * the token, clears the session state, then goes home or reloads by access rule 9. For the logout the user
 * confirmed, and for the one the captcha service asks for.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useDispatch();
  const lang = useSelector(selectLanguage);
  const route = useRouteEntry();
  return async () => {
    try {
      await logOut();
    } catch (error) {
      console.warn('[account] logout call failed; signing out locally', error);
    }
    http.setTokenProvider(null);
    documentCookies.remove(TOKEN_COOKIE);
    dispatch({ type: 'session/loggedOut' });
    // Access rule 9: a page a visitor may not see (or one opened for the signed-in user by a query) goes home.
    const leave = route?.requiresAuth === true || new URLSearchParams(location.search).has(AFTER_LOGOUT_HOME_QUERY);
    if (leave) location.assign(`/${lang}/`);
    else location.reload();
  };
}
