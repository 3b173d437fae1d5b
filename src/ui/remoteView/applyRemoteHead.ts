import type { RemoteViewReply } from '@host/sdk';

/**
 * Applies a remote view's title and metas to the document; returns what undoes the metas it added. The app's style
 * and assets are the registry's (remoteAppRegistry.ts): they belong to the app, not to one of its views.
 */
export function applyRemoteHead(reply: RemoteViewReply): () => void {
  const undo: Array<() => void> = [];
  document.title = reply.title;

  for (const { name, content } of reply.head ?? []) {
    let meta = [...document.head.querySelectorAll<HTMLMetaElement>('meta[name]')].find((candidate) => candidate.name === name);
    if (!meta) {
      const created = document.createElement('meta');
      created.name = name;
      document.head.append(created);
      undo.push(() => created.remove());
      meta = created;
    }
    meta.content = content;
  }

  return () => undo.reverse().forEach((step) => step());
}
