import type { Action } from 'redux';

/** Whether the terms changed since the user accepted them (second document, "Terms"). */
export interface TermsState {
  changed: boolean;
  /** When they changed, Unix seconds; null when they did not. */
  updatedAt: number | null;
}

export interface AccountState {
  terms: TermsState;
}

export type AccountAction =
  | { type: 'account/termsStatusReceived'; changed: boolean; updatedAt: number | null }
  | { type: 'account/termsConfirmed' };

const initialState: AccountState = { terms: { changed: false, updatedAt: null } };

export function accountReducer(state: AccountState = initialState, action: Action): AccountState {
  const event = action as AccountAction;
  switch (event.type) {
    case 'account/termsStatusReceived':
      return { ...state, terms: { changed: event.changed, updatedAt: event.updatedAt } };
    case 'account/termsConfirmed':
      return { ...state, terms: { changed: false, updatedAt: null } };
    default:
      return state;
  }
}

export const selectTerms = (state: { account?: AccountState }): TermsState => state.account?.terms ?? initialState.terms;
