import type { Action } from 'redux';
import type { UserConfig } from '../../../schemas/auth.ts';
import { accountsReducer, initialAccountsState, type AccountsState } from './accounts/accountsSlice.ts';
import { activationTypeAfterPhoneAdded } from './userConfig/userConfigRules.ts';

/** Whether the terms changed since the user accepted them (second document, "Terms"). */
export interface TermsState {
  changed: boolean;
  /** When they changed, Unix seconds; null when they did not. */
  updatedAt: number | null;
}

/** The user config and its load flags (second document, "User config"). */
export interface UserConfigState {
  installed: boolean;
  loaded: boolean;
  data: UserConfig | null;
}

/** The account plugin's slice (under `account`). */
export interface AccountState {
  terms: TermsState;
  userConfig: UserConfigState;
  accounts: AccountsState;
}

export type AccountAction =
  | { type: 'account/termsStatusReceived'; changed: boolean; updatedAt: number | null }
  | { type: 'account/termsConfirmed' }
  | { type: 'account/userConfigRequested' }
  | { type: 'account/userConfigLoaded'; config: UserConfig }
  | { type: 'account/userConfigFailed' }
  | { type: 'account/phoneAdded'; phoneNumber: string }
  | { type: 'session/loggedOut' };

const initialState: AccountState = {
  terms: { changed: false, updatedAt: null },
  userConfig: { installed: false, loaded: false, data: null },
  accounts: initialAccountsState,
};

export function accountReducer(state: AccountState = initialState, action: Action): AccountState {
  const next = ownReducer(state, action);
  const accounts = accountsReducer(next.accounts, action);
  return accounts === next.accounts ? next : { ...next, accounts };
}

function ownReducer(state: AccountState, action: Action): AccountState {
  const event = action as AccountAction;
  switch (event.type) {
    case 'account/termsStatusReceived':
      return { ...state, terms: { changed: event.changed, updatedAt: event.updatedAt } };
    case 'account/termsConfirmed':
      return { ...state, terms: { changed: false, updatedAt: null } };
    case 'account/userConfigRequested':
      return { ...state, userConfig: { ...state.userConfig, installed: true, loaded: false } };
    case 'account/userConfigLoaded':
      return { ...state, userConfig: { installed: true, loaded: true, data: event.config } };
    case 'account/userConfigFailed':
      return { ...state, userConfig: { installed: false, loaded: false, data: null } };
    case 'account/phoneAdded': {
      // Adding a phone: activation type 0 becomes 3, 1 becomes 2, and phone binding counts as enabled.
      const data = state.userConfig.data;
      if (!data) return state;
      const config: UserConfig = {
        ...data,
        phone_number: event.phoneNumber,
        activation_type: activationTypeAfterPhoneAdded(data.activation_type ?? 0),
        protection_methods: { ...data.protection_methods, enable_phone_binding: true },
      };
      return { ...state, userConfig: { ...state.userConfig, data: config } };
    }
    case 'session/loggedOut':
      return initialState;
    default:
      return state;
  }
}

export const selectTerms = (state: { account?: AccountState }): TermsState => state.account?.terms ?? initialState.terms;
export const selectUserConfig = (state: { account?: AccountState }): UserConfigState => state.account?.userConfig ?? initialState.userConfig;
