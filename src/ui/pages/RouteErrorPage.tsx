import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { DefaultLayout } from '../layout/DefaultLayout.tsx';
import { safeStorage, useTranslation } from '@host/sdk';
import { shouldReloadForChunkError } from './chunkReload.ts';
import { NotFoundPage } from './lazyStatusPages.tsx';

/** The nearest error boundary of every route: 404 for unknown paths, the 500 page for everything else. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('kernel');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    console.error('[host] route error', error);
    if (shouldReloadForChunkError(error, safeStorage('sessionStorage'), Date.now())) location.reload();
  }, [error, notFound]);
  return (
    <DefaultLayout>
      {notFound ? (
        <NotFoundPage />
      ) : (
        <section className="status-page" role="alert">
          <p className="status-page__code">500</p>
          <h1 className="status-page__title">{t('error_title')}</h1>
          <button type="button" className="button button--primary" onClick={() => location.reload()}>
            {t('main_page_refresh_button')}
          </button>
        </section>
      )}
    </DefaultLayout>
  );
}
