import { useTranslation } from '@host/sdk';
import { TechnicalPage } from './TechnicalPage.tsx';

/**
 * The 500 page (first document 2.9): at its own route, where a page sends the visitor when a feature is unavailable
 * (the payment consultant), and for a route's error. Part of `@host/status-pages`.
 */
export function ServerErrorPage() {
  const { t } = useTranslation('kernel');
  const refresh = (
    <button type="button" className="button button--primary" onClick={() => location.reload()}>
      {t('main_page_refresh_button')}
    </button>
  );
  return <TechnicalPage status={500} title={t('error_title')} action={refresh} alert />;
}
