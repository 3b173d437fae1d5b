import type { Notification, Preferences } from '../store/kernelState.ts';

import { createEvent, payload } from './events.ts';

/**
 * Events of the kernel's slices that plugins dispatch or follow. They live in the SDK (one copy on the page); the
 * kernel's reducers import them from `@host/sdk` like any plugin.
 */
export const languageChanged = createEvent('app/languageChanged', payload<{ language: string }>());
export const preferencesChanged = createEvent('app/preferencesChanged', payload<{ preferences: Partial<Preferences> }>());
/** While set, every navigation is cancelled (second document, access rule 10). */
export const navigationBlockChanged = createEvent('app/navigationBlockChanged', payload<{ blocked: boolean }>());
/** Who the visitor is: the session's provider puts it; every guard reads the `session` slice. */
export const userIdentified = createEvent('session/userIdentified', payload<{ userId: string; banLevel?: number; banVersion?: number }>());
export const loggedOut = createEvent('session/loggedOut');
export const modalOpened = createEvent('modals/opened', payload<{ modalId: string }>());
export const modalClosed = createEvent('modals/closed', payload<{ modalId: string }>());
export const notificationShown = createEvent('notifications/shown', payload<{ notification: Notification }>());
