import { useEffect, useState, type ReactNode } from 'react';
import { http, sanitizeHtml, useTranslation } from '@host/sdk';
import { fetchRemoteView } from '../remoteView/remoteViewClient.ts';

/** The operator's words for an error page: the remote view `technical-pages/{status}` (second document, section 2). */
const TECHNICAL_PAGES_VIEW = 'technical-pages';

interface TechnicalView {
  title: string;
  html: string;
}

/**
 * The view, fetched once: the page is already an error, so a failed call is not tried again but leaves the local page.
 * Force-spa: the remote app serves a technical page as an error document of its own, and here it is drawn inside.
 */
function useTechnicalView(lang: string, status: number): TechnicalView | null {
  const [view, setView] = useState<TechnicalView | null>(null);
  useEffect(() => {
    const request = new AbortController();
    fetchRemoteView(http, lang, `${TECHNICAL_PAGES_VIEW}/${status}`, { signal: request.signal, forceSpa: true })
      .then(async (reply) => ({ title: reply.title, html: await sanitizeHtml(reply.body) }))
      .then(setView, () => setView(null));
    return () => request.abort();
  }, [lang, status]);
  return view;
}

/**
 * An error page as the operator words it: the status code, the view's title and text (sanitised like every remote
 * view) once they arrive, and the page's own way on. Until then, and when the view cannot be had (none on the domain,
 * a failure, the network), the local page: its code, its title and the same way on.
 */
export function TechnicalPage({ status, title, action, alert = false }: { status: number; title: string; action: ReactNode; alert?: boolean }) {
  // The language of the texts on the page: an error page may show where no store is (a route's error, the 500 page).
  const view = useTechnicalView(useTranslation('kernel').i18n.language, status);
  return (
    <section className="status-page" role={alert ? 'alert' : undefined} data-technical-view={view ? 'remote' : 'local'}>
      <p className="status-page__code">{status}</p>
      <h1 className="status-page__title">{view?.title ?? title}</h1>
      {view && <div className="technical-page__body" dangerouslySetInnerHTML={{ __html: view.html }} />}
      {action}
    </section>
  );
}
