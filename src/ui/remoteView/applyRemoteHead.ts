import type { RemoteViewReply } from '@host/sdk';

const sameOrigin = (url: string) => {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
};

/**
 * Applies a remote view's title, metas, style and assets to the document; returns what undoes it. Foreign-origin
 * assets are dropped and logged; `codeToEval` is never run (no eval under the site's CSP).
 */
export function applyRemoteHead(reply: RemoteViewReply, log: (message: string, detail?: unknown) => void): () => void {
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

  if (reply.style) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(reply.style);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    undo.push(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((candidate) => candidate !== sheet);
    });
  }

  const attach = (urls: readonly string[] | undefined, make: (url: string) => HTMLElement) => {
    for (const url of urls ?? []) {
      if (!sameOrigin(url)) {
        log(`remote view ${reply.appName}: foreign asset dropped`, url);
        continue;
      }
      const element = make(url);
      document.head.append(element);
      undo.push(() => element.remove());
    }
  };
  attach(reply.cssToLoad, (url) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url }));
  attach(reply.scriptsToLoad, (url) => Object.assign(document.createElement('script'), { src: url, async: true }));
  if (reply.codeToEval) log(`remote view ${reply.appName}: codeToEval ignored (strict CSP)`);

  return () => undo.reverse().forEach((step) => step());
}
