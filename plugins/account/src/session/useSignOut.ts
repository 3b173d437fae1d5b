import { http, loggedOut, safeStorage, selectLanguage, useRouteEntry, type HostState } from '@host/sdk';
import type { Dispatch } from 'redux';
import { useDispatch, useStore } from 'react-redux';
import { documentCookies } from '../token/documentCookies.ts';
import { logOut } from './logOut.ts';
import { LOGOUT_FAILED_KEY, USER_COOKIES } from './sessionConstants.ts';
import { sessionTokens } from './sessionTokens.ts';

/** A query parameter that sends the user home after logout wherever they are (the spec's "specific query parameter"). */
export const AFTER_LOGOUT_HOME_QUERY = 'logout_home';

function removeUserCookies(): void {
  sessionTokens.clear();
  for (const name of USER_COOKIES) documentCookies.remove(name);
}

/**
 * Ends the session (second document, section 4): disconnects, removes the user's cookies, clears the session state
 * (user id, ban level, profile ids), then goes home or reloads by access rule 9: a page a visitor may not see
 * (`goHome`), or one opened for the signed-in user by a query, goes home. A failed disconnect is logged and the page
 * reloads as it is (the server may still hold the session); the reloaded page says the logout did not happen. For a
 * visitor it only removes the cookies. The session service's signOut.
 */
export async function signOut(dispatch: Dispatch, getState: () => HostState, goHome: boolean): Promise<void> {
  if (getState().session.userId === null) return removeUserCookies();
  try {
    await logOut();
  } catch (error) {
    console.warn('[account] logout failed; reloading', error);
    safeStorage('sessionStorage').setItem(LOGOUT_FAILED_KEY, '1');
    location.reload();
    return;
  }
  http.setTokenProvider(null);
  removeUserCookies();
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
