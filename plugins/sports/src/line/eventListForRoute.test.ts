import { describe, expect, it } from 'vitest';
import { eventListForRoute } from './eventListForRoute.ts';

describe('eventListForRoute', () => {
  it.each([
    ['line.sport', { sport: 'tennis' }, [{ mode: 'line', query: { sport: 'tennis', champ: undefined } }]],
    ['live.champ', { sport: 'football', champ: 'epl' }, [{ mode: 'live', query: { sport: 'football', champ: 'epl' } }]],
    ['line.menu', { menuSection: 'top' }, [{ mode: 'line', query: { top: true } }]],
    ['champion.epl', {}, [{ mode: 'live', query: { champ: 'epl' } }, { mode: 'line', query: { champ: 'epl' } }]],
    ['champion.champ', {}, [{ mode: 'live', query: { top: true } }, { mode: 'line', query: { top: true } }]],
    ['pageType.ufc', {}, [{ mode: 'live', query: { pageType: 'ufc' } }, { mode: 'line', query: { pageType: 'ufc' } }]],
    ['cyber.real', {}, [{ mode: 'live', query: { pageType: 'cyber' } }, { mode: 'line', query: { pageType: 'cyber' } }]],
    ['cyber.discipline', { discipline: 'dota-2' }, [{ mode: 'live', query: { sport: 'dota-2' } }, { mode: 'line', query: { sport: 'dota-2' } }]],
    ['ipl-betting-app', {}, [{ mode: 'live', query: { sport: 'cricket', champ: 'ipl' } }, { mode: 'line', query: { sport: 'cricket', champ: 'ipl' } }]],
  ])('%s with %j lists %j', (name, params, sections) => {
    expect(eventListForRoute(name, params).sections).toEqual(sections);
  });

  it('keeps only favorites on the favorites pages', () => {
    expect(eventListForRoute('favorites', {}).favoritesOnly).toBe(true);
    expect(eventListForRoute('champion.laliga.favorites', {}).favoritesOnly).toBe(true);
    expect(eventListForRoute('cricket.favorites', {}).favoritesOnly).toBe(true);
    expect(eventListForRoute('champion.laliga', {}).favoritesOnly).toBe(false);
  });

  it('finds a team page by the team name in its slug', () => {
    expect(eventListForRoute('team', { team: 'real-madrid' }).search).toBe('real madrid');
  });
});
