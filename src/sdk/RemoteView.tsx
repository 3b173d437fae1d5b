import { lazy, Suspense, type ComponentType } from 'react';
import { PageSkeleton } from '../ui/pages/PageSkeleton.tsx';
import type { RemoteViewModule, RemoteViewProps } from '../ui/remoteView/remoteViewProps.ts';
import { SERVER_VIEW_ELEMENT_ID } from '../ui/remoteView/serverViewContract.ts';
import { importShared } from './importShared.ts';

/** The host module that loads, sanitises and shows remote views; fetched on the first one. */
export const REMOTE_VIEW_MODULE = '@host/remote-view';

type Loaded = ComponentType<RemoteViewProps>;
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

function load(): Promise<Loaded> {
  loading ??= importShared<RemoteViewModule>(REMOTE_VIEW_MODULE).then((module) => (loaded = module.RemoteView));
  return loading;
}

// A page whose first screen the server rendered from a remote view: the loader is fetched at once, beside the boot
// calls, so that it is here for the first render and takes the server's view over without a skeleton in between.
if (typeof document !== 'undefined' && document.getElementById(SERVER_VIEW_ELEMENT_ID)) void load();

const LazyRemoteView = lazy(() => load().then((component) => ({ default: component })));

/** A server-rendered view of a path (the view URL + the path, JSON render mode, API v2), sanitised, with retries. */
export function RemoteView(props: RemoteViewProps) {
  const Ready = loaded;
  if (Ready) return <Ready {...props} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <LazyRemoteView {...props} />
    </Suspense>
  );
}
