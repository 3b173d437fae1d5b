import { importShared } from '@host/sdk';
import { lazy, Suspense, type ComponentType } from 'react';

type StatusPages = typeof import('./statusPages.ts');

/** The host module of the rarely shown status pages (see statusPages.ts). */
const STATUS_PAGES_MODULE = '@host/status-pages';

const statusPage = (name: keyof StatusPages): ComponentType => {
  const Page = lazy(() => importShared<StatusPages>(STATUS_PAGES_MODULE).then((module) => ({ default: module[name] })));
  return function StatusPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
};

export const MaintenancePage = statusPage('MaintenancePage');
export const BlockPage = statusPage('BlockPage');
export const NotFoundPage = statusPage('NotFoundPage');
