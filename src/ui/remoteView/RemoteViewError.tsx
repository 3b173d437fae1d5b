import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectLanguage, useTranslation } from '@host/sdk';

export interface RemoteViewErrorProps {
  /** The error status the server answered, or null when no answer came (network failure, timeout, invalid reply). */
  status: number | null;
  onRefresh: () => void;
}

/**
 * A remote view that could not be shown (second document, section 8): the error page with the server's status code
 * when it answered with an error, else the load error with a refresh button.
 */
export function RemoteViewError({ status, onRefresh }: RemoteViewErrorProps) {
  const { t } = useTranslation('kernel');
  const lang = useSelector(selectLanguage);
  const refresh = (
    <button type="button" className="button button--primary" onClick={onRefresh}>
      {t('main_page_refresh_button')}
    </button>
  );
  if (status === null) {
    return (
      <>
        <section className="refresh-view" role="alert">
          <p>{t('main_dictionary_load_error')}</p>
          {refresh}
        </section>
        <FooterCopy>
          {t('main_dictionary_load_error')} {refresh}
        </FooterCopy>
      </>
    );
  }
  const notFound = status === 404;
  return (
    <section className="status-page" role="alert" data-status={status}>
      <p className="status-page__code">{status}</p>
      <h1 className="status-page__title">{t(notFound ? 'not_found_title' : 'error_title')}</h1>
      {notFound ? (
        <Link className="button button--primary" to={`/${lang}/`}>
          {t('go_home')}
        </Link>
      ) : (
        refresh
      )}
    </section>
  );
}

/**
 * The load error is also shown in the footer (second document, section 8), where a visitor who scrolled past the
 * empty content looks: a copy drawn into the page's footer, which belongs to the kernel's layout, while the error lasts.
 */
function FooterCopy({ children }: { children: ReactNode }) {
  const [footer, setFooter] = useState<Element | null>(null);
  useEffect(() => setFooter(document.querySelector('footer.footer')), []);
  return footer && createPortal(<p className="footer__load-error">{children}</p>, footer);
}
