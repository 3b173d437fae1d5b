import type { Notification } from '../../store/kernelState.ts';
import { notificationShown } from '../../sdk/kernelEvents.ts';
import { DEFAULT_TITLE_KEY, notificationsForResults, type RequestResult } from './notificationCatalogue.ts';

let nextId = 1;

type Draft = Partial<Omit<Notification, 'id' | 'kind' | 'messageKey'>> & Pick<Notification, 'kind' | 'messageKey'>;

/** Action that shows one notification; titles default by kind. */
export function showNotification(draft: Draft) {
  const notification: Notification = {
    id: nextId++,
    titleKey: DEFAULT_TITLE_KEY[draft.kind],
    permanent: false,
    priority: 1,
    ...draft,
  };
  return notificationShown({ notification });
}

/** Actions that report a batch of request results by the error catalogue's rules. */
export function notifyResults(results: readonly RequestResult[]) {
  return notificationsForResults(results).map((draft) => showNotification(draft));
}
