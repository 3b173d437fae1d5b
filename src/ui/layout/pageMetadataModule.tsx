import { createElement, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyHostComponent } from '../lazyHostComponent.tsx';

type PageMetadataModule = typeof import('../pageMetadata/pageMetadata.ts');

/** The host module of the page metadata (see pageMetadata.ts). */
const PAGE_METADATA_MODULE = '@host/page-metadata';
/** How close to the viewport the SEO block comes before its code is fetched. */
const SEO_BLOCK_MARGIN = '300px';

const LazyPageHead = lazyHostComponent(PAGE_METADATA_MODULE, (module: PageMetadataModule) => module.PageHead);
const SEO_BLOCK_PLACEHOLDER = { className: 'seo-block', 'aria-busy': true } as const;

const LazySeoBlock = lazyHostComponent(PAGE_METADATA_MODULE, (module: PageMetadataModule) => module.SeoBlock, createElement('section', SEO_BLOCK_PLACEHOLDER));

/**
 * The head of the current page, changed on navigation. The first page keeps the head the BFF wrote into its HTML, so
 * the module is fetched with the first navigation, not before.
 */
export function DeferredPageHead() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && key !== firstKey) setNavigated(true);
  return navigated ? createElement(LazyPageHead) : null;
}

/**
 * The default layout's SEO block: the page's SEO text, below the content. Its code is fetched when the block comes
 * near the viewport: a visitor who never scrolls there does not pay for it, and crawlers read the text in the first HTML.
 */
export function DeferredSeoBlock() {
  const placeholder = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    // A browser without the observer (and jsdom) shows the block at once.
    if (typeof IntersectionObserver === 'undefined') return void setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: SEO_BLOCK_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? createElement(LazySeoBlock) : createElement('section', { ...SEO_BLOCK_PLACEHOLDER, ref: placeholder });
}
