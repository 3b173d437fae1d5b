import { defineSlice } from '@host/sdk';
import { combineReducers } from 'redux';
import { deferredCouponReducer } from './coupon/deferredCouponReducer.ts';
import { savedWithCode } from './couponUi/couponFlowActions.ts';
import { favoritesReducer } from './favorites/favoritesSlice.ts';
import { bettingPreferencesReducer, type BettingPreferences } from './preferences/bettingPreferences.ts';

/**
 * This plugin's coupon events that change the selections, and so make a saved code stale; closing a receipt ends the
 * code saved from it (its Share).
 */
const SELECTION_CHANGES: ReadonlySet<string> = new Set(['coupon/betAdded', 'coupon/betRemoved', 'coupon/cleared', 'coupon/loaded', 'coupon/typeChanged', 'coupon/systemValueChanged', 'coupon/receiptClosed']);

/** The code of the coupon as last saved; any change to the selections makes it stale. */
export const savedCodeReducer = (state: string | null = null, action: { type: string }): string | null => {
  if (savedWithCode.match(action)) return action.code;
  if (SELECTION_CHANGES.has(action.type)) return null;
  return state;
};

const sportsReducer = combineReducers({ coupon: deferredCouponReducer, favorites: favoritesReducer, savedCode: savedCodeReducer, preferences: bettingPreferencesReducer });

export type SportsState = ReturnType<typeof sportsReducer>;

/** The sports plugin's slice (mounted under its id). The accounts are not here: they are the accounts service's. */
export const sportsSlice = defineSlice<SportsState>('sports', sportsReducer(undefined, { type: '@@sports/init' }), sportsReducer);

/** The betting and odds preferences set so far (stored or chosen); the defaults fill the rest (storedBettingPreferences.ts). */
export const selectBettingPreferencesSet = (state: object): Partial<BettingPreferences> => sportsSlice.select(state).preferences;
