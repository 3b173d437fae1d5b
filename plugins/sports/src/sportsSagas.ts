import { preferencesChanged, safeStorage, saveStoredPreferences } from '@host/sdk';
import { select, takeEvery } from 'redux-saga/effects';
import { couponSaga, couponWorkflow } from './couponUi/couponSaga.ts';
import { bettingPreferencesChanged, type BettingPreferences } from './preferences/bettingPreferences.ts';
import { selectBettingPreferencesSet } from './sportsSlice.ts';

// Sagas usually start because of a first bet: the workflow that saves and places it is fetched with them, not after.
// A failure here is met again, and reported, at the coupon's first use.
couponWorkflow().catch(() => undefined);

/** Writes the betting preferences set so far into the device's record of preferences after each change. */
export function* bettingPreferencesSaga() {
  yield takeEvery([bettingPreferencesChanged.type, preferencesChanged.type], function* save() {
    saveStoredPreferences(safeStorage('localStorage'), (yield select(selectBettingPreferencesSet)) as Partial<BettingPreferences>);
  });
}

/** The sports plugin's sagas, fetched when the kernel starts sagas (see definePlugin's `sagas`). */
export default [couponSaga, bettingPreferencesSaga];
