/**
 * `@host/page-extras`: parts of the page that most visits do not show (the cookie notice once agreed, the apps
 * banner off phones or once dismissed, the seasonal snowfall, the first page's SEO block) and the cookie consent plugins follow (the SDK's
 * `ConsentModule`), as a host module of their own, fetched when one is first shown, so they are not on every
 * critical path. The kernel decides when they show and hands them what they
 * need of it as props.
 */
export { AppsBanner } from './AppsBanner.tsx';
export { CookieNotice } from './CookieNotice.tsx';
export { consent } from './consent.ts';
export { FirstPageSeoBlock } from './FirstPageSeoBlock.tsx';
export { Snowfall } from '../layout/Snowfall.tsx';
