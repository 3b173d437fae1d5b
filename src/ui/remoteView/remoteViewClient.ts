import { validateDocument, type HttpClient, type RemoteViewReply } from '@host/sdk';
import { validate_remoteView } from '../../generated/validate_remoteView.js';
import { REMOTE_VIEW_TIMEOUT_MS } from './remoteViewConstants.ts';

export const REMOTE_VIEW_BASE = '/bff-api/remote-view';

/** What a remote-view call asks besides the view's path. */
export interface RemoteViewRequest {
  /** Cancels the call. */
  signal?: AbortSignal;
  /** Parts of the remote app's reply that the caller draws (`tags`: the rules page's menu); sent in a POST. */
  components?: readonly string[];
  /**
   * `X-Force-Spa: 1`: draw the view inside this app even where the remote app serves it as a document of its own
   * (ours: a technical page answers its own status code without it, 200 with it).
   */
  forceSpa?: boolean;
}

/**
 * The remote-view call: the view URL plus the current path, in JSON render mode, API v2, optionally force-spa; a POST
 * with the components when there are any (second document, section 7). It is abandoned (its request aborted) after
 * REMOTE_VIEW_TIMEOUT_MS; the caller's signal cancels it too.
 */
export async function fetchRemoteView(http: HttpClient, lang: string, path: string, { signal, components, forceSpa }: RemoteViewRequest = {}): Promise<RemoteViewReply> {
  const cleanPath = path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
  const url = `${REMOTE_VIEW_BASE}/${encodeURIComponent(lang)}/${cleanPath}`;
  const attempt = new AbortController();
  const cancel = () => attempt.abort();
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race settles at the timeout even when the transport does not honour the abort.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      attempt.abort();
      reject(new Error(`${url}: no reply within ${REMOTE_VIEW_TIMEOUT_MS} ms`));
    }, REMOTE_VIEW_TIMEOUT_MS);
  });
  const request = http.request(url, {
    headers: { 'X-Render-Mode': 'json', 'X-Api-Version': 'v2', ...(forceSpa ? { 'X-Force-Spa': '1' } : {}) },
    ...(components?.length ? { method: 'POST' as const, body: { components } } : {}),
    signal: attempt.signal,
    validate: (data) => validateDocument<RemoteViewReply>(validate_remoteView, data, 'remote view'),
  });
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
