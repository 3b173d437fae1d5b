import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectLanguage, useTranslation } from '@host/sdk';
import { TechnicalPage } from './TechnicalPage.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('kernel');
  const lang = useSelector(selectLanguage);
  const home = (
    <Link className="button button--primary" to={`/${lang}/`}>
      {t('go_home')}
    </Link>
  );
  return <TechnicalPage status={404} title={t('not_found_title')} action={home} />;
}
