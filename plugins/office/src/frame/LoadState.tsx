import { type Loaded, useTranslation } from '@host/sdk';
import type { ReactNode } from 'react';
import { OFFICE_NS } from './officeMenu.ts';

/** A page part that waits for its call: the loading text, the plugin's failure text, or the content. */
export function LoadState<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(OFFICE_NS);
  if (loaded.status === 'loading') return <p className="office-muted">{t('loading')}</p>;
  if (loaded.status === 'failed') return <p role="alert">{t('load_error')}</p>;
  return <>{children(loaded.data)}</>;
}

/** A refusal or failure, worded from the plugin's dictionary. */
export function ErrorText({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation(OFFICE_NS);
  return messageKey ? (
    <p role="alert" className="office-error">
      {t(messageKey)}
    </p>
  ) : null;
}

/** A success line, worded from the plugin's dictionary. */
export function DoneText({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation(OFFICE_NS);
  return messageKey ? (
    <p role="status" className="office-done">
      {t(messageKey)}
    </p>
  ) : null;
}
