import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@host/sdk';
import { VIEW_IMAGE_QUERY } from './pageMetadataConstants.ts';

/**
 * The SEO block's text, already sanitised, folded so that it never pushes the content down. A picture in it opens
 * enlarged through the view-image query; `children` is what shows beside it (the viewer).
 */
export function SeoText({ html, children }: { html: string; children?: ReactNode }) {
  const { t } = useTranslation('kernel');
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const openImage = (event: MouseEvent<HTMLDivElement>) => {
    const image = (event.target as HTMLElement).closest('img')?.getAttribute('src');
    if (!image) return;
    const query = new URLSearchParams(search);
    query.set(VIEW_IMAGE_QUERY, image);
    navigate(`${pathname}?${query}`);
  };
  return (
    <section className={`seo-block${open ? ' seo-block--open' : ''}`}>
      <div className="seo-block__text" onClick={openImage} dangerouslySetInnerHTML={{ __html: html }} />
      <button type="button" className="link-button" onClick={() => setOpen(!open)} aria-expanded={open}>
        {t(open ? 'seo_less' : 'seo_more')}
      </button>
      {children}
    </section>
  );
}
