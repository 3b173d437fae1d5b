import { http, loggedOut, safeStorage, selectLanguage, type HostState } from '@host/sdk';
import { call, put, select } from 'redux-saga/effects';
import type { signOutRequested } from '../accountSlice.ts';
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
 * visitor it only removes the cookies. The session saga runs it for every `signOutRequested`.
 */
export function* signOut({ goHome }: ReturnType<typeof signOutRequested>) {
  const state: HostState = yield select();
  if (state.session.userId === null) return removeUserCookies();
  try {
    yield call(logOut);
  } catch (error) {
    console.warn('[account] logout failed; reloading', error);
    safeStorage('sessionStorage').setItem(LOGOUT_FAILED_KEY, '1');
    location.reload();
    return;
  }
  http.setTokenProvider(null);
  removeUserCookies();
  yield put(loggedOut());
  if (goHome || new URLSearchParams(location.search).has(AFTER_LOGOUT_HOME_QUERY)) location.assign(`/${selectLanguage(state)}/`);
  else location.reload();
}
