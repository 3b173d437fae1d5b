import { Suspense, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import type { RouteEntry } from '../../../schemas/manifest.ts';
import type { HostState } from '@host/sdk';
import { PageSkeleton } from '@host/sdk';
import { useHost } from '../../boot/HostContext.ts';
import { pageKey } from '../../plugins/hostRegistries.ts';
import { lazyComponent } from '../lazyComponent.ts';
import { PluginErrorBoundary } from '../PluginErrorBoundary.tsx';
import { PluginFailed } from '../PluginFailed.tsx';
import { isChunkLoadError } from './chunkReload.ts';

/**
 * A plugin's page: loading skeleton, the refresh view after a failed load, or the page itself inside its error
 * boundary (a page that throws shows a local fallback in the layout; a chunk that failed to load goes on to the
 * route's error page, which reloads).
 */
export function RoutePage({ entry }: { entry: RouteEntry }) {
  const { host, registries } = useHost();
  const record = useSelector((state: HostState) => state.plugins[entry.plugin]);
  useSyncExternalStore(registries.pages.subscribe, registries.pages.getVersion);
  const loader = registries.pages.get(pageKey(entry.plugin, entry.page ?? entry.name));
  const { pathname } = useLocation();

  const unavailable = (onRetry: () => void) => <PluginFailed pluginId={entry.plugin} messageKey="plugin_unavailable" retryKey="main_page_refresh_button" onRetry={onRetry} />;
  if (record?.state === 'error') return unavailable(() => void host.retry(entry.plugin));
  if (record?.state !== 'ready') return <PageSkeleton />;
  if (!loader) {
    console.error(`[host] plugin ${entry.plugin} has no page "${entry.page ?? entry.name}" for route ${entry.name}`);
    return unavailable(() => location.reload());
  }
  const Page = lazyComponent(loader);
  return (
    <PluginErrorBoundary
      pluginId={entry.plugin}
      part={`page ${entry.page ?? entry.name} (route ${entry.name})`}
      resetKey={pathname}
      passThrough={isChunkLoadError}
      fallback={(retry) => <PluginFailed pluginId={entry.plugin} messageKey="plugin_failed_page" onRetry={retry} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </PluginErrorBoundary>
  );
}
