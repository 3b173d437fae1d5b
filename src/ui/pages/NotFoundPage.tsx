import { PageSkeleton, useTranslation } from '@host/sdk';
import { HomeLink } from './HomeLink.tsx';
import { TechnicalPage } from './TechnicalPage.tsx';
import { useRedirectLight } from './useRedirectLight.ts';

/** The 404 page, once the redirect-light service has said the address did not move (until then the page's skeleton). */
export function NotFoundPage() {
  const { t } = useTranslation('kernel');
  const moved = useRedirectLight();
  if (moved === 'asking') return <PageSkeleton />;
  return <TechnicalPage status={404} title={t('not_found_title')} action={<HomeLink />} />;
}
