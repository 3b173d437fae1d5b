/**
 * `@host/status-pages`: the pages a visit rarely meets (maintenance, a block reason, not found), as a host module of
 * their own, named in the import map and fetched when one is first shown, so they are not on every critical path.
 */
export { BlockPage } from './BlockPage.tsx';
export { MaintenancePage } from './MaintenancePage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
