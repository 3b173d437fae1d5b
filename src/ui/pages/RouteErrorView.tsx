import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { safeStorage } from '@host/sdk';
import { shouldReloadForChunkError } from './chunkReload.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ServerErrorPage } from './ServerErrorPage.tsx';

/**
 * What the route error page says: 404 for unknown paths, the 500 page for everything else, reloading once a minute at
 * most for a page's code that could not be fetched (a new deployment). Part of `@host/status-pages`.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    console.error('[host] route error', error);
    if (shouldReloadForChunkError(error, safeStorage('sessionStorage'), Date.now())) location.reload();
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <ServerErrorPage />;
}
