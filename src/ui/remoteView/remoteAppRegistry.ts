import type { RemoteViewReply } from '@host/sdk';

/** A remote app's load state (first document 4.2); `not-exist` is an app with no entry. */
export type RemoteAppState = 'not-exist' | 'loading' | 'ready' | 'error';

/** An app's registry entry (first document 3.6): its state, how many views and components use it, and its meta. */
export interface RemoteAppEntry {
  readonly state: RemoteAppState;
  readonly views: number;
  readonly components: number;
  /** The same-origin stylesheets and scripts it put into the document (foreign ones are dropped). */
  readonly meta: { readonly cssToLoad: readonly string[]; readonly scriptsToLoad: readonly string[] };
}

export type Log = (message: string, detail?: unknown) => void;

/** An entry as the registry changes it. */
type LoadedApp = { -readonly [Key in keyof RemoteAppEntry]: RemoteAppEntry[Key] } & { unload: Array<() => void> };

/** The registry of one page (createRemoteAppRegistry). */
export interface RemoteAppRegistry {
  /** The apps loaded, by name (an app that is not here is in state not-exist). */
  readonly apps: ReadonlyMap<string, RemoteAppEntry>;
  /** A view of the reply's app is shown, drawing `components` of it. Returns what releases this use (call it once). */
  retain(reply: RemoteViewReply, components: number): () => void;
}

/**
 * The remote apps in use and what each put into the document. An app's style and assets are added once, by its
 * first view, however many of its views and components are on the page; the last one to go unloads the app (4.2:
 * unloaded when it has no views and no components), so a page left behind leaves no stylesheet on the next. The
 * states follow 4.2: not-exist to loading (stylesheets to wait for) or ready (none); loading to ready, error or
 * not-exist; ready and error to not-exist. An app in error loads afresh once it was unloaded.
 */
export function createRemoteAppRegistry(log: Log): RemoteAppRegistry {
  const loaded = new Map<string, LoadedApp>();

  function load(reply: RemoteViewReply): LoadedApp {
    const name = reply.appName;
    const sameOrigin = (url: string) => {
      try {
        if (new URL(url, location.href).origin === location.origin) return true;
      } catch {
        // Not a URL at all: dropped as foreign.
      }
      log(`app ${name}: foreign asset dropped`, url);
      return false;
    };
    const cssToLoad = (reply.cssToLoad ?? []).filter(sameOrigin);
    const scriptsToLoad = (reply.scriptsToLoad ?? []).filter(sameOrigin);
    const app: LoadedApp = { state: cssToLoad.length ? 'loading' : 'ready', views: 0, components: 0, meta: { cssToLoad, scriptsToLoad }, unload: [] };
    loaded.set(name, app);
    const add = (element: HTMLElement) => {
      document.head.append(element);
      app.unload.push(() => element.remove());
    };

    if (reply.style) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(reply.style);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      app.unload.push(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((candidate) => candidate !== sheet)));
    }
    scriptsToLoad.forEach((src) => add(Object.assign(document.createElement('script'), { src, async: true })));
    if (reply.codeToEval) log(`app ${name}: codeToEval not run (CSP)`);
    // Ready once its stylesheets have loaded; one that fails makes it an error (logged; its views still show).
    let pending = cssToLoad.length;
    for (const href of cssToLoad) {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      link.onload = () => {
        if (--pending === 0 && app.state === 'loading') app.state = 'ready';
      };
      link.onerror = () => {
        log(`app ${name}: stylesheet failed`, href);
        // Only while loading: a ready app has every stylesheet loaded, so none of them can fail any more.
        app.state = 'error';
      };
      add(link);
    }
    return app;
  }

  return {
    apps: loaded,
    retain(reply, components) {
      const name = reply.appName;
      const app = loaded.get(name) ?? load(reply);
      app.views += 1;
      app.components += components;
      return () => {
        app.views -= 1;
        app.components -= components;
        if (app.views + app.components > 0) return;
        app.unload.forEach((step) => step());
        loaded.delete(name);
      };
    },
  };
}

/** The remote apps of this page, shared by every view (the remote-view module is loaded once per page). */
export const remoteApps = createRemoteAppRegistry((message, detail) => console.warn(`[remote-view] ${message}`, detail ?? ''));
