import { createEvent, createReducer, notificationShown, on, payload } from '@host/sdk';

export type NotificationKind = 'error' | 'success' | 'confirm' | 'info';

export interface Notification {
  id: number;
  kind: NotificationKind;
  /** i18n key of the title; defaults by kind (main_error, main_done, main_ok). */
  titleKey: string;
  /** i18n key of the message, or the server's own text when `text` is set. */
  messageKey: string;
  text?: string;
  permanent: boolean;
  /** Lower sorts first (first document, section 8). */
  priority: number;
}

export const notificationClosed = createEvent('notifications/closed', payload<{ id: number }>());

export const notificationsReducer = createReducer<Notification[]>([], [
  on(notificationShown, (state, { notification }) => [...state, notification]),
  on(notificationClosed, (state, { id }) => state.filter((notification) => notification.id !== id)),
]);
