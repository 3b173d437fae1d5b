import { parseCookies, selectLanguage, userIdentified, writeCookie, type HostState } from '@host/sdk';
import { call, select, take } from 'redux-saga/effects';
import { selectDisplayedCurrency } from '../accounts/accountsSelectors.ts';
import { registrationCurrenciesOf } from '../registration/registrationCurrencies.ts';
import { socialSignInConfigOf } from './socialSignInConfig.ts';

/**
 * Set once one-tap was offered in this browser session (a session cookie: every tab shares it, and it ends with the
 * browser): a visitor who closed it is not asked again on every page or tab.
 */
export const ONE_TAP_OFFERED_COOKIE = 'one_tap_offered';

type PromptModule = typeof import('./oneTapPrompt.ts');

/**
 * One-tap sign-in (first document 6): offered once a browser session, only to a visitor who is not signed in, only
 * where the domain's `socialSignIn` group enables it. Its code and the provider's script load only then; a sign-in by
 * another way takes the prompt back, also one made while the prompt was on its way.
 */
export function* oneTapSaga() {
  const state: HostState = yield select();
  if (state.session.userId !== null || socialSignInConfigOf(state).oneTap !== true) return;
  if (parseCookies(document.cookie)[ONE_TAP_OFFERED_COOKIE] !== undefined) return;
  writeCookie(ONE_TAP_OFFERED_COOKIE, '1');
  let withdraw: () => void;
  try {
    const { promptOneTap }: PromptModule = yield call(() => import(/* webpackChunkName: "registration" */ './oneTapPrompt.ts'));
    const visit = { language: selectLanguage(state), currencyIso: selectDisplayedCurrency(state), currencies: registrationCurrenciesOf(state) };
    withdraw = yield call(promptOneTap, visit);
  } catch (failure) {
    console.warn('[account] one-tap sign-in could not be offered', failure);
    return;
  }
  const now: HostState = yield select();
  if (now.session.userId === null) yield take(userIdentified.type);
  withdraw();
}
