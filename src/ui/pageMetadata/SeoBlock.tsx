import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { sanitizeHtml, selectLanguage, useTranslation } from '@host/sdk';
import { VIEW_IMAGE_QUERY } from './pageMetadataConstants.ts';
import { SeoImageViewer } from './SeoImageViewer.tsx';
import { SeoText } from './SeoText.tsx';
import { seoVisualHtml } from './seoVisualHtml.ts';
import { usePageMetadata } from './usePageMetadata.ts';

/**
 * The page's SEO block after a navigation: its trail and heading (visual data, markup made of escaped text) over its
 * SEO text (its SEO content, sanitised as server HTML always is: by the BFF when it came in the first HTML, else
 * here). A picture in it opens enlarged (the view-image query): in a plugin's view-image modal where one is active,
 * else in the block's own viewer.
 */
export function SeoBlock() {
  const { t } = useTranslation('kernel');
  const lang = useSelector(selectLanguage);
  const metadata = usePageMetadata();
  const [html, setHtml] = useState<string | null>(null);
  const { search } = useLocation();
  const source = metadata?.content.html ?? '';
  const sanitisedByServer = metadata?.safeHtml;
  const visual = metadata?.visual && sanitisedByServer === undefined ? seoVisualHtml(metadata.visual, lang, t('seo_breadcrumbs'), source !== '') : '';

  useEffect(() => {
    let current = true;
    setHtml(sanitisedByServer ?? null);
    // Only text fetched after a navigation needs the client's sanitiser (and DOMPurify with it).
    if (source && sanitisedByServer === undefined) void sanitizeHtml(source).then((safe) => current && setHtml(visual + safe));
    return () => {
      current = false;
    };
  }, [source, sanitisedByServer, visual]);

  if (metadata === undefined || (source && html === null)) return <section className="seo-block" aria-busy="true" />;
  if (!html) return null;

  const shownImage = new URLSearchParams(search).get(VIEW_IMAGE_QUERY);
  return <SeoText html={html}>{shownImage !== null && <SeoImageViewer source={shownImage} />}</SeoText>;
}
