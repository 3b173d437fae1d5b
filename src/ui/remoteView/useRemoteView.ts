import { useCallback, useEffect, useRef, useState } from 'react';
import { http, HttpError, type RemoteViewReply } from '@host/sdk';
import { REMOTE_VIEW_FIRST_RETRY_MS, REMOTE_VIEW_RELOAD_THROTTLE_MS, REMOTE_VIEW_RETRIES } from './remoteViewConstants.ts';
import { fetchRemoteView } from './remoteViewClient.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';
import { takeServerView } from './serverView.ts';

/** The remote view's load state (second document: the remote app load states). */
export type ViewLoadState = 'not-exist' | 'loading' | 'ready' | 'error';

export interface RemoteViewState {
  state: ViewLoadState;
  reply: RemoteViewReply | null;
  /** The sanitised body, ready for the DOM. */
  html: string;
  /**
   * The HTTP status of the reply: 200 when ready; after a failure, the error status the server answered, or null
   * when there was no answer to show (a network failure, a timeout, an invalid reply).
   */
  status: number | null;
  reload: () => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Loads a remote view for a path: each call is abandoned after 1000 ms; retries 3 times (1 s, doubling) on failure,
 * except for a 404; a ready view clears the retry info; a manual reload is throttled to one per second.
 */
export function useRemoteView(lang: string, path: string, components?: readonly string[]): RemoteViewState {
  const served = useRef<string | null>(null);
  const [view, setView] = useState<Omit<RemoteViewState, 'reload'>>(() => {
    const reply = takeServerView(lang, path);
    if (!reply) return { state: 'not-exist', reply: null, html: '', status: null };
    served.current = `${lang}/${path}`;
    return { state: 'ready', reply, html: reply.body, status: 200 };
  });
  const [generation, setGeneration] = useState(0);
  const lastReload = useRef(0);
  // A new array with the same names on each render must not load the view again: the names as one string, `a,b`.
  const componentsKey = String(components ?? '');

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    if (served.current === `${lang}/${path}` && generation === 0) {
      // The server rendered this view into the page, sanitised with the same rules: the browser has already parsed
      // that markup as part of the document, so it is neither fetched nor sanitised again.
      served.current = null;
      return () => controller.abort();
    }
    (async () => {
      setView((current) => ({ ...current, state: 'loading' }));
      for (let attempt = 0; ; attempt += 1) {
        try {
          const reply = await fetchRemoteView(http, lang, path, { signal, components: componentsKey.split(',').filter(Boolean) });
          const html = await sanitizeHtml(reply.body);
          if (!signal.aborted) setView({ state: 'ready', reply, html, status: 200 });
          return;
        } catch (error) {
          if (signal.aborted) return;
          const status = error instanceof HttpError && error.kind === 'http' ? error.status : null;
          if (status === 404 || attempt >= REMOTE_VIEW_RETRIES) {
            setView({ state: 'error', reply: null, html: '', status });
            return;
          }
          await sleep(REMOTE_VIEW_FIRST_RETRY_MS * 2 ** attempt, signal);
          if (signal.aborted) return;
        }
      }
    })();
    return () => controller.abort();
  }, [lang, path, componentsKey, generation]);

  const reload = useCallback(() => {
    const now = Date.now();
    if (now - lastReload.current < REMOTE_VIEW_RELOAD_THROTTLE_MS) return;
    lastReload.current = now;
    setGeneration((value) => value + 1);
  }, []);

  return { ...view, reload };
}
