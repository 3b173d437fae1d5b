import { lazyHostComponent } from '../lazyHostComponent.tsx';

type PageExtras = typeof import('../pageExtras/pageExtras.ts');

/** The host module of the cookie notice and the consent (see pageExtras.ts). */
const PAGE_EXTRAS_MODULE = '@host/page-extras';

export const LazyCookieNotice = lazyHostComponent(PAGE_EXTRAS_MODULE, (module: PageExtras) => module.CookieNotice);
