import { http, selectUserId, userIdentified } from '@host/sdk';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { PLAYER_PROFILE_PATH, type PlayerProfileReply } from '../../contract/profile.ts';
import { playerNamed, playerNameFailed, playerNameRequested, selectPlayerNameState, type PlayerNameState } from '../accountSlice.ts';

const fetchProfile = () => http.request<PlayerProfileReply>(PLAYER_PROFILE_PATH);

/**
 * Asks the platform for the player's name once per signed-in user (the auth poll identifies them again every
 * minute; the name is asked again only for another user, or after a failure). A failure is logged, and the pages
 * show the account number instead.
 */
export function* loadPlayerName() {
  const userId: string | null = yield select(selectUserId);
  const known: PlayerNameState = yield select(selectPlayerNameState);
  if (userId === null || known.userId === userId) return;
  yield put(playerNameRequested({ userId }));
  try {
    const profile: PlayerProfileReply = yield call(fetchProfile);
    const still: string | null = yield select(selectUserId);
    if (still === userId) yield put(playerNamed({ userId, name: typeof profile.name === 'string' && profile.name.trim() !== '' ? profile.name : null }));
  } catch (error) {
    console.warn('[account] profile failed to load', error);
    yield put(playerNameFailed());
  }
}

/** The name of whoever signs in: the header's account menu and the office's card both read it from the store. */
export function* playerNameSaga() {
  yield call(loadPlayerName);
  yield takeLatest(userIdentified.type, loadPlayerName);
}
