import { createElement } from 'react';
import { useLocation } from 'react-router';
import { lazyHostComponent } from '../lazyHostComponent.tsx';
import { PAGE_SECTIONS_MODULE, type PageSections } from './pageSectionsModule.ts';

type PageMetadataModule = typeof import('../pageMetadata/pageMetadata.ts');

/** The host module of the page metadata (see pageMetadata.ts), fetched with the first navigation. */
const PAGE_METADATA_MODULE = '@host/page-metadata';

const SEO_BLOCK_PLACEHOLDER = createElement('section', { className: 'seo-block', 'aria-busy': true });

const LazyPageHead = lazyHostComponent(PAGE_METADATA_MODULE, (module: PageMetadataModule) => module.PageHead);
const LazySeoBlock = lazyHostComponent(PAGE_METADATA_MODULE, (module: PageMetadataModule) => module.SeoBlock, SEO_BLOCK_PLACEHOLDER);
const LazyFirstPageSeoBlock = lazyHostComponent(PAGE_SECTIONS_MODULE, (module: PageSections) => module.FirstPageSeoBlock, SEO_BLOCK_PLACEHOLDER);

let navigated = false;

/**
 * Whether the visitor has left the page the document was served for (the router keys its first location `default`);
 * for good, so that going back to that page still gets its head from the page metadata.
 */
function useNavigated(): boolean {
  if (useLocation().key !== 'default') navigated = true;
  return navigated;
}

/** The head of the current page: the first page keeps the head the BFF wrote, every later one gets its own. */
export const DeferredPageHead = () => (useNavigated() ? createElement(LazyPageHead) : null);

/** The default layout's SEO block: the first page's as the BFF sanitised it, every later page's from its metadata. */
export const DeferredSeoBlock = () => createElement(useNavigated() ? LazySeoBlock : LazyFirstPageSeoBlock);
