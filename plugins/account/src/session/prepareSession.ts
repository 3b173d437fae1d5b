import type { Dispatch } from 'redux';
import { http, openModal, safeStorage, showNotification, userIdentified, writeCookie, type HostState } from '@host/sdk';
import { lazyPageChallengeResolver } from '../captcha/lazyPageChallengeResolver.ts';
import { REFERRAL_QUERY_TAGS } from '../referral/referralQueryTags.ts';
import { termsEnabled } from '../terms/termsEnabled.ts';
import { selectTerms, termsStatusReceived } from '../accountSlice.ts';
import { setTermsRefusalHandler } from '../terms/termsRefusal.ts';
import { sessionTokens } from './sessionTokens.ts';
import { learnAboutUser } from './learnAboutUser.ts';
import { loadPlayerActions } from './loadPlayerActions.ts';
import { checkSession } from './sessionApi.ts';
import { LOGOUT_FAILED_KEY, SHOW_FORGOT_PASSWORD_QUERY } from './sessionConstants.ts';

/**
 * Before the first navigation: referral tags from the landing URL, the token provider and the challenge resolver
 * (captcha, fingerprint) of the HTTP client, and who the visitor is (the guards need it). Runs on every activation.
 */
export async function prepareSession({ dispatch, getState }: { dispatch: Dispatch; getState: () => HostState }): Promise<void> {
  const query = new URLSearchParams(location.search);
  // The capture rules load only for a landing URL that carries a referral tag.
  if (REFERRAL_QUERY_TAGS.some((tag) => query.has(tag))) {
    const { referralCookiesFor } = await import('../referral/referralCookies.ts');
    for (const cookie of referralCookiesFor(query, (tag) => console.warn(`[account] referral tag ${tag} refused`))) writeCookie(cookie.name, cookie.value, cookie.maxAgeSeconds);
  }
  http.setTokenProvider(sessionTokens);
  http.setChallengeResolver(lazyPageChallengeResolver(dispatch));
  // Any plugin's call refused until the terms are confirmed (451, exception_code 1) sends the user to confirm them.
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
  // A player's part of the header comes with what the guards need to know, so that the first paint shows it.
  await Promise.all([learnAboutUser(dispatch, getState), getState().session.userId !== null && loadPlayerActions()]);
  // The home page with showForgotPasswordModal opens the forgot-password modal for a signed-out visitor.
  const onHome = /^\/[a-z]{2}\/?$/.test(location.pathname);
  if (onHome && new URLSearchParams(location.search).has(SHOW_FORGOT_PASSWORD_QUERY) && getState().session.userId === null) {
    dispatch(openModal('forgot-password'));
  }
}
