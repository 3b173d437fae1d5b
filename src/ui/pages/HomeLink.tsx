import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectLanguage, useTranslation } from '@host/sdk';

/** The way on from a page that is not there: the home page, in the visitor's language. */
export function HomeLink() {
  const { t } = useTranslation('kernel');
  return (
    <Link className="button button--primary" to={`/${useSelector(selectLanguage)}/`}>
      {t('go_home')}
    </Link>
  );
}
