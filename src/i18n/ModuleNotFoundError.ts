/**
 * The spec's module-not-found error (second document, section 8: an unknown locale loader): a language this browser
 * knows no locale of, so there is nothing to load for it. A known locale without a dictionary is not this error: its
 * texts fall back to English.
 */
export class ModuleNotFoundError extends Error {
  readonly code = 'module-not-found';

  constructor(language: string) {
    super(`module-not-found: no locale for "${language}"`);
    this.name = 'ModuleNotFoundError';
  }
}

/**
 * The languages the kernel knows a locale of: the spec's date-locale list (about 100 locales; here by language, the
 * 70 of date-fns' locales without their regions), and the site codes that name a country rather than its language
 * (`kz` Kazakh, `ua`, `by`, `gr`, `jp`, `cn`, `tj`). Shipped rather than asked of the browser's `Intl`, whose locale
 * data may be reduced and would refuse a real language. One pattern, second letters grouped by the first: it is in
 * the first route's bytes. Anything else (not even a language code) is an unknown locale.
 */
const KNOWN_LOCALES = /^(?:a[frz]|b[egnsy]|c[ansy]|d[ae]|e[lnostu]|f[airy]|g[dlru]|h[eirtuy]|i[dst]|j[ap]|k[akmnoz]|l[btv]|m[knst]|n[bln]|oc|p[lt]|r[ou]|s[eklqrv]|t[aehjr]|u[agkz]|vi|zh)$/;

export const isKnownLocale = (language: string): boolean => KNOWN_LOCALES.test(language);
