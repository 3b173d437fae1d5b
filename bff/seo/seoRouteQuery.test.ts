import { describe, expect, it } from 'vitest';
import { seoRouteQuery } from './seoRouteQuery.ts';

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
});
