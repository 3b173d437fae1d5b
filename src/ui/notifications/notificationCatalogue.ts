import type { Notification, NotificationKind } from '../../store/kernelState.ts';
import { MAX_FAILED_RESULTS_SHOWN } from './notificationConstants.ts';

export const DEFAULT_TITLE_KEY: Readonly<Record<NotificationKind, string>> = {
  error: 'main_error',
  success: 'main_done',
  confirm: 'main_ok',
  info: 'main_ok',
};

/** The outcome of one request, as the error catalogue sees it. */
export interface RequestResult {
  ok: boolean;
  /** The server's status code in its reply (2 means: show my own message). */
  status?: number;
  message?: string;
}

type NotificationDraft = Omit<Notification, 'id'>;

/**
 * First document, section 8: failed requests show main_query_error, or their own message with priority 1 when
 * their status is 2; at most 3, sorted by priority. When all succeed, each distinct message (default
 * main_save_success) is shown as a success.
 */
export function notificationsForResults(results: readonly RequestResult[]): NotificationDraft[] {
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    return failed
      .map((result): NotificationDraft => {
        const own = result.status === 2 && result.message;
        return {
          kind: 'error',
          titleKey: DEFAULT_TITLE_KEY.error,
          messageKey: 'main_query_error',
          text: own ? result.message : undefined,
          permanent: false,
          priority: own ? 1 : 2,
        };
      })
      .sort((a, b) => a.priority - b.priority)
      .slice(0, MAX_FAILED_RESULTS_SHOWN);
  }
  const messages = [...new Set(results.map((result) => result.message || 'main_save_success'))];
  return messages.map((message) => ({
    kind: 'success',
    titleKey: DEFAULT_TITLE_KEY.success,
    messageKey: message,
    permanent: false,
    priority: 1,
  }));
}
