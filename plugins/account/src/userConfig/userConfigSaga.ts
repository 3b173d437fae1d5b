import { HttpError, loggedOut, safeStorage, showNotification } from '@host/sdk';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { balanceHiddenChanged, balanceHiddenChangeRequested, selectBalanceHidden } from '../accountSlice.ts';
import { isTermsRefusal } from '../terms/termsRefusal.ts';
import { forgetFirstPage } from '../identification/identificationFirstPage.ts';
import { abortUserConfigLoad } from './userConfigLoadInFlight.ts';

type UserConfigApi = typeof import('./userConfigApi.ts');
/** The calls and the user config's validator load with the first signed-in use, not with every visit. */
const userConfigApi = (): Promise<UserConfigApi> => import(/* webpackChunkName: "player" */ './userConfigApi.ts');

/**
 * Hides or shows the balances (first document, section 5, the office-setting save): the new value applies at once,
 * goes to the server, and is put back with a message if the server refuses it, unless the call was cancelled.
 */
export function* changeBalanceHidden({ hidden }: ReturnType<typeof balanceHiddenChangeRequested>) {
  const before: boolean = yield select(selectBalanceHidden);
  if (before === hidden) return;
  yield put(balanceHiddenChanged({ hidden }));
  try {
    const api: UserConfigApi = yield call(userConfigApi);
    yield call(api.saveUserSetting, 'user_hide_balance', hidden);
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'cancelled') return;
    console.warn('[account] saving the balance visibility failed', error);
    yield put(balanceHiddenChanged({ hidden: before }));
    if (!isTermsRefusal(error)) yield put(showNotification({ kind: 'error', messageKey: 'account:balance_visibility_failed' }));
  }
}

/** What the browser keeps of a user goes with them: the identification's first page, and a user config load under way. */
function forgetUser() {
  abortUserConfigLoad();
  forgetFirstPage(safeStorage('sessionStorage'));
}

export function* userConfigSaga() {
  yield takeLatest(balanceHiddenChangeRequested.match, changeBalanceHidden);
  yield takeEvery(loggedOut.type, forgetUser);
}
