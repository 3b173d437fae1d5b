import { validateDocument, type HttpClient, type RemoteViewReply } from '@host/sdk';
import { validate_remoteView } from '../../generated/validate_remoteView.js';

export const REMOTE_VIEW_BASE = '/bff-api/remote-view';

/** The remote-view call: the view URL plus the current path, in JSON render mode, API v2 (second document, section 7). */
export function fetchRemoteView(http: HttpClient, lang: string, path: string, signal?: AbortSignal): Promise<RemoteViewReply> {
  const cleanPath = path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
  return http.request(`${REMOTE_VIEW_BASE}/${encodeURIComponent(lang)}/${cleanPath}`, {
    headers: { 'X-Render-Mode': 'json', 'X-Api-Version': 'v2' },
    signal,
    validate: (data) => validateDocument<RemoteViewReply>(validate_remoteView, data, 'remote view'),
  });
}
