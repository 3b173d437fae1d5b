// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageMetadata } from './pageMetadataClient.ts';
import { seoRouteQuery } from './seoRouteQuery.ts';

afterEach(() => vi.restoreAllMocks());

describe('the SEO fields of a route', () => {
  it('come from the matched manifest route and its parameters', () => {
    expect(seoRouteQuery({ name: 'line.game', path: 'line/:sport/:champ/:game' }, { sport: 'football', champ: 'epl', game: '1001' })).toEqual({
      section: 'line',
      stream: 'line',
      menuSection: 'football',
      matchId: '1001',
    });
    expect(seoRouteQuery({ name: 'live.champ', path: 'live/:sport/:champ' }, { sport: 'tennis', champ: '88' })).toEqual({ section: 'live', stream: 'live', menuSection: 'tennis', championshipId: '88' });
    expect(seoRouteQuery({ name: 'information.about', path: 'information/about' }, {})).toEqual({ section: 'information', menuSection: 'about' });
    expect(seoRouteQuery({ name: 'casino.category', path: 'casino/:subcategory' }, { subcategory: 'live-casino' })).toEqual({ section: 'casino', subsectionId: 'live-casino' });
  });

  it('leave out a parameter that is not a plain slug or id', () => {
    expect(seoRouteQuery({ name: 'line.game', path: 'line/:sport/:champ/:game' }, { sport: 'a b<', champ: 'epl', game: 'x1' })).toEqual({ section: 'line', stream: 'line' });
  });

  it('ride with the page-metadata calls a navigation makes', async () => {
    const urls: URL[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      urls.push(new URL(String(input), location.href));
      return Response.json({}, { status: 404 });
    });
    const route = seoRouteQuery({ name: 'line.champ', path: 'line/:sport/:champ' }, { sport: 'football', champ: '77' });
    await loadPageMetadata({ lang: 'en', path: '/line/football/77', projectId: 1, timezone: 3, route });
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(Object.fromEntries(url.searchParams)).toEqual({
        domain: location.host,
        language: 'en',
        path: '/line/football/77',
        projectId: '1',
        timezone: '3',
        section: 'line',
        stream: 'line',
        menuSection: 'football',
        championshipId: '77',
      });
    }
  });
});
