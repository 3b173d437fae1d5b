import { useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { HostState } from '@host/sdk';

export function NotFoundPage() {
  const { t } = useTranslation('kernel');
  const lang = useSelector((state: HostState) => state.app.language);
  return (
    <section className="status-page">
      <p className="status-page__code">404</p>
      <h1 className="status-page__title">{t('not_found_title')}</h1>
      <Link className="button button--primary" to={`/${lang}/`}>
        {t('go_home')}
      </Link>
    </section>
  );
}
