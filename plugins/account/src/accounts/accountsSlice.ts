import { createEvent, createReducer, loggedOut, on, payload } from '@host/sdk';
import { accountsEvents, type Account, type CurrencyChoice as Currency } from '../../contract/index.ts';
import { withMoney } from './accountFromReply.ts';

/** The signed-in player's accounts (main, bonus, currency) and the currency account being opened. */
export interface AccountsState {
  /** Null for a visitor and until the first load. */
  list: readonly Account[] | null;
  /** The currency whose account was asked for and has not appeared yet (add currency "marks the process"). */
  adding: Currency | null;
}

/** Events of the accounts; `loaded` and `activeChanged` are the service's published ones (accountsEvents). */
export const { loaded: accountsLoaded, activeChanged: activeAccountChanged } = accountsEvents;
export const balanceReported = createEvent('accounts/balanceReported', payload<{ accountId: string; amount: number }>());
export const accountsRefreshRequested = createEvent('accounts/refreshRequested');
export const activeAccountChangeRequested = createEvent('accounts/activeChangeRequested', payload<{ accountId: string }>());
export const currencyAddRequested = createEvent('accounts/currencyAddRequested', payload<{ currency: Currency }>());
export const currencyAddStarted = createEvent('accounts/currencyAddStarted', payload<{ currency: Currency }>());
export const currencyAddFinished = createEvent('accounts/currencyAddFinished', payload<{ currency: Currency; appeared: boolean }>());
export const currencyRemoveRequested = createEvent('accounts/currencyRemoveRequested', payload<{ accountId: string }>());

export const initialAccountsState: AccountsState = { list: null, adding: null };

export const accountsReducer = createReducer<AccountsState>(initialAccountsState, [
  on(accountsLoaded, (state, { accounts }) => ({ ...state, list: accounts })),
  on(balanceReported, (state, { accountId, amount }) => ({
    ...state,
    list: state.list?.map((account) => (account.id === accountId ? withMoney(account, amount) : account)) ?? null,
  })),
  on(currencyAddStarted, (state, { currency }) => ({ ...state, adding: currency })),
  on(currencyAddFinished, (state) => ({ ...state, adding: null })),
  on(loggedOut, () => initialAccountsState),
]);
