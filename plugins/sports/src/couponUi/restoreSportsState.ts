import type { Dispatch } from 'redux';
import { PREFERENCES_STORAGE_KEY, safeStorage } from '@host/sdk';
import { loadCouponReducer } from '../coupon/loadCouponReducer.ts';
import { favoritesRestored, parseStoredFavorites } from '../favorites/favoritesSlice.ts';
import { bettingPreferencesChanged } from '../preferences/bettingPreferences.ts';
import { COUPON_SETTINGS_STORAGE_KEY, COUPON_STORAGE_KEY, FAVORITES_STORAGE_KEY } from './couponStorageKeys.ts';

function parseSettings(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // logged below
  }
  console.warn('[sports] saved coupon settings are corrupt and were dropped');
  return null;
}

/**
 * The plugin's prepare step: the saved coupon, favorites and betting preferences come back before the first render, so a reload (or a
 * plugin reload) shows the same coupon. A corrupt saved coupon is dropped with a log, never a crash.
 */
export async function restoreSportsState({ dispatch }: { dispatch: Dispatch }): Promise<void> {
  const storage = safeStorage('localStorage');
  // Read everything before the first dispatch: the sagas already run and save what the state holds.
  const raw = storage.getItem(COUPON_STORAGE_KEY);
  const favorites = parseStoredFavorites(storage.getItem(FAVORITES_STORAGE_KEY));
  const settings = parseSettings(storage.getItem(COUPON_SETTINGS_STORAGE_KEY));
  // The preferences' reader, the coupon's parser and its settings are one chunk ("restore"), fetched once and only
  // when something was stored: most first visits have nothing.
  const preferences =
    storage.getItem(PREFERENCES_STORAGE_KEY) === null ? {} : (await import(/* webpackChunkName: "restore" */ '../preferences/storedBettingPreferences.ts')).readStoredBettingPreferences(storage);
  const parsed = raw === null ? null : (await import(/* webpackChunkName: "restore" */ '../coupon/couponStorage.ts')).parseStoredCoupon(raw);
  if (parsed && !parsed.ok) {
    console.warn(`[sports] saved coupon dropped: ${parsed.error}`);
    storage.removeItem(COUPON_STORAGE_KEY);
  }
  dispatch(favoritesRestored({ eventIds: favorites }));
  if (Object.keys(preferences).length > 0) dispatch(bettingPreferencesChanged({ preferences }));
  if (!settings && !parsed?.ok) return;
  // The coupon's reducer too loads only when something of the coupon was saved.
  const [{ couponActions }, { couponSettingsActions }] = await Promise.all([loadCouponReducer(), import(/* webpackChunkName: "restore" */ '../coupon/couponSettings.ts')]);
  // Every field is checked by the settings reducer; what is not valid is dropped.
  if (settings) dispatch(couponSettingsActions.loaded(settings));
  if (parsed?.ok) dispatch(couponActions.loaded(parsed.coupon, Date.now()));
}
