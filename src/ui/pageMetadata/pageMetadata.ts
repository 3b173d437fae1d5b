/**
 * `@host/page-metadata`: the client side of the page metadata (second document: page metadata, SEO) as a host module
 * of its own, fetched after the page has loaded, so it is not on the critical path: the head of the page the visitor
 * is on (the first page's as the BFF wrote it, then each page's after navigation) and the default layout's SEO block.
 */
export { PageHead } from './PageHead.tsx';
export { SeoBlock } from './SeoBlock.tsx';
