import { createElement } from 'react';
import { lazyHostComponent } from '../lazyHostComponent.tsx';

export type PageExtras = typeof import('../pageExtras/pageExtras.ts');

/** The host module of the parts most visits do not show (see pageExtras.ts). */
export const PAGE_EXTRAS_MODULE = '@host/page-extras';

export const LazyCookieNotice = lazyHostComponent(PAGE_EXTRAS_MODULE, (module: PageExtras) => module.CookieNotice);
// The banner sits above the header: its box is kept while its code loads, so the page does not move (CLS).
export const LazyAppsBanner = lazyHostComponent(PAGE_EXTRAS_MODULE, (module: PageExtras) => module.AppsBanner, createElement('aside', { className: 'apps-banner', 'aria-hidden': true }));
export const LazySnowfall = lazyHostComponent(PAGE_EXTRAS_MODULE, (module: PageExtras) => module.Snowfall);
