import { createSelector } from 'reselect';
import type { HostState } from '@host/sdk';
import type { SportsState } from './sportsSlice.ts';

/** The plugin's slice, mounted under its id; the coupon selectors take it as their root. */
export const selectSports = (state: HostState) => (state as HostState & { sports: SportsState }).sports;
export const selectFavorites = (state: HostState) => selectSports(state).favorites;
export const selectAccounts = (state: HostState) => selectSports(state).accounts;
/** The account that pays for bets: the active one, else the main one. */
export const selectActiveAccount = createSelector(selectAccounts, (accounts) => accounts?.find((account) => account.isActive) ?? accounts?.find((account) => account.kind === 'main') ?? null);
