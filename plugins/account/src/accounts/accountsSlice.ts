import { selectSiteConfig, type HostState } from '@host/sdk';
import type { Action } from 'redux';
import { createSelector } from 'reselect';
import type { Currency } from '../../../../schemas/account.ts';
import type { Account } from './accountsApi.ts';
import { DEFAULT_CURRENCY } from './accountsConstants.ts';

/** The signed-in player's accounts (main, bonus, currency) and the currency account being opened. */
export interface AccountsState {
  /** Null for a visitor and until the first load. */
  list: readonly Account[] | null;
  /** The currency whose account was asked for and has not appeared yet (add currency "marks the process"). */
  adding: Currency | null;
}

/**
 * Events of the account plugin about accounts. `accounts/loaded` and `accounts/activeChanged` are the ones other
 * plugins listen to (the sports coupon follows the list, and sets its prepaid amount to 0 on a change of account);
 * the `…Requested` ones are how any plugin asks for a wallet action.
 */
export type AccountsEvent =
  | { type: 'accounts/loaded'; accounts: readonly Account[] }
  | { type: 'accounts/balanceChanged'; accountId: string; amount: number }
  | { type: 'accounts/activeChanged'; accountId: string }
  | { type: 'accounts/refreshRequested' }
  | { type: 'accounts/announceRequested' }
  | { type: 'accounts/activeChangeRequested'; accountId: string }
  | { type: 'accounts/currencyAddRequested'; currency: Currency }
  | { type: 'accounts/currencyAddStarted'; currency: Currency }
  | { type: 'accounts/currencyAddFinished'; currency: Currency; appeared: boolean }
  | { type: 'accounts/currencyRemoveRequested'; accountId: string }
  | { type: 'session/loggedOut' };

export const accountsLoaded = (accounts: readonly Account[]) => ({ type: 'accounts/loaded' as const, accounts });
export const activeAccountChanged = (accountId: string) => ({ type: 'accounts/activeChanged' as const, accountId });
export const accountsRefreshRequested = () => ({ type: 'accounts/refreshRequested' as const });
export const activeAccountChangeRequested = (accountId: string) => ({ type: 'accounts/activeChangeRequested' as const, accountId });
export const currencyAddRequested = (currency: Currency) => ({ type: 'accounts/currencyAddRequested' as const, currency });
export const currencyRemoveRequested = (accountId: string) => ({ type: 'accounts/currencyRemoveRequested' as const, accountId });

export const initialAccountsState: AccountsState = { list: null, adding: null };

export function accountsReducer(state: AccountsState = initialAccountsState, action: Action): AccountsState {
  const event = action as AccountsEvent;
  switch (event.type) {
    case 'accounts/loaded':
      return { ...state, list: event.accounts };
    case 'accounts/balanceChanged':
      return { ...state, list: state.list?.map((account) => (account.id === event.accountId ? { ...account, balance: event.amount } : account)) ?? null };
    case 'accounts/currencyAddStarted':
      return { ...state, adding: event.currency };
    case 'accounts/currencyAddFinished':
      return { ...state, adding: null };
    case 'session/loggedOut':
      return initialAccountsState;
    default:
      return state;
  }
}

const selectAccountsState = (state: HostState): AccountsState => (state as { account?: { accounts?: AccountsState } }).account?.accounts ?? initialAccountsState;
export const selectAccounts = (state: HostState) => selectAccountsState(state).list;
export const selectAddingCurrency = (state: HostState) => selectAccountsState(state).adding;
export const selectActiveAccount = createSelector(selectAccounts, (list) => list?.find((account) => account.isActive) ?? null);

/** The displayed currency: the active account's, else the geo currency of the site, else RUB (second document, section 3). */
export const selectDisplayedCurrency = createSelector(
  selectActiveAccount,
  selectSiteConfig,
  (active, site) => active?.currency ?? site?.site.geoCurrency ?? DEFAULT_CURRENCY,
);

/** Whether the player holds a (main or currency) account in this currency: an added currency has appeared. */
export const holdsCurrency = (iso: string) => (state: HostState) =>
  selectAccounts(state)?.some((account) => account.currency === iso && account.kind !== 'bonus') ?? false;
