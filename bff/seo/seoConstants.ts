/** Outside production this cookie names the host the page metadata is made for (second document, section 9). */
export const SEO_HOST_COOKIE = 'seo_host';

/** A page's robots rule when neither it nor an ancestor sets one. */
export const DEFAULT_META_ROBOTS = 'index, follow';

/** Pages only a signed-in player sees are never indexed. */
export const SIGNED_IN_META_ROBOTS = 'noindex, nofollow';

/** The hreflang of the page a crawler gets when no listed language fits. */
export const X_DEFAULT_HREFLANG = 'x-default';

/**
 * The ISO language-code map (second document: page metadata): the site's language codes that are not ISO 639-1
 * codes themselves map to theirs; every other code is its own.
 */
export const ISO_LANGUAGE_CODES: Readonly<Record<string, string>> = { kz: 'kk', ua: 'uk', by: 'be', tj: 'tg', br: 'pt' };

export const isoLanguageOf = (lang: string) => ISO_LANGUAGE_CODES[lang] ?? lang;

/** The prefix of the page-metadata calls. */
export const SEO_API = '/seo-api/v1';
