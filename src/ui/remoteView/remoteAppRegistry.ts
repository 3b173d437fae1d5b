import type { RemoteViewReply } from '@host/sdk';

/** A remote app's load state (first document 4.2). */
export type RemoteAppState = 'not-exist' | 'loading' | 'ready' | 'error';

/** The transitions 4.2 allows; any other is refused and logged, so an app never goes from ready back to loading. */
const ALLOWED: Readonly<Record<RemoteAppState, readonly RemoteAppState[]>> = {
  'not-exist': ['loading', 'ready'],
  error: ['loading', 'not-exist'],
  loading: ['error', 'ready', 'not-exist'],
  ready: ['not-exist'],
};

/** An app's registry entry (first document 3.6): its state, how many views and components use it, and its meta. */
export interface RemoteAppEntry {
  state: RemoteAppState;
  views: number;
  components: number;
  /** What the app put into the document: its style and the assets it asked for (same origin only). */
  meta: { style: boolean; cssToLoad: readonly string[]; scriptsToLoad: readonly string[] };
}

type Log = (message: string, detail?: unknown) => void;

interface LoadedApp extends RemoteAppEntry {
  unload: () => void;
}

const sameOrigin = (url: string) => {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
};

/**
 * The remote apps in use and what each put into the document. An app's style and assets are added once, by its
 * first view, however many of its views and components are on the page; the last one to go unloads the app (4.2:
 * unloaded when it has no views and no components), so a page left behind leaves no stylesheet on the next.
 */
export class RemoteAppRegistry {
  private readonly apps = new Map<string, LoadedApp>();

  constructor(private readonly log: Log) {}

  /** The app's entry, or undefined when it is not loaded (state not-exist). */
  entry(appName: string): Readonly<RemoteAppEntry> | undefined {
    const app = this.apps.get(appName);
    return app && { state: app.state, views: app.views, components: app.components, meta: app.meta };
  }

  /**
   * A view of the reply's app is shown, drawing `components` of it: the app is loaded if it is not, and counted.
   * Returns what releases this use; the app is unloaded when nothing uses it any more.
   */
  retain(reply: RemoteViewReply, components: number): () => void {
    const app = this.apps.get(reply.appName) ?? this.load(reply);
    app.views += 1;
    app.components += components;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      app.views -= 1;
      app.components -= components;
      if (app.views > 0 || app.components > 0 || this.apps.get(reply.appName) !== app) return;
      app.unload();
      this.move(reply.appName, app, 'not-exist');
      this.apps.delete(reply.appName);
    };
  }

  private move(appName: string, app: LoadedApp, next: RemoteAppState) {
    if (!ALLOWED[app.state].includes(next)) {
      this.log(`remote app ${appName}: ${app.state} cannot become ${next}`);
      return;
    }
    app.state = next;
  }

  private load(reply: RemoteViewReply): LoadedApp {
    const undo: Array<() => void> = [];
    const kept = (urls: readonly string[] | undefined) =>
      (urls ?? []).filter((url) => {
        if (!sameOrigin(url)) this.log(`remote view ${reply.appName}: foreign asset dropped`, url);
        return sameOrigin(url);
      });
    const cssToLoad = kept(reply.cssToLoad);
    const scriptsToLoad = kept(reply.scriptsToLoad);
    const app: LoadedApp = {
      state: 'not-exist',
      views: 0,
      components: 0,
      meta: { style: !!reply.style, cssToLoad, scriptsToLoad },
      unload: () => undo.reverse().forEach((step) => step()),
    };
    this.apps.set(reply.appName, app);

    if (reply.style) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(reply.style);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      undo.push(() => {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((candidate) => candidate !== sheet);
      });
    }
    for (const url of scriptsToLoad) {
      const script = Object.assign(document.createElement('script'), { src: url, async: true });
      document.head.append(script);
      undo.push(() => script.remove());
    }
    if (reply.codeToEval) this.log(`remote view ${reply.appName}: codeToEval ignored (strict CSP)`);
    // Ready once its stylesheets have loaded; one that fails makes it an error (logged; its views still show).
    if (cssToLoad.length === 0) {
      this.move(reply.appName, app, 'ready');
      return app;
    }
    this.move(reply.appName, app, 'loading');
    let pending = cssToLoad.length;
    for (const url of cssToLoad) {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
      link.addEventListener('load', () => {
        pending -= 1;
        if (pending === 0 && app.state === 'loading') this.move(reply.appName, app, 'ready');
      });
      link.addEventListener('error', () => {
        this.log(`remote view ${reply.appName}: stylesheet failed`, url);
        if (app.state === 'loading') this.move(reply.appName, app, 'error');
      });
      document.head.append(link);
      undo.push(() => link.remove());
    }
    return app;
  }
}

/** The remote apps of this page, shared by every view (the remote-view module is loaded once per page). */
export const remoteApps = new RemoteAppRegistry((message, detail) => console.warn(`[remote-view] ${message}`, detail ?? ''));
