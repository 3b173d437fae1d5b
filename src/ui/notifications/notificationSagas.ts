import { delay, put, takeEvery } from 'redux-saga/effects';
import { NOTIFICATION_AUTO_CLOSE_MS, notificationShown } from '@host/sdk';
import { notificationClosed } from '../../store/notificationsSlice.ts';

function* closeLater(action: ReturnType<typeof notificationShown>) {
  if (action.notification.permanent) return;
  yield delay(NOTIFICATION_AUTO_CLOSE_MS);
  yield put(notificationClosed({ id: action.notification.id }));
}

/** Every notification that is not permanent closes itself after 10 s. */
export function* notificationsSaga() {
  yield takeEvery(notificationShown.match, closeLater);
}
