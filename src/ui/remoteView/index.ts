/**
 * `@host/remote-view`: the remote-view loader (second document, section 7) as its own host module, named in the
 * import map and fetched on the first remote view. It stays loaded when the plugins that show views come and go, and
 * it is not on every visitor's critical path. Plugins use it through the SDK's `RemoteView` and `sanitizeHtml`.
 */
export { RemoteView } from './RemoteView.tsx';
export { sanitizeHtml } from './sanitizeHtml.ts';
