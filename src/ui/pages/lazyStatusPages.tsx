import { importShared, SchemaError, useTranslation } from '@host/sdk';
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { BootErrorCode } from '../../boot/bootErrorCode.ts';
import { lazyHostComponent } from '../lazyHostComponent.tsx';

type StatusPages = typeof import('./statusPages.ts');

/** The host module of the rarely shown status pages (see statusPages.ts). */
const STATUS_PAGES_MODULE = '@host/status-pages';

export const MaintenancePage = lazyHostComponent(STATUS_PAGES_MODULE, (module: StatusPages) => module.MaintenancePage);
export const MaintenanceNotice = lazyHostComponent(STATUS_PAGES_MODULE, (module: StatusPages) => module.MaintenanceNotice);
export const BlockPage = lazyHostComponent(STATUS_PAGES_MODULE, (module: StatusPages) => module.BlockPage);
export const NotFoundPage = lazyHostComponent(STATUS_PAGES_MODULE, (module: StatusPages) => module.NotFoundPage);
export const ServerErrorPage = lazyHostComponent(STATUS_PAGES_MODULE, (module: StatusPages) => module.ServerErrorPage);

/**
 * A view of the status pages that tells of a failure: `Fallback` shows when the module cannot be fetched (what failed
 * may be the network), so a failure never ends in an empty page, and while its code loads unless `loading` is given.
 */
function lazyFailureView<Props extends object>(load: (module: StatusPages) => ComponentType<Props>, Fallback: ComponentType<Props>, loading?: ReactNode): ComponentType<Props> {
  const View = lazy(() => importShared<StatusPages>(STATUS_PAGES_MODULE).then((module) => ({ default: load(module) }), () => ({ default: Fallback })));
  return function FailureView(props: Props) {
    return <Suspense fallback={loading === undefined ? createElement(Fallback, props) : loading}>{createElement(View, props)}</Suspense>;
  };
}

/** A route's error, short: a refresh (the reload that follows a new deployment is the status pages' own). */
function RouteErrorFallback() {
  const { t } = useTranslation('kernel');
  return (
    <section className="status-page" role="alert">
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('main_page_refresh_button')}
      </button>
    </section>
  );
}

// Nothing while its code loads, as for the other status pages: most route errors are a 404.
export const RouteErrorView = lazyFailureView((module) => module.RouteErrorView, RouteErrorFallback, null);

/**
 * The site that cannot start, short: its code, what broke in an invalid document (its message names the document,
 * the JSON pointer and the rule, DESIGN.md section 3), and a retry (no translations are loaded at that point).
 */
function ConfigErrorFallback({ error, code }: { error: unknown; code: BootErrorCode }) {
  return (
    <section className="status-page config-error" role="alert" data-error-code={code}>
      <p className="status-page__code">{code}</p>
      {error instanceof SchemaError && <p className="config-error__reason">{error.message}</p>}
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        Try again
      </button>
    </section>
  );
}

export const ConfigErrorPage = lazyFailureView((module) => module.ConfigErrorPage, ConfigErrorFallback);
