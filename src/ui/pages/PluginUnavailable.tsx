import { useTranslation } from '@host/sdk';

/** The refresh view of a plugin that failed to load: the rest of the site keeps working. */
export function PluginUnavailable({ pluginId, onRetry }: { pluginId: string; onRetry: () => void }) {
  const { t } = useTranslation('kernel');
  return (
    <section className="refresh-view" role="alert" data-plugin={pluginId}>
      <p>{t('plugin_unavailable')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('main_page_refresh_button')}
      </button>
    </section>
  );
}
