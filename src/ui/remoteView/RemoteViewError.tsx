import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { importShared, PageSkeleton, useTranslation } from '@host/sdk';

type StatusPages = typeof import('../pages/statusPages.ts');

export interface RemoteViewErrorProps {
  /** The error status the server answered, or null when no answer came (network failure, timeout, invalid reply). */
  status: number | null;
  onRefresh: () => void;
}

/**
 * The load error (second document, section 8): a refresh button here and in the footer, where a visitor who scrolled
 * past the empty content looks (the footer is the kernel layout's: the copy is drawn into it while the error lasts).
 * Its code is here, as it is what shows when the network is what failed.
 */
function LoadError({ onRefresh }: Pick<RemoteViewErrorProps, 'onRefresh'>) {
  const { t } = useTranslation('kernel');
  const [footer, setFooter] = useState<Element | null>(null);
  useEffect(() => setFooter(document.querySelector('footer.footer')), []);
  const refresh = (
    <button type="button" className="button button--primary" onClick={onRefresh}>
      {t('main_page_refresh_button')}
    </button>
  );
  return (
    <>
      <section className="refresh-view" role="alert">
        <p>{t('main_dictionary_load_error')}</p>
        {refresh}
      </section>
      {footer &&
        createPortal(
          <p className="footer__load-error">
            {t('main_dictionary_load_error')} {refresh}
          </p>,
          footer,
        )}
    </>
  );
}

/** The status pages' error page of a remote view, fetched when one is first shown; the load error when it cannot be. */
const StatusPage = lazy(() =>
  importShared<StatusPages>('@host/status-pages').then(
    (module) => ({ default: module.RemoteViewStatusPage }),
    () => ({ default: LoadError }),
  ),
);

/**
 * A remote view that could not be shown: the error page of the status the server answered (the status pages' own,
 * with the operator's technical page), else the load error with a refresh button.
 */
export function RemoteViewError({ status, onRefresh }: RemoteViewErrorProps) {
  if (status === null) return <LoadError onRefresh={onRefresh} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <StatusPage status={status} onRefresh={onRefresh} />
    </Suspense>
  );
}
