import type { Action } from 'redux';
import { createEvent, createReducer, defineSlice, loggedOut, on, payload, selectUserId, type HostState } from '@host/sdk';
import type { UserConfig } from '../schemas/auth.ts';
import { accountsReducer, initialAccountsState, type AccountsState } from './accounts/accountsSlice.ts';
import { activationTypeAfterPhoneAdded } from './userConfig/userConfigRules.ts';
import { phoneAdded } from '../contract/index.ts';

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

/**
 * Where the session saga is with the last sign-in the server accepted: `running` until the user is identified and
 * their user config and terms are known, then `done`, or `failed` when the session could not be read.
 */
export type SignInStatus = 'none' | 'running' | 'done' | 'failed';

/** The signed-in player's name as the platform gives it (`PLAYER_PROFILE_PATH`), for the user it was asked for. */
export interface PlayerNameState {
  userId: string | null;
  /** Null while asked for, and for a player the platform has no name for. */
  name: string | null;
}

/** The account plugin's slice (under `account`). */
export interface AccountState {
  signIn: SignInStatus;
  player: PlayerNameState;
  terms: TermsState;
  userConfig: UserConfigState;
  accounts: AccountsState;
}

/**
 * The server accepted a sign-in (any login kind, its second step, or a registration, which signs the new player in):
 * the session saga completes it (sessionSaga.ts), wherever it was asked for.
 */
export const signInAccepted = createEvent('account/signInAccepted');
export const signInCompleted = createEvent('account/signInCompleted');
export const signInFailed = createEvent('account/signInFailed');
/** Ends the session (the session saga's signOut); `goHome` leaves for the home page, else the page reloads. */
export const signOutRequested = createEvent('account/signOutRequested', payload<{ goHome: boolean }>());

/** The player `userId`'s name is asked for: a second identification of the same user meanwhile asks nothing. */
export const playerNameRequested = createEvent('account/playerNameRequested', payload<{ userId: string }>());
/** The platform named the player `userId` (null: it has no name for them). */
export const playerNamed = createEvent('account/playerNamed', payload<{ userId: string; name: string | null }>());
/** The name could not be had: the next identification asks again. */
export const playerNameFailed = createEvent('account/playerNameFailed');
export const termsStatusReceived = createEvent('account/termsStatusReceived', payload<{ changed: boolean; updatedAt: number | null }>());
export const termsConfirmed = createEvent('account/termsConfirmed');
export const userConfigRequested = createEvent('account/userConfigRequested');
export const userConfigLoaded = createEvent('account/userConfigLoaded', payload<{ config: UserConfig }>());
export const userConfigFailed = createEvent('account/userConfigFailed');
/** The player asks to hide or show their balances (the user config's `user_hide_balance`). */
export const balanceHiddenChangeRequested = createEvent('account/balanceHiddenChangeRequested', payload<{ hidden: boolean }>());
/** The user config's `user_hide_balance` as the player just set it (before the server agrees; put back if it refuses). */
export const balanceHiddenChanged = createEvent('account/balanceHiddenChanged', payload<{ hidden: boolean }>());

const initialState: AccountState = {
  signIn: 'none',
  player: { userId: null, name: null },
  terms: { changed: false, updatedAt: null },
  userConfig: { installed: false, loaded: false, data: null },
  accounts: initialAccountsState,
};

const ownReducer = createReducer<AccountState>(initialState, [
  on(signInAccepted, (state) => ({ ...state, signIn: 'running' })),
  on(signInCompleted, (state) => ({ ...state, signIn: 'done' })),
  on(signInFailed, (state) => ({ ...state, signIn: 'failed' })),
  on(playerNameRequested, (state, { userId }) => ({ ...state, player: { userId, name: null } })),
  on(playerNamed, (state, { userId, name }) => ({ ...state, player: { userId, name } })),
  on(playerNameFailed, (state) => ({ ...state, player: initialState.player })),
  on(termsStatusReceived, (state, { changed, updatedAt }) => ({ ...state, terms: { changed, updatedAt } })),
  on(termsConfirmed, (state) => ({ ...state, terms: { changed: false, updatedAt: null } })),
  on(userConfigRequested, (state) => ({ ...state, userConfig: { ...state.userConfig, installed: true, loaded: false } })),
  on(userConfigLoaded, (state, { config }) => ({ ...state, userConfig: { installed: true, loaded: true, data: config } })),
  on(userConfigFailed, (state) => ({ ...state, userConfig: { installed: false, loaded: false, data: null } })),
  on(phoneAdded, (state, { phoneNumber }) => {
    // Adding a phone: activation type 0 becomes 3, 1 becomes 2, and phone binding counts as enabled.
    const data = state.userConfig.data;
    if (!data) return state;
    const config: UserConfig = {
      ...data,
      phone_number: phoneNumber,
      activation_type: activationTypeAfterPhoneAdded(data.activation_type ?? 0),
      protection_methods: { ...data.protection_methods, enable_phone_binding: true },
    };
    return { ...state, userConfig: { ...state.userConfig, data: config } };
  }),
  on(balanceHiddenChanged, (state, { hidden }) => {
    const data = state.userConfig.data;
    return data ? { ...state, userConfig: { ...state.userConfig, data: { ...data, user_hide_balance: hidden } } } : state;
  }),
  // A session check that finds nobody while a sign-in completes must not settle that sign-in: the saga does.
  on(loggedOut, (state) => ({ ...initialState, signIn: state.signIn })),
]);

function accountReducer(state: AccountState = initialState, action: Action): AccountState {
  const next = ownReducer(state, action);
  const accounts = accountsReducer(next.accounts, action);
  return accounts === next.accounts ? next : { ...next, accounts };
}

/** The account plugin's slice (mounted under its id). */
export const accountSlice = defineSlice('account', initialState, accountReducer);

export const selectSignIn = (state: object): SignInStatus => accountSlice.select(state).signIn;
export const selectTerms = (state: object): TermsState => accountSlice.select(state).terms;
export const selectPlayerNameState = (state: object): PlayerNameState => accountSlice.select(state).player;
/** The signed-in player's name, never a previous user's; null while it is asked for or when there is none. */
export const selectPlayerName = (state: HostState): string | null => {
  const player = selectPlayerNameState(state);
  return player.userId !== null && player.userId === selectUserId(state) ? player.name : null;
};
export const selectUserConfig = (state: object): UserConfigState => accountSlice.select(state).userConfig;
/** Balances are hidden unless the user config says otherwise (`user_hide_balance`, default true). */
export const selectBalanceHidden = (state: object): boolean => selectUserConfig(state).data?.user_hide_balance ?? true;
