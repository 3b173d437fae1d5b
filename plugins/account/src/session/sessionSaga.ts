import { http, loggedOut, selectUserId, userIdentified, type HostState } from '@host/sdk';
import type { EventChannel } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { fetchTermsStatus, termsStatusFrom } from '../terms/termsApi.ts';
import { termsEnabled } from '../terms/termsEnabled.ts';
import { setTermsRefusalHandler } from '../http/accountHttp.ts';
import { callWithDispatch } from './callWithDispatch.ts';
import { learnAboutUser } from './learnAboutUser.ts';
import { loadPlayerActions } from './loadPlayerActions.ts';
import { checkSession } from './sessionApi.ts';
import { AUTH_POLL_MS } from './sessionConstants.ts';

function visibleChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const onChange = () => document.visibilityState === 'visible' && emit(true);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

/**
 * Reads the session and puts who the visitor is into the kernel's session state. A failed check is logged and the
 * visitor counts as not signed in (second document, section 4) until a later check answers. Another user id than
 * before (a sign-in or a switch of user in another tab) reloads the user config and terms.
 */
export function* refreshSession() {
  const before: string | null = yield select(selectUserId);
  let reply: Awaited<ReturnType<typeof checkSession>>;
  try {
    reply = yield call(checkSession);
  } catch (error) {
    console.warn('[account] session check failed; signed out', error);
    if (before !== null) yield put(loggedOut());
    return;
  }
  // A sign-in found by the poll (in another tab) has the header's part for the player fetched before it shows.
  if (reply.user_id && before === null) yield call(loadPlayerActions);
  if (reply.user_id) yield put(userIdentified({ userId: reply.user_id, banLevel: reply.ban_level ?? 0, banVersion: reply.ban_version ?? 0 }));
  else yield put(loggedOut());
  if (reply.user_id && reply.user_id !== before) yield call(callWithDispatch, learnAboutUser);
}

/** The terms poll: each minute while confirming terms is enabled. */
function* pollTerms() {
  const state: HostState = yield select();
  if (!termsEnabled(state)) return;
  try {
    const reply: Awaited<ReturnType<typeof fetchTermsStatus>> = yield call(fetchTermsStatus);
    yield put(termsStatusFrom(reply));
  } catch (error) {
    console.warn('[account] terms status failed', error);
    yield put(termsStatusFrom(null));
  }
}

/** The auth poll: every 60 s while the page is visible, and whenever it becomes visible. */
export function* sessionSaga() {
  const visible: EventChannel<true> = yield call(visibleChannel);
  try {
    for (;;) {
      yield race({ tick: delay(AUTH_POLL_MS), shown: take(visible) });
      if (document.visibilityState !== 'visible') continue;
      yield call(refreshSession);
      yield call(pollTerms);
    }
  } finally {
    visible.close();
    http.setTokenProvider(null);
    http.setChallengeResolver(null);
    setTermsRefusalHandler(null);
  }
}
