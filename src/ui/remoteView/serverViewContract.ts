/**
 * The element in which the BFF hands over a remote view it rendered into the first screen: a
 * `<script type="application/json">` with `{ lang, path, view }`, read once by the plugin that shows the view.
 */
export const SERVER_VIEW_ELEMENT_ID = 'remote-view-ssr';
