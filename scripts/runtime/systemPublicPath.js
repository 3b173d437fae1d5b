// First module of every plugin bundle: lazy chunks load from the folder the bundle itself was loaded from
// (SystemJS passes the module's URL in its context; document.currentScript is not set when a System module runs).
/* global __system_context__, __webpack_public_path__ */
__webpack_public_path__ = __system_context__.meta.url.slice(0, __system_context__.meta.url.lastIndexOf('/') + 1);
