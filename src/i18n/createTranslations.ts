import i18next, { type i18n } from 'i18next';
import type { Disposer } from '../store/createHostStore.ts';
import { FALLBACK_LANGUAGE } from '../router/routerConstants.ts';
import { isKnownLocale, ModuleNotFoundError } from './ModuleNotFoundError.ts';

type Dictionary = Record<string, string>;
type FetchDictionary = (url: string) => Promise<Dictionary>;

export interface TranslationHost {
  i18n: i18n;
  /** Loads a namespace's dictionaries (current language and the fallback) from `${baseUrl}/i18n/{lang}.json`. */
  addNamespace(namespace: string, baseUrl: string): Promise<Disposer>;
  /** Rejects with the spec's ModuleNotFoundError for an unknown locale, and stays in the current language. */
  changeLanguage(language: string): Promise<void>;
}

/**
 * i18next with one namespace per plugin. Dictionaries ship beside each bundle and come from the server; a known
 * locale without a dictionary falls back to English, an unknown one is an error (changeLanguage). The starting
 * language is a guess (the path's, a stored or the browser's, before the language guard has checked it), so an
 * unknown one starts in English: the navigation to it then meets the error.
 */
export async function createTranslations(language: string, fetchDictionary: FetchDictionary, log: (message: string, detail?: unknown) => void): Promise<TranslationHost> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: isKnownLocale(language) ? language : FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
  });
  const namespaces = new Map<string, string>();

  async function load(namespace: string, baseUrl: string, lang: string): Promise<void> {
    if (instance.hasResourceBundle(lang, namespace)) return;
    try {
      instance.addResourceBundle(lang, namespace, await fetchDictionary(`${baseUrl}/i18n/${lang}.json`));
    } catch (error) {
      if (lang !== FALLBACK_LANGUAGE) return;
      log(`dictionary ${namespace}/${lang} failed to load`, error);
    }
  }

  const languagesInUse = () => [...new Set([instance.language, FALLBACK_LANGUAGE])];

  return {
    i18n: instance,
    async addNamespace(namespace, baseUrl) {
      namespaces.set(namespace, baseUrl);
      await Promise.all(languagesInUse().map((lang) => load(namespace, baseUrl, lang)));
      return () => {
        namespaces.delete(namespace);
        for (const lang of Object.keys(instance.store.data)) instance.removeResourceBundle(lang, namespace);
      };
    },
    async changeLanguage(lang) {
      if (!isKnownLocale(lang)) throw new ModuleNotFoundError(lang);
      await Promise.all([...namespaces].map(([namespace, baseUrl]) => load(namespace, baseUrl, lang)));
      await instance.changeLanguage(lang);
    },
  };
}
