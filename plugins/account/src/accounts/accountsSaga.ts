import { notifyResults, selectIsAuthenticated, showNotification } from '@host/sdk';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { addCurrencyAccount, fetchAccounts, removeCurrencyAccount, setActiveAccount, walletFailure, type Account } from './accountsApi.ts';
import { ADD_CURRENCY_POLL_MS } from './accountsConstants.ts';
import {
  accountsLoaded,
  activeAccountChanged,
  holdsCurrency,
  selectAccounts,
  type AccountsEvent,
  type AccountsState,
} from './accountsSlice.ts';
import { isBingoPath } from './isBingoPath.ts';
import { pollWhile } from './pollWhile.ts';

/** Loads the signed-in player's accounts and tells every plugin (`accounts/loaded`); a failure is logged. */
export function* loadAccounts() {
  const signedIn: boolean = yield select(selectIsAuthenticated);
  if (!signedIn) return;
  try {
    const reply: Awaited<ReturnType<typeof fetchAccounts>> = yield call(fetchAccounts);
    yield put(accountsLoaded(reply.accounts));
  } catch (error) {
    console.warn('[account] accounts failed to load', error);
  }
}

/**
 * A plugin that came up after the accounts were told asks to hear them again: the list it missed is told once more,
 * without a call (with none yet, the load under way will tell it).
 */
export function* announceAccounts() {
  const accounts: AccountsState['list'] = yield select(selectAccounts);
  if (accounts) yield put(accountsLoaded(accounts));
}

/** A failed wallet action: the server's message when it sent one, else the generic error; nothing when cancelled. */
function* reportFailure(error: unknown) {
  const result = walletFailure(error);
  if (result) yield all(notifyResults([result]).map((action) => put(action)));
}

/**
 * Active-account change: the call, then `accounts/activeChanged` (the coupon's prepaid amount goes to 0), fresh
 * account data, and the message that the account is set, unless on a bingo route.
 */
export function* changeActiveAccount({ accountId }: Extract<AccountsEvent, { type: 'accounts/activeChangeRequested' }>) {
  try {
    yield call(setActiveAccount, accountId);
  } catch (error) {
    yield call(reportFailure, error);
    return;
  }
  yield put(activeAccountChanged(accountId));
  yield call(loadAccounts);
  if (!isBingoPath(location.pathname)) yield put(showNotification({ kind: 'success', messageKey: 'account:accounts_active_set' }));
}

/**
 * Add currency: marks the process, asks for the account, then reloads the accounts every 1000 ms until the new
 * currency appears (the polling helper: once, then at most 5 repeats).
 */
export function* addCurrency({ currency }: Extract<AccountsEvent, { type: 'accounts/currencyAddRequested' }>) {
  yield put({ type: 'accounts/currencyAddStarted', currency });
  try {
    yield call(addCurrencyAccount, currency.id);
  } catch (error) {
    yield call(reportFailure, error);
    yield put({ type: 'accounts/currencyAddFinished', currency, appeared: false });
    return;
  }
  const held = holdsCurrency(currency.iso);
  const missing: boolean = yield call(pollWhile, loadAccounts, (state) => !held(state), { intervalMs: ADD_CURRENCY_POLL_MS });
  yield put({ type: 'accounts/currencyAddFinished', currency, appeared: !missing });
  // Still opening after the last poll: the server took the request, so say it is on its way rather than failed.
  yield put(showNotification({ kind: missing ? 'info' : 'success', messageKey: missing ? 'account:accounts_currency_pending' : 'account:accounts_currency_added' }));
}

/** Remove currency: after the server agrees, the account leaves the list here and every plugin gets the new list. */
export function* removeCurrency({ accountId }: Extract<AccountsEvent, { type: 'accounts/currencyRemoveRequested' }>) {
  try {
    yield call(removeCurrencyAccount, accountId);
  } catch (error) {
    yield call(reportFailure, error);
    return;
  }
  const list: AccountsState['list'] = yield select(selectAccounts);
  yield put(accountsLoaded((list ?? []).filter((account: Account) => account.id !== accountId)));
  yield put(showNotification({ kind: 'success', messageKey: 'account:accounts_currency_removed' }));
}

/**
 * The account plugin owns the accounts: loaded when someone signs in (and at each auth poll) or a plugin asks, and the
 * wallet actions.
 */
export function* accountsSaga() {
  // Any plugin may ask for fresh accounts (after a bet, say) instead of fetching them itself.
  yield takeLatest(['session/userIdentified', 'accounts/refreshRequested'], loadAccounts);
  yield takeEvery('accounts/announceRequested', announceAccounts);
  yield takeEvery('accounts/activeChangeRequested', changeActiveAccount);
  yield takeLeading('accounts/currencyAddRequested', addCurrency);
  yield takeEvery('accounts/currencyRemoveRequested', removeCurrency);
  // On a (re)activation with someone already signed in.
  yield call(loadAccounts);
}
