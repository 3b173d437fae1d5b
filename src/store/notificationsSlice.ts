import { createEvent, createReducer, notificationShown, on, payload } from '@host/sdk';
import type { Notification } from './kernelState.ts';

export type { Notification, NotificationKind } from './kernelState.ts';

export const notificationClosed = createEvent('notifications/closed', payload<{ id: number }>());

export const notificationsReducer = createReducer<Notification[]>([], [
  on(notificationShown, (state, { notification }) => [...state, notification]),
  on(notificationClosed, (state, { id }) => state.filter((notification) => notification.id !== id)),
]);
