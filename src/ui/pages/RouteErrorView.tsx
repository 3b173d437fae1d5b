import { useEffect } from 'react';
import { safeStorage } from '@host/sdk';
import { shouldReloadForChunkError } from './chunkReload.ts';
import { ServerErrorPage } from './ServerErrorPage.tsx';

/**
 * What the route error page says: the 500 page, reloading once a minute at most for a page's code that could not be
 * fetched (a new deployment). Part of `@host/status-pages`.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('[host] route error', error);
    if (shouldReloadForChunkError(error, safeStorage('sessionStorage'), Date.now())) location.reload();
  }, [error]);
  return <ServerErrorPage />;
}
