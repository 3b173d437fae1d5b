import type { SiteConfig } from '../../schemas/siteConfig.ts';
import { FALLBACK_LANGUAGE, SHOW_HIDDEN_LANGUAGES_COOKIE } from './routerConstants.ts';

const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

/** Splits `/en/information/about` into the language segment and the rest. */
export function splitLanguage(pathname: string): { lang: string | null; rest: string } {
  const trimmed = pathname.replace(/^\/+/, '');
  const [first = '', ...others] = trimmed.split('/');
  if (LANGUAGE_SEGMENT.test(first)) return { lang: first, rest: others.join('/') };
  return { lang: null, rest: trimmed };
}

/** Languages a visitor may use: those hidden for guests appear for signed-in users or with the user-cookie flag. */
export function allowedLanguages(lng: SiteConfig['lng'], showHidden: boolean): string[] {
  const hidden = new Set(showHidden ? [] : (lng.langHiddenUnauthorized ?? []));
  return lng.available.filter((language) => !hidden.has(language));
}

/** Languages for this visitor: the user-cookie flag or a signed-in user shows the ones hidden for guests. */
export function languagesForVisitor(lng: SiteConfig['lng'], cookies: Readonly<Record<string, string>>, signedIn: boolean): string[] {
  return allowedLanguages(lng, cookies[SHOW_HIDDEN_LANGUAGES_COOKIE] === '1' || signedIn);
}

/** The best browser language that is allowed, then the default language, then en (first document, section 2). */
export function bestLanguage(browserLanguages: readonly string[], allowed: readonly string[], defaultLanguage: string): string {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (allowed.includes(primary)) return primary;
  }
  if (allowed.includes(defaultLanguage)) return defaultLanguage;
  return FALLBACK_LANGUAGE;
}
