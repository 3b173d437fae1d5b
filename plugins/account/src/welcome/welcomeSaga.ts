import { safeStorage, selectUserId, showNotification } from '@host/sdk';
import { put, select, takeEvery } from 'redux-saga/effects';
import { userConfigLoaded } from '../accountSlice.ts';
import { playersOnThisBrowser } from './playersOnThisBrowser.ts';

/** The players this browser has welcomed. */
export const WELCOMED_KEY = 'account.welcomed';

/**
 * The welcome notification on a new player's first visit (first document 4.3): the first time this browser sees
 * a player who has made no deposit yet (a player who has paid is not new, wherever they signed up), once.
 */
export function* welcomeNewPlayer({ config }: ReturnType<typeof userConfigLoaded>) {
  const userId: string | null = yield select(selectUserId);
  if (userId === null || config.has_deposit) return;
  const welcomed = playersOnThisBrowser(safeStorage('localStorage'), WELCOMED_KEY);
  if (welcomed.has(userId)) return;
  welcomed.add(userId);
  yield put(showNotification({ kind: 'info', titleKey: 'account:welcome_notice_title', messageKey: 'account:welcome_notice' }));
}

export function* welcomeSaga() {
  yield takeEvery(userConfigLoaded.match, welcomeNewPlayer);
}
