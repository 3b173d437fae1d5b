import { lazyHostComponent } from '../lazyHostComponent.tsx';

type StatusPages = typeof import('./statusPages.ts');

/** The host module of the rarely shown status pages (see statusPages.ts). */
const STATUS_PAGES_MODULE = '@host/status-pages';

export const MaintenancePage = lazyHostComponent(STATUS_PAGES_MODULE, (module: StatusPages) => module.MaintenancePage);
export const BlockPage = lazyHostComponent(STATUS_PAGES_MODULE, (module: StatusPages) => module.BlockPage);
export const NotFoundPage = lazyHostComponent(STATUS_PAGES_MODULE, (module: StatusPages) => module.NotFoundPage);
