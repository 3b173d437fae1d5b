import { useTranslation } from '@host/sdk';
import { HomeLink } from './HomeLink.tsx';
import { TechnicalPage } from './TechnicalPage.tsx';

export interface RemoteViewStatusPageProps {
  /** The error status the remote view's server answered. */
  status: number;
  /** Loads the view again. */
  onRefresh: () => void;
}

/**
 * A remote view its server answered with an error (second document, section 8): the error page of that status, in
 * the operator's words (the technical-pages view) with the local page as the fallback. A 404 leads home; any other
 * status offers the view's own refresh.
 */
export function RemoteViewStatusPage({ status, onRefresh }: RemoteViewStatusPageProps) {
  const { t } = useTranslation('kernel');
  const notFound = status === 404;
  const refresh = (
    <button type="button" className="button button--primary" onClick={onRefresh}>
      {t('main_page_refresh_button')}
    </button>
  );
  return <TechnicalPage status={status} title={t(notFound ? 'not_found_title' : 'error_title')} action={notFound ? <HomeLink /> : refresh} alert />;
}
