import { Suspense, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { RouteEntry } from '../../../schemas/manifest.ts';
import type { HostState } from '@host/sdk';
import { PageSkeleton } from '@host/sdk';
import { useHost } from '../../boot/HostContext.ts';
import { pageKey } from '../../plugins/PluginHost.ts';
import { lazyComponent } from '../lazyComponent.ts';
import { PluginUnavailable } from './PluginUnavailable.tsx';

/** A plugin's page: loading skeleton, the refresh view after a failed load, or the page itself. */
export function RoutePage({ entry }: { entry: RouteEntry }) {
  const { host, registries } = useHost();
  const record = useSelector((state: HostState) => state.plugins[entry.plugin]);
  useSyncExternalStore(registries.pages.subscribe, registries.pages.getVersion);
  const loader = registries.pages.get(pageKey(entry.plugin, entry.page ?? entry.name));

  if (record?.state === 'error') return <PluginUnavailable pluginId={entry.plugin} onRetry={() => void host.retry(entry.plugin)} />;
  if (record?.state !== 'ready') return <PageSkeleton />;
  if (!loader) {
    console.error(`[host] plugin ${entry.plugin} has no page "${entry.page ?? entry.name}" for route ${entry.name}`);
    return <PluginUnavailable pluginId={entry.plugin} onRetry={() => location.reload()} />;
  }
  const Page = lazyComponent(loader);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
