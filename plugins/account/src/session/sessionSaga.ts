import type { Dispatch } from 'redux';
import { http, loggedOut, openModal, safeStorage, selectUserId, showNotification, userIdentified, type HostState } from '@host/sdk';
import type { EventChannel } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { askCaptchaInModal } from '../captcha/askCaptchaInModal.ts';
import { captchaPrompt } from '../captcha/captchaPrompt.ts';
import { createChallengeResolver } from '../captcha/createChallengeResolver.ts';
import { browserFingerprint } from '../fingerprint/browserFingerprint.ts';
import { referralCookiesFor, serializeReferralCookie } from '../referral/referralCookies.ts';
import { fetchTermsStatus, termsEnabled, termsStatusFrom } from '../terms/termsApi.ts';
import { selectTerms, termsStatusReceived } from '../accountSlice.ts';
import { setTermsRefusalHandler } from '../http/accountHttp.ts';
import { callWithDispatch } from './callWithDispatch.ts';
import { sessionTokens } from './sessionTokens.ts';
import { learnAboutUser } from './learnAboutUser.ts';
import { checkSession } from './sessionApi.ts';
import { AUTH_POLL_MS, LOGOUT_FAILED_KEY, SHOW_FORGOT_PASSWORD_QUERY } from './sessionConstants.ts';

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
  if (reply.user_id) yield put(userIdentified({ userId: reply.user_id, banLevel: reply.ban_level ?? 0, banVersion: reply.ban_version ?? 0 }));
  else yield put(loggedOut());
  if (reply.user_id && reply.user_id !== before) yield call(callWithDispatch, learnAboutUser);
}

/**
 * Before the first navigation: referral tags from the landing URL, the token provider and the challenge resolver
 * (captcha, fingerprint) of the HTTP client, and who the visitor is (the guards need it). Runs on every activation.
 */
export async function prepareSession({ dispatch, getState }: { dispatch: Dispatch; getState: () => HostState }): Promise<void> {
  for (const cookie of referralCookiesFor(new URLSearchParams(location.search), (tag) => console.warn(`[account] referral tag ${tag} refused`))) {
    document.cookie = serializeReferralCookie(cookie, location.protocol === 'https:');
  }
  http.setTokenProvider(sessionTokens);
  http.setChallengeResolver(createChallengeResolver({ fingerprint: browserFingerprint, askCaptcha: askCaptchaInModal(dispatch, captchaPrompt) }));
  // A call refused until the terms are confirmed (451, exception_code 1) sends the user to confirm them.
  setTermsRefusalHandler(() => {
    if (termsEnabled(getState())) dispatch(termsStatusReceived({ changed: true, updatedAt: selectTerms(getState()).updatedAt }));
  });
  const storage = safeStorage('sessionStorage');
  if (storage.getItem(LOGOUT_FAILED_KEY) !== null) {
    storage.removeItem(LOGOUT_FAILED_KEY);
    dispatch(showNotification({ kind: 'error', messageKey: 'account:logout_failed' }));
  }
  try {
    const reply = await checkSession();
    if (reply.user_id) dispatch(userIdentified({ userId: reply.user_id, banLevel: reply.ban_level ?? 0, banVersion: reply.ban_version ?? 0 }));
  } catch (error) {
    console.warn('[account] session check failed; signed out', error);
  }
  await learnAboutUser(dispatch, getState);
  // The home page with showForgotPasswordModal opens the forgot-password modal for a signed-out visitor.
  const onHome = /^\/[a-z]{2}\/?$/.test(location.pathname);
  if (onHome && new URLSearchParams(location.search).has(SHOW_FORGOT_PASSWORD_QUERY) && getState().session.userId === null) {
    dispatch(openModal('forgot-password'));
  }
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
