import { useTranslation } from '@host/sdk';

interface PluginFailedProps {
  pluginId: string;
  messageKey: 'plugin_failed_page' | 'plugin_failed_modal' | 'main_dictionary_load_error' | 'plugin_unavailable';
  retryKey?: 'plugin_failed_retry' | 'main_page_refresh_button';
  onRetry: () => void;
}

/**
 * The local fallback of a plugin page, modal or slot that failed: the message and a retry that mounts it again; also
 * the refresh view of a plugin that failed to load (the rest of the site keeps working).
 */
export function PluginFailed({ pluginId, messageKey, retryKey = 'plugin_failed_retry', onRetry }: PluginFailedProps) {
  const { t } = useTranslation('kernel');
  return (
    <section className="refresh-view plugin-failed" role="alert" data-plugin={pluginId}>
      <p>{t(messageKey)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t(retryKey)}
      </button>
    </section>
  );
}
