/**
 * `@host/page-extras`: the cookie notice, which most visits do not show (once agreed), and the cookie consent plugins
 * follow (the SDK's `ConsentModule`), as a host module of their own, fetched when the notice is first shown or a
 * plugin asks for the consent, so they are not on every critical path. The kernel decides when the notice shows and
 * hands it what it needs of it as props.
 */
export { CookieNotice } from './CookieNotice.tsx';
export { consent } from './consent.ts';
