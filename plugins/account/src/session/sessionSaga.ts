import { http, loggedOut, selectUserId, userIdentified, type HostState } from '@host/sdk';
import type { EventChannel } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SessionCheckReply } from '../../schemas/auth.ts';
import { signInAccepted, signInCompleted, signInFailed, signOutRequested } from '../accountSlice.ts';
import { fetchTermsStatus, termsStatusFrom } from '../terms/termsApi.ts';
import { termsEnabled } from '../terms/termsEnabled.ts';
import { setTermsRefusalHandler } from '../terms/termsRefusal.ts';
import { callWithDispatch } from './callWithDispatch.ts';
import { learnAboutUser } from './learnAboutUser.ts';
import { loadPlayerActions } from './loadPlayerActions.ts';
import { sameSiteHeaders } from './sameSiteHeaders.ts';
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
 * Puts who the session check found into the kernel's session state. Another user id than `before` (a sign-in, here
 * or in another tab, or a switch of user) loads the user config and terms; a newly signed-in player has the header's
 * part for the player fetched before it shows.
 */
function* identify(reply: SessionCheckReply, before: string | null) {
  if (reply.user_id && before === null) yield call(loadPlayerActions);
  if (reply.user_id) yield put(userIdentified({ userId: reply.user_id, banLevel: reply.ban_level ?? 0, banVersion: reply.ban_version ?? 0 }));
  else yield put(loggedOut());
  if (reply.user_id && reply.user_id !== before) yield call(callWithDispatch, learnAboutUser);
}

/**
 * Reads the session (the auth poll). A failed check is logged and the visitor counts as not signed in (second
 * document, section 4) until a later check answers.
 */
export function* refreshSession() {
  const before: string | null = yield select(selectUserId);
  const headers: Record<string, string> = yield select(sameSiteHeaders);
  let reply: SessionCheckReply;
  try {
    reply = yield call(checkSession, headers);
  } catch (error) {
    console.warn('[account] session check failed; signed out', error);
    if (before !== null) yield put(loggedOut());
    return;
  }
  yield call(identify, reply, before);
}

/**
 * Completes a sign-in the server accepted, whichever form or flow asked: who the user is now (the session check),
 * then what the guards of the next navigation need (user config, terms). Settles the slice's `signIn` for the caller
 * waiting on it (useCompleteSignIn.ts): failed when the check fails or finds nobody.
 */
export function* completeSignIn() {
  // The header's part for the player is fetched alongside the check, so that it replaces the visitor's buttons at once.
  yield fork(loadPlayerActions);
  const headers: Record<string, string> = yield select(sameSiteHeaders);
  try {
    const reply: SessionCheckReply = yield call(checkSession, headers);
    // A sign-in always learns about the user, even when the poll identified them in the meantime.
    yield call(identify, reply, null);
    yield put(reply.user_id ? signInCompleted() : signInFailed());
  } catch (error) {
    console.warn('[account] the session could not be read after signing in', error);
    yield put(signInFailed());
  }
}

/** Sign-out comes with the signed-in player's code (the `player` chunk), which a visitor never fetches. */
function* signOutWhenAsked(request: ReturnType<typeof signOutRequested>) {
  const { signOut }: typeof import('./signOut.ts') = yield call(() => import(/* webpackChunkName: "player" */ './signOut.ts'));
  yield call(signOut, request);
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

/**
 * The session, in one place: sign-in completion, sign-out, and the auth poll (every 60 s while the page is visible,
 * and whenever it becomes visible).
 */
export function* sessionSaga() {
  yield takeLatest(signInAccepted.match, completeSignIn);
  yield takeLeading(signOutRequested.match, signOutWhenAsked);
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
