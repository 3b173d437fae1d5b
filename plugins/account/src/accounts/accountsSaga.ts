import { notifyResults, selectIsAuthenticated, showNotification, userIdentified } from '@host/sdk';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { ADD_CURRENCY_POLL_MS } from './accountsConstants.ts';
import { holdsCurrency, selectAccounts } from './accountsSelectors.ts';
import {
  accountsLoaded,
  accountsRefreshRequested,
  activeAccountChangeRequested,
  activeAccountChanged,
  currencyAddFinished,
  currencyAddRequested,
  currencyAddStarted,
  currencyRemoveRequested,
  type AccountsState,
} from './accountsSlice.ts';
import { isBingoPath } from './isBingoPath.ts';
import { pollWhile } from './pollWhile.ts';

type AccountsApi = typeof import('./accountsApi.ts');
/** The calls and their validators load with the first signed-in use, not with every visit. */
let loadedApi: Promise<AccountsApi> | null = null;
const accountsApi = (): Promise<AccountsApi> => (loadedApi ??= import(/* webpackChunkName: "player" */ './accountsApi.ts'));

/** Loads the signed-in player's accounts (`accounts/loaded`); a failure is logged. */
export function* loadAccounts() {
  const signedIn: boolean = yield select(selectIsAuthenticated);
  if (!signedIn) return;
  try {
    const api: AccountsApi = yield call(accountsApi);
    const accounts: Awaited<ReturnType<AccountsApi['fetchAccounts']>> = yield call(api.fetchAccounts);
    yield put(accountsLoaded({ accounts }));
  } catch (error) {
    console.warn('[account] accounts failed to load', error);
  }
}

/** A failed wallet action: the server's message when it sent one, else the generic error; nothing when cancelled. */
function* reportFailure(error: unknown) {
  const api: AccountsApi = yield call(accountsApi);
  const result = api.walletFailure(error);
  if (result) yield all(notifyResults([result]).map((action) => put(action)));
}

/**
 * Active-account change: the call, then `accounts/activeChanged` (the coupon's prepaid amount goes to 0), fresh
 * account data, and the message that the account is set, unless on a bingo route.
 */
export function* changeActiveAccount({ accountId }: ReturnType<typeof activeAccountChangeRequested>) {
  try {
    const api: AccountsApi = yield call(accountsApi);
    yield call(api.setActiveAccount, accountId);
  } catch (error) {
    yield call(reportFailure, error);
    return;
  }
  yield put(activeAccountChanged({ accountId }));
  yield call(loadAccounts);
  if (!isBingoPath(location.pathname)) yield put(showNotification({ kind: 'success', messageKey: 'account:accounts_active_set' }));
}

/**
 * Add currency: marks the process, asks for the account, then reloads the accounts every 1000 ms until the new
 * currency appears (the polling helper: once, then at most 5 repeats).
 */
export function* addCurrency({ currency }: ReturnType<typeof currencyAddRequested>) {
  yield put(currencyAddStarted({ currency }));
  try {
    const api: AccountsApi = yield call(accountsApi);
    yield call(api.addCurrencyAccount, currency.id);
  } catch (error) {
    yield call(reportFailure, error);
    yield put(currencyAddFinished({ currency, appeared: false }));
    return;
  }
  const held = holdsCurrency(currency.iso);
  const missing: boolean = yield call(pollWhile, loadAccounts, (state) => !held(state), { intervalMs: ADD_CURRENCY_POLL_MS });
  yield put(currencyAddFinished({ currency, appeared: !missing }));
  // Still opening after the last poll: the server took the request, so say it is on its way rather than failed.
  yield put(showNotification({ kind: missing ? 'info' : 'success', messageKey: missing ? 'account:accounts_currency_pending' : 'account:accounts_currency_added' }));
}

/** Remove currency: after the server agrees, the account leaves the list. */
export function* removeCurrency({ accountId }: ReturnType<typeof currencyRemoveRequested>) {
  try {
    const api: AccountsApi = yield call(accountsApi);
    yield call(api.removeCurrencyAccount, accountId);
  } catch (error) {
    yield call(reportFailure, error);
    return;
  }
  const list: AccountsState['list'] = yield select(selectAccounts);
  yield put(accountsLoaded({ accounts: (list ?? []).filter((account) => account.id !== accountId) }));
  yield put(showNotification({ kind: 'success', messageKey: 'account:accounts_currency_removed' }));
}

/**
 * The account plugin owns the accounts: loaded when someone signs in (and at each auth poll) or a plugin asks, and the
 * wallet actions. An activation with someone already signed in loads them too: its prepare step identifies the user.
 */
export function* accountsSaga() {
  // Any plugin may ask for fresh accounts (after a bet, say) through the accounts service instead of fetching them.
  yield takeLatest([userIdentified.type, accountsRefreshRequested.type], loadAccounts);
  yield takeEvery(activeAccountChangeRequested.match, changeActiveAccount);
  yield takeLeading(currencyAddRequested.match, addCurrency);
  yield takeEvery(currencyRemoveRequested.match, removeCurrency);
}
