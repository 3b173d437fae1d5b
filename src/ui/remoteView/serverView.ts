import { SERVER_VIEW_ELEMENT_ID, type RemoteViewReply } from '@host/sdk';
import { validate_remoteView } from '../../generated/validate_remoteView.js';

/**
 * The remote view the server rendered into the page, if it is the one asked for; taken once, so later visits to
 * the same path fetch fresh content. A malformed handover is ignored (the view is fetched as usual).
 */
export function takeServerView(lang: string, path: string): RemoteViewReply | null {
  if (typeof document === 'undefined') return null;
  // Only the server's own JSON script counts: an element with this id inside server HTML must not pose as one.
  const element = document.querySelector<HTMLScriptElement>(`script[type="application/json"]#${SERVER_VIEW_ELEMENT_ID}`);
  if (!element || element.closest('#content')) return null;
  try {
    const handover = JSON.parse(element.textContent ?? '') as { lang?: unknown; path?: unknown; view?: unknown };
    if (handover.lang !== lang || handover.path !== path || !validate_remoteView(handover.view)) return null;
    element.remove();
    return handover.view as RemoteViewReply;
  } catch {
    element.remove();
    return null;
  }
}
