import { useTranslation } from '@host/sdk';
import { useDispatch, useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { notificationClosed } from '../../store/notificationsSlice.ts';

export function NotificationsHost() {
  const notifications = useSelector((state: HostState) => state.notifications);
  const dispatch = useDispatch();
  const { t } = useTranslation('kernel');
  return (
    <div className="notifications" aria-live="polite">
      {notifications.map((notification) => (
        <div key={notification.id} className={`notification notification--${notification.kind}`} role={notification.kind === 'error' ? 'alert' : 'status'}>
          <strong className="notification__title">{t(notification.titleKey)}</strong>
          <p className="notification__text">{notification.text ?? t(notification.messageKey)}</p>
          <button type="button" className="icon-button notification__close" aria-label={t('close')} onClick={() => dispatch(notificationClosed({ id: notification.id }))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
