/** Languages whose maintenance notice is in Russian (second document, section 1). */
export const RUSSIAN_NOTICE_LANGUAGES: readonly string[] = ['az', 'kz', 'kk', 'uk', 'ua', 'ru'];
/** Cookie whose value 1 forces maintenance (first document, section 4.3). */
export const MAINTENANCE_COOKIE = 'maintenance';
/** Cookie of a visitor allowed to see languages hidden for guests ("user-cookie flag"); value 1. */
export const SHOW_HIDDEN_LANGUAGES_COOKIE = 'show_hidden_langs';
/** Last resort language when neither the browser's nor the default language is allowed. */
export const FALLBACK_LANGUAGE = 'en';
/** Block reason -> block page (second document, access rule 1). */
export const BLOCK_PAGE_BY_REASON: Readonly<Record<number, string>> = {
  1: 'block', 2: 'block', 3: 'block', 5: 'block', 14: 'block',
  4: 'site-updates',
  8: 'coming-soon',
  13: 'block-ua',
  16: 'suspension',
  17: 'block-ie',
};
/** On this reason the original path is kept as a `redirect` query (access rule 4). */
export const BLOCK_REASON_KEEPING_PATH = 4;
/** A chain of more guard redirects than this ends on the error page. */
export const MAX_REDIRECT_CHAIN = 5;
/** The query parameter that sends an address matching no route home instead of to the 404 page. */
export const PLATFORM_TYPE_QUERY = 'platform_type';
