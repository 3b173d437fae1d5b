import type { Middleware } from 'redux';
import { NOTIFICATION_AUTO_CLOSE_MS, notificationShown } from '@host/sdk';
import { notificationClosed } from '../../store/notificationsSlice.ts';

/** Every notification that is not permanent closes itself after 10 s, timed from when it was shown. */
export const autoCloseNotifications: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (notificationShown.match(action) && !action.notification.permanent) {
    const { id } = action.notification;
    setTimeout(() => api.dispatch(notificationClosed({ id })), NOTIFICATION_AUTO_CLOSE_MS);
  }
  return result;
};
