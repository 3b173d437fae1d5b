import { describe, expect, it } from 'vitest';
import { offlinePageFor } from './serviceWorkerSettings.ts';

const settings = { precache: [], offlinePages: { en: '/pwa/offline/en.html', ru: '/pwa/offline/ru.html' }, defaultLanguage: 'en' };

describe('offline page of a failed navigation', () => {
  it("is in the language of the address, else in the domain's default language", () => {
    expect(offlinePageFor('http://localhost/ru/line/football', settings)).toBe('/pwa/offline/ru.html');
    expect(offlinePageFor('http://localhost/en/', settings)).toBe('/pwa/offline/en.html');
    expect(offlinePageFor('http://localhost/de/', settings)).toBe('/pwa/offline/en.html');
    expect(offlinePageFor('http://localhost/', settings)).toBe('/pwa/offline/en.html');
  });
});
