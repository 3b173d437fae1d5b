/**
 * The spec's module-not-found error (second document, section 8: an unknown locale loader): a language this browser
 * knows no locale of, so there is nothing to load for it. A known locale without a dictionary is not this error: its
 * texts fall back to English.
 */
export class ModuleNotFoundError extends Error {
  readonly code = 'module-not-found';

  constructor(language: string) {
    super(`module-not-found: no locale for the language "${language}"`);
    this.name = 'ModuleNotFoundError';
  }
}

/**
 * Site language codes that are a country's code rather than the language's (Kazakh is `kk`, the sites say `kz`), as
 * operators' configs spell them; each stands for its language's locale.
 */
const LOCALE_OF_SITE_CODE: Readonly<Record<string, string>> = { kz: 'kk', ua: 'uk', by: 'be', gr: 'el', jp: 'ja', cn: 'zh', tj: 'tg' };

/** A locale the browser can format dates and numbers in (about 100 of them, as the spec's date-locale list). */
export const isKnownLocale = (language: string): boolean => {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(LOCALE_OF_SITE_CODE[language] ?? language).length > 0;
  } catch {
    // Not even a well-formed language tag.
    return false;
  }
};
