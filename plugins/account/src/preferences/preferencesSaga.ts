import { loggedOut, selectPreferences, selectUserId, userIdentified, type HostState } from '@host/sdk';
import { put, select, takeEvery } from 'redux-saga/effects';
import { userIdPreferencesChanged } from './globalPreferences.ts';

/** Keeps the stored user id: another user resets the profile ids; logout clears the user id and the profile ids. */
export function* followUserId() {
  const userId: string | null = yield select(selectUserId);
  const stored: HostState['app']['preferences'] = yield select(selectPreferences);
  if ((userId ?? '') !== stored.userId) yield put(userIdPreferencesChanged(userId ?? ''));
}

export function* preferencesSaga() {
  yield takeEvery([userIdentified.type, loggedOut.type], followUserId);
}
