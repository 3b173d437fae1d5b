import { combineReducers } from 'redux';
import type { AccountsReply } from '../../../schemas/sports.ts';
import { couponReducer } from './coupon/couponSlice.ts';
import { favoritesReducer } from './favorites/favoritesSlice.ts';

export type Account = AccountsReply['accounts'][number];

export type AccountsEvent =
  | { type: 'accounts/loaded'; accounts: readonly Account[] }
  | { type: 'accounts/balanceChanged'; accountId: string; amount: number }
  | { type: 'session/loggedOut' };

/**
 * The signed-in bettor's accounts as the coupon needs them (which one pays, its currency and balance); null for a
 * visitor and until loaded.
 */
export function accountsReducer(state: readonly Account[] | null = null, event: AccountsEvent | { type: string }): readonly Account[] | null {
  switch (event.type) {
    case 'accounts/loaded':
      return (event as Extract<AccountsEvent, { type: 'accounts/loaded' }>).accounts;
    case 'accounts/balanceChanged': {
      const { accountId, amount } = event as Extract<AccountsEvent, { type: 'accounts/balanceChanged' }>;
      return state?.map((account) => (account.id === accountId ? { ...account, balance: amount } : account)) ?? null;
    }
    case 'session/loggedOut':
      return null;
    default:
      return state;
  }
}

/** The code of the coupon as last saved; any change to the selections makes it stale. */
export function savedCodeReducer(state: string | null = null, event: { type: string; code?: string }): string | null {
  if (event.type === 'coupon/savedWithCode') return event.code ?? null;
  if (['coupon/betAdded', 'coupon/betRemoved', 'coupon/cleared', 'coupon/loaded', 'coupon/typeChanged', 'coupon/systemValueChanged'].includes(event.type)) return null;
  return state;
}

export const sportsReducer = combineReducers({ coupon: couponReducer, favorites: favoritesReducer, accounts: accountsReducer, savedCode: savedCodeReducer });

export type SportsState = ReturnType<typeof sportsReducer>;
