/**
 * `@host/status-pages`: the pages a visit rarely meets (maintenance, a block reason, not found, the 500 page, a route's
 * error, a remote view's server error, the site that cannot start) and the notice of a planned maintenance, as a host module of their own, named in the import map and fetched when one is first
 * shown, so they are not on every critical path.
 */
export { ConfigErrorPage } from '../../boot/ConfigErrorPage.tsx';
export { BlockPage } from './BlockPage.tsx';
export { MaintenanceNotice } from './MaintenanceNotice.tsx';
export { MaintenancePage } from './MaintenancePage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
export { RemoteViewStatusPage } from './RemoteViewStatusPage.tsx';
export { RouteErrorView } from './RouteErrorView.tsx';
export { ServerErrorPage } from './ServerErrorPage.tsx';
