/** The prefix of the page-metadata calls (the BFF's bff/seo/seoConstants.ts names the same). */
export const PAGE_METADATA_API = '/seo-api/v1';

/** Pages whose metadata is kept for going back and forth; older ones are fetched again. */
export const PAGE_METADATA_CACHE_SIZE = 20;

/** The query parameter that opens the view-image modal with an image of server content. */
export const VIEW_IMAGE_QUERY = 'view-image';
