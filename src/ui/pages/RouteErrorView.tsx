import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { safeStorage, useTranslation } from '@host/sdk';
import { shouldReloadForChunkError } from './chunkReload.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * What the route error page says: 404 for unknown paths, the 500 page for everything else, reloading once a minute at
 * most for a page's code that could not be fetched (a new deployment). Part of `@host/status-pages`.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation('kernel');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    console.error('[host] route error', error);
    if (shouldReloadForChunkError(error, safeStorage('sessionStorage'), Date.now())) location.reload();
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
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
