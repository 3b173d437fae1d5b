import { http, loggedOut, selectLanguage, useRouteEntry, type HostState } from '@host/sdk';
import type { Dispatch } from 'redux';
import { useDispatch, useStore } from 'react-redux';
import { documentCookies } from '../token/documentCookies.ts';
import { TOKEN_COOKIE } from '../token/tokenConstants.ts';
import { logOut } from './sessionApi.ts';

/** A query parameter that sends the user home after logout wherever they are (the spec's "specific query parameter"). */
export const AFTER_LOGOUT_HOME_QUERY = 'logout_home';

/**
 * Ends the session: disconnects (a failed call is logged, and the user is signed out here all the same), forgets
 * the token, clears the session state, then goes home or reloads by access rule 9: a page a visitor may not see
 * (`goHome`), or one opened for the signed-in user by a query, goes home. The session service's signOut.
 */
export async function signOut(dispatch: Dispatch, getState: () => HostState, goHome: boolean): Promise<void> {
  try {
    await logOut();
  } catch (error) {
    console.warn('[account] logout call failed; signing out locally', error);
  }
  http.setTokenProvider(null);
  documentCookies.remove(TOKEN_COOKIE);
  dispatch(loggedOut());
  if (goHome || new URLSearchParams(location.search).has(AFTER_LOGOUT_HOME_QUERY)) location.assign(`/${selectLanguage(getState())}/`);
  else location.reload();
}

/** Sign-out for the logout the user confirmed and the one the captcha service asks for: leaves a sign-in-only page. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useDispatch();
  const store = useStore<HostState>();
  const route = useRouteEntry();
  return () => signOut(dispatch, store.getState, route?.requiresAuth === true);
}
