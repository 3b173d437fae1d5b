import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sanitizeHtml, useTranslation } from '@host/sdk';
import { VIEW_IMAGE_QUERY } from './pageMetadataConstants.ts';
import { SeoImageViewer } from './SeoImageViewer.tsx';
import { usePageMetadata } from './usePageMetadata.ts';

/**
 * The page's SEO text (its SEO content, sanitised as server HTML always is: by the BFF for the first page), folded so that it never pushes the
 * content down. A picture in it opens enlarged (the view-image query): in a plugin's view-image modal where one is
 * active, else in the block's own viewer.
 */
export function SeoBlock() {
  const { t } = useTranslation('kernel');
  const metadata = usePageMetadata();
  const [html, setHtml] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const source = metadata?.content.html ?? '';
  const sanitisedByServer = metadata?.safeHtml;

  useEffect(() => {
    let current = true;
    setHtml(sanitisedByServer ?? null);
    // Only text fetched after a navigation needs the client's sanitiser (and DOMPurify with it).
    if (source && sanitisedByServer === undefined) void sanitizeHtml(source).then((safe) => current && setHtml(safe));
    return () => {
      current = false;
    };
  }, [source, sanitisedByServer]);

  if (metadata === undefined || (source && html === null)) return <section className="seo-block" aria-busy="true" />;
  if (!html) return null;

  const openImage = (event: MouseEvent<HTMLDivElement>) => {
    const image = (event.target as HTMLElement).closest('img')?.getAttribute('src');
    if (!image) return;
    const query = new URLSearchParams(search);
    query.set(VIEW_IMAGE_QUERY, image);
    navigate(`${pathname}?${query}`);
  };
  const shownImage = new URLSearchParams(search).get(VIEW_IMAGE_QUERY);
  return (
    <section className={`seo-block${open ? ' seo-block--open' : ''}`}>
      <div className="seo-block__text" onClick={openImage} dangerouslySetInnerHTML={{ __html: html }} />
      <button type="button" className="link-button" onClick={() => setOpen(!open)} aria-expanded={open}>
        {t(open ? 'seo_less' : 'seo_more')}
      </button>
      {shownImage !== null && <SeoImageViewer source={shownImage} />}
    </section>
  );
}
