import { useTranslation } from 'react-i18next';

/** The local fallback of a plugin page or modal that threw: the message and a retry that mounts it again. */
export function PluginFailed({ pluginId, messageKey, onRetry }: { pluginId: string; messageKey: 'plugin_failed_page' | 'plugin_failed_modal'; onRetry: () => void }) {
  const { t } = useTranslation('kernel');
  return (
    <section className="refresh-view plugin-failed" role="alert" data-plugin={pluginId}>
      <p>{t(messageKey)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('plugin_failed_retry')}
      </button>
    </section>
  );
}
