import type { Action } from 'redux';
import { delay, put, takeEvery } from 'redux-saga/effects';
import type { NotificationsAction } from '../../store/notificationsSlice.ts';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@host/sdk';

function* closeLater(action: Extract<NotificationsAction, { type: 'notifications/shown' }>) {
  if (action.notification.permanent) return;
  yield delay(NOTIFICATION_AUTO_CLOSE_MS);
  yield put({ type: 'notifications/closed', id: action.notification.id });
}

/** Every notification that is not permanent closes itself after 10 s. */
export function* notificationsSaga() {
  yield takeEvery((action: Action) => action.type === 'notifications/shown', closeLater);
}
