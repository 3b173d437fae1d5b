import { createElement } from 'react';
import { lazyHostComponent } from '../lazyHostComponent.tsx';

export type PageSections = typeof import('../pageSections/pageSections.ts');

/** The host module of the sections some pages show (see pageSections.ts). */
export const PAGE_SECTIONS_MODULE = '@host/page-sections';

// The banner sits above the header: its box is kept while its code loads, so the page does not move (CLS).
export const LazyAppsBanner = lazyHostComponent(PAGE_SECTIONS_MODULE, (module: PageSections) => module.AppsBanner, createElement('aside', { className: 'apps-banner', 'aria-hidden': true }));
export const LazySnowfall = lazyHostComponent(PAGE_SECTIONS_MODULE, (module: PageSections) => module.Snowfall);
export const LazyFooterView = lazyHostComponent(PAGE_SECTIONS_MODULE, (module: PageSections) => module.FooterView);
