import { useTranslation } from '@host/sdk';

/**
 * The 500 page (first document 2.9): at its own route, where a page sends the visitor when a feature is unavailable
 * (the payment consultant), and for a route's error. Part of `@host/status-pages`.
 */
export function ServerErrorPage() {
  const { t } = useTranslation('kernel');
  return (
    <section className="status-page" role="alert">
      <p className="status-page__code">500</p>
      <h1 className="status-page__title">{t('error_title')}</h1>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('main_page_refresh_button')}
      </button>
    </section>
  );
}
