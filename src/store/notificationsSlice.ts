import type { Action } from 'redux';

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

export type NotificationsAction =
  | { type: 'notifications/shown'; notification: Notification }
  | { type: 'notifications/closed'; id: number };

export function notificationsReducer(state: Notification[] = [], action: Action): Notification[] {
  const event = action as NotificationsAction;
  switch (event.type) {
    case 'notifications/shown':
      return [...state, event.notification];
    case 'notifications/closed':
      return state.filter((notification) => notification.id !== event.id);
    default:
      return state;
  }
}
