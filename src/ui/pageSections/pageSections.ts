/**
 * `@host/page-sections`: sections of the page that show on some domains and devices only (the apps banner on phones,
 * the seasonal snowfall, the first page's SEO block) or below the first screen (the footer), as a host module of
 * their own, fetched when one is first shown, so they are not on every critical path. The kernel decides when they show and hands them what they need of it as
 * props. The cookie notice and the consent are the page extras' (a first visit shows the notice, a returning one
 * needs neither until analytics asks for the consent).
 */
export { AppsBanner } from './AppsBanner.tsx';
export { FirstPageSeoBlock } from './FirstPageSeoBlock.tsx';
export { FooterView } from './FooterView.tsx';
export { Snowfall } from '../layout/Snowfall.tsx';
