import { useState } from 'react';
import { useTranslation } from '@host/sdk';

/** The page's SEO text, folded so that it never pushes the content down. */
export function SeoBlock({ textKey }: { textKey: string }) {
  const { t } = useTranslation('kernel');
  const [open, setOpen] = useState(false);
  return (
    <section className={`seo-block${open ? ' seo-block--open' : ''}`}>
      <p className="seo-block__text">{t(textKey)}</p>
      <button type="button" className="link-button" onClick={() => setOpen(!open)} aria-expanded={open}>
        {t(open ? 'seo_less' : 'seo_more')}
      </button>
    </section>
  );
}
