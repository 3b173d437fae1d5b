import { describe, expect, it } from 'vitest';
import { allowedLanguages, bestLanguage, splitLanguage } from './languages.ts';

const lng = { default: 'ru', available: ['en', 'ru', 'de', 'az'], langHiddenUnauthorized: ['az'] };

describe('language segment', () => {
  it.each([
    ['/en/information/about', 'en', 'information/about'],
    ['/information/about', null, 'information/about'],
    ['/', null, ''],
    ['/ru', 'ru', ''],
    ['/eng/x', null, 'eng/x'],
  ])('%s -> lang %s, rest %s', (path, lang, rest) => {
    expect(splitLanguage(path)).toEqual({ lang, rest });
  });
});

describe('allowed languages', () => {
  it('hides the languages hidden for guests', () => {
    expect(allowedLanguages(lng, false)).toEqual(['en', 'ru', 'de']);
  });
  it('shows them with the user-cookie flag (or a signed-in user)', () => {
    expect(allowedLanguages(lng, true)).toEqual(['en', 'ru', 'de', 'az']);
  });
});

describe('best language: browser, then default, then en', () => {
  it.each([
    [['de-DE', 'en'], ['en', 'ru', 'de'], 'ru', 'de'],
    [['fr-FR', 'en-GB'], ['en', 'ru', 'de'], 'ru', 'en'],
    [['fr'], ['en', 'ru', 'de'], 'ru', 'ru'],
    [['fr'], ['de', 'es'], 'ru', 'en'],
    [['az'], ['en', 'ru'], 'ru', 'ru'],
    [[], ['de', 'es'], 'es', 'es'],
  ])('browser %j, allowed %j, default %s -> %s', (browser, allowed, defaultLanguage, expected) => {
    expect(bestLanguage(browser, allowed, defaultLanguage)).toBe(expected);
  });
});
