import { useEffect, type MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { PageSkeleton, selectLanguage } from '@host/sdk';
import { applyRemoteHead } from './applyRemoteHead.ts';
import { remoteApps } from './remoteAppRegistry.ts';
import { RemoteViewError } from './RemoteViewError.tsx';
import type { RemoteViewProps } from './remoteViewProps.ts';
import { useRemoteView } from './useRemoteView.ts';

export type { RemoteViewProps } from './remoteViewProps.ts';

/** A page whose content the server renders. Internal links in it stay in the single-page app. */
export function RemoteView({ path, header, onContentClick, className, components }: RemoteViewProps) {
  const lang = useSelector(selectLanguage);
  const navigate = useNavigate();
  const view = useRemoteView(lang, path, components);
  const componentCount = components?.length ?? 0;

  useEffect(() => (view.reply ? applyRemoteHead(view.reply) : undefined), [view.reply]);
  // Held per app, not per reply: the next view of the same app (a reload, another page of it) keeps its assets loaded,
  // so the effect follows the app's name and takes the reply of the app's first view.
  useEffect(() => (view.reply ? remoteApps.retain(view.reply, componentCount) : undefined), [view.reply?.appName, componentCount]);

  useEffect(() => {
    if (view.state !== 'ready' || !location.hash) return;
    const hash = location.hash.slice(1);
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // A malformed escape in a shared link: look the anchor up as written.
    }
    document.getElementById(id)?.scrollIntoView();
  }, [view.state, view.html]);

  if (view.state === 'error') return <RemoteViewError status={view.status} onRefresh={view.reload} />;
  if (view.state !== 'ready' || !view.reply) return <PageSkeleton />;

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (anchor && href?.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      navigate(`/${lang}${href}`);
      return;
    }
    onContentClick?.(event);
  };

  return (
    <article className={`remote-view ${className ?? ''}`} data-app={view.reply.appName}>
      <h1 className="page-title">{view.reply.title}</h1>
      {header?.(view.reply)}
      <div className="remote-view__body" onClick={handleClick} dangerouslySetInnerHTML={{ __html: view.html }} />
    </article>
  );
}
