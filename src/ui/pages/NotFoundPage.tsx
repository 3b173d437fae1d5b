import { useTranslation } from '@host/sdk';
import { HomeLink } from './HomeLink.tsx';
import { TechnicalPage } from './TechnicalPage.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('kernel');
  return <TechnicalPage status={404} title={t('not_found_title')} action={<HomeLink />} />;
}
