// The one list of shared libraries: rspack.config.ts builds them as System modules and keeps them external, the
// boundary check (scripts/checkBoundaries.ts) lets plugins import them. No imports here, so both can read it cheaply.

/**
 * The part of react-router a browser app uses in its declarative mode (its data router, server and RSC runtimes are
 * left out, which halves the module again). This is the router API plugins get; the boundary check refuses an import
 * of a name missing here, which would otherwise be `undefined` at run time.
 * The data API (`createBrowserRouter`, loaders, `useMatches`, `useNavigation`, `useBlocker`…) is not in it: the
 * kernel's navigation gate runs the guards before a page renders (src/router/HostRoutes.tsx), the SDK's
 * `useRouteEntry` and `useRouteParams` tell what is on screen, and a plugin's routes are pages of the manifest, not
 * nested route trees.
 */
const ROUTER_API = [
  'BrowserRouter', 'Link', 'Navigate', 'NavLink', 'Outlet', 'matchRoutes',
  'useLocation', 'useNavigate', 'useNavigationType', 'useParams', 'useRoutes', 'useSearchParams',
];

/**
 * The hooks API of react-redux: `connect` (half the module) is left out; plugins read the store with hooks.
 */
const REACT_REDUX_API = ['Provider', 'useDispatch', 'useSelector', 'useStore'];

/** What the host store is made with (`bindActionCreators` is left out: plugins dispatch events). */
const REDUX_API = ['applyMiddleware', 'combineReducers', 'legacy_createStore'];

/**
 * Libraries built once as System modules and named in the import map; the kernel, the SDK and every plugin mark
 * them as externals, so there is exactly one React (and one store, one router, one i18n) on the page.
 * `aliases` are other specifiers that the import map points at the same module. `preload: false`: the kernel does
 * not need it, so index.html does not preload it. `fetchOnUse`: a bundle fetches it when a module importing it is
 * first evaluated, not with the bundle's entry (see rspack.config.ts), so a plugin's sagas bring redux-saga with
 * them; such a library must only be imported by lazily loaded modules (an entry importing it would become async).
 * `api`: the only names the shared module exports (the build of the shim keeps just those); the boundary check
 * refuses an import of any other name, which would otherwise be `undefined` at run time.
 */
export const SHARED_LIBRARIES: ReadonlyArray<{ name: string; shim: string; aliases?: string[]; preload?: false; fetchOnUse?: true; api?: readonly string[] }> = [
  { name: 'react', shim: `import * as ns from 'react'; export * from 'react'; export default ns.default;` },
  { name: 'react/jsx-runtime', shim: `export * from 'react/jsx-runtime';` },
  { name: 'react-dom', shim: `import * as ns from 'react-dom'; export * from 'react-dom'; export default ns.default;` },
  { name: 'react-dom/client', shim: `import * as ns from 'react-dom/client'; export * from 'react-dom/client'; export default ns.default;` },
  {
    name: 'react-router',
    shim: `export { ${ROUTER_API.join(', ')} } from 'react-router';`,
    aliases: ['react-router-dom'],
    api: ROUTER_API,
  },
  { name: 'redux', shim: `export { ${REDUX_API.join(', ')} } from 'redux';`, api: REDUX_API },
  { name: 'react-redux', shim: `export { ${REACT_REDUX_API.join(', ')} } from 'react-redux';`, api: REACT_REDUX_API },
  {
    name: 'redux-saga',
    shim: `export * from 'redux-saga'; export { default } from 'redux-saga'; export * from 'redux-saga/effects';`,
    aliases: ['redux-saga/effects'],
    preload: false,
    fetchOnUse: true,
  },
  { name: 'reselect', shim: `export * from 'reselect';`, preload: false, fetchOnUse: true },
  { name: 'i18next', shim: `export * from 'i18next'; export { default } from 'i18next';` },
  { name: 'dompurify', shim: `export { default } from 'dompurify';`, preload: false, fetchOnUse: true },
  // The analytics plugin's performance metrics, fetched with its collector long after the first paint.
  { name: 'web-vitals', shim: `export * from 'web-vitals';`, preload: false, fetchOnUse: true },
];

const specifiersOf = (library: (typeof SHARED_LIBRARIES)[number]) => [library.name, ...(library.aliases ?? [])];

/** Every specifier a plugin may import a shared library by (names and aliases). */
export const sharedSpecifiers = (): string[] => SHARED_LIBRARIES.flatMap(specifiersOf);

/** The names each specifier of a library built with a restricted `api` exports, by specifier. */
export const sharedApis = (): Map<string, ReadonlySet<string>> =>
  new Map(SHARED_LIBRARIES.flatMap((library) => (library.api ? specifiersOf(library).map((specifier) => [specifier, new Set(library.api)] as const) : [])));

/** The specifiers index.html does not preload. */
export const notPreloadedSpecifiers = (): string[] => SHARED_LIBRARIES.filter((library) => library.preload === false).flatMap(specifiersOf);
/** The specifiers a bundle fetches on first use. */
export const fetchedOnUseSpecifiers = (): string[] => SHARED_LIBRARIES.filter((library) => library.fetchOnUse).flatMap(specifiersOf);
