import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslations } from './createTranslations.ts';
import { ModuleNotFoundError } from './ModuleNotFoundError.ts';

const DICTIONARIES: Record<string, Record<string, string>> = {
  '/kernel/i18n/en.json': { greeting: 'Hello' },
  '/kernel/i18n/ru.json': { greeting: 'Привет' },
};

/** The kernel's namespace served for English and Russian only; every other dictionary is missing (a 404). */
async function translations(language: string) {
  const fetchDictionary = vi.fn(async (url: string) => {
    const dictionary = DICTIONARIES[url];
    if (!dictionary) throw new Error(`${url}: HTTP 404`);
    return dictionary;
  });
  const host = await createTranslations(language, fetchDictionary, () => undefined);
  await host.addNamespace('kernel', '/kernel');
  return { host, fetchDictionary, greeting: () => host.i18n.t('kernel:greeting') };
}

afterEach(() => vi.restoreAllMocks());

describe('the language of the texts', () => {
  it('switches to a known locale that has a dictionary', async () => {
    const { host, greeting } = await translations('en');
    await host.changeLanguage('ru');
    expect(greeting()).toBe('Привет');
  });

  it.each(['de', 'kz', 'ua'])('falls back to English for the known locale "%s" without a dictionary', async (language) => {
    const { host, greeting } = await translations('ru');
    await host.changeLanguage(language);
    expect(host.i18n.language).toBe(language);
    expect(greeting()).toBe('Hello');
  });

  it('knows a real language on a browser whose Intl has no locale data for it', async () => {
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    const { host, greeting } = await translations('ru');
    await host.changeLanguage('de');
    expect(host.i18n.language).toBe('de');
    expect(greeting()).toBe('Hello');
  });

  it.each(['xx', 'q1', 'not a tag'])('raises the module-not-found error for the unknown locale "%s", fetching nothing and staying in its language', async (language) => {
    const { host, fetchDictionary, greeting } = await translations('ru');
    fetchDictionary.mockClear();
    const error = await host.changeLanguage(language).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ModuleNotFoundError);
    expect(error).toMatchObject({ code: 'module-not-found' });
    expect(fetchDictionary).not.toHaveBeenCalled();
    expect(greeting()).toBe('Привет');
  });

  it('starts in English when the guessed starting language is an unknown locale, so the navigation to it meets the error', async () => {
    const { host, greeting } = await translations('xx');
    expect(host.i18n.language).toBe('en');
    expect(greeting()).toBe('Hello');
    await expect(host.changeLanguage('xx')).rejects.toBeInstanceOf(ModuleNotFoundError);
  });
});
