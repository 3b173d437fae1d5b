import { describe, expect, it } from 'vitest';
import routes from '../../routes.json';
import { categoryRoute, lobbyFilterForRoute } from './lobbyFilter.ts';

const none = new URLSearchParams();

describe('lobby routes as filtered views of one lobby', () => {
  it('lists a category on its own route and everything on casino and casino-lobby', () => {
    expect(lobbyFilterForRoute('casino.slots', {}, none)).toEqual({ category: 'slots', sort: 'popular' });
    expect(lobbyFilterForRoute('casino.slots.vulkan', {}, none)).toEqual({ category: 'vulkan', sort: 'popular' });
    expect(lobbyFilterForRoute('casino.tvgames', {}, none)).toEqual({ category: 'tvgames', sort: 'popular' });
    expect(lobbyFilterForRoute('casino.crash-games', {}, none)).toEqual({ category: 'crash-games', sort: 'popular' });
    expect(lobbyFilterForRoute('casino', {}, none)).toEqual({ sort: 'popular' });
    expect(lobbyFilterForRoute('casino.lobby', {}, none)).toEqual({ sort: 'popular' });
  });

  it('reads a subcategory as a tag when it is one, else as a category', () => {
    expect(lobbyFilterForRoute('casino.category', { subcategory: 'live-casino' }, none)).toEqual({ category: 'live-casino', sort: 'popular' });
    expect(lobbyFilterForRoute('casino.category', { subcategory: 'new' }, none)).toEqual({ category: undefined, tag: 'new', sort: 'popular' });
    expect(lobbyFilterForRoute('casino.slots.category', { subcategory: 'jackpot' }, none)).toEqual({ category: 'slots', tag: 'jackpot', sort: 'popular' });
    expect(lobbyFilterForRoute('casino.slots.category', { subcategory: 'table-games' }, none)).toEqual({ category: 'table-games', sort: 'popular' });
  });

  it('narrows to a provider, and poker to a game by name', () => {
    expect(lobbyFilterForRoute('casino.provider', { provider: 'netent' }, none)).toEqual({ provider: 'netent', sort: 'popular' });
    expect(lobbyFilterForRoute('casino.poker', { game: 'holdem' }, none)).toEqual({ category: 'poker', q: 'holdem', sort: 'popular' });
    expect(lobbyFilterForRoute('casino.poker', {}, none)).toEqual({ category: 'poker', q: undefined, sort: 'popular' });
  });

  it('takes the order from ?sort= and ignores an unknown one', () => {
    expect(lobbyFilterForRoute('casino.slots', {}, new URLSearchParams('sort=az')).sort).toBe('az');
    expect(lobbyFilterForRoute('casino.slots', {}, new URLSearchParams('sort=new')).sort).toBe('new');
    expect(lobbyFilterForRoute('casino.slots', {}, new URLSearchParams('sort=cheapest')).sort).toBe('popular');
  });

  it('links a category to its own route where it has one, else to casino/{subcategory}', () => {
    expect(categoryRoute('bingo')).toEqual({ name: 'casino.bingo' });
    expect(categoryRoute('vulkan')).toEqual({ name: 'casino.slots.vulkan' });
    expect(categoryRoute('live-casino')).toEqual({ name: 'casino.category', params: { subcategory: 'live-casino' } });
  });

  it('gives every lobby route of routes.json a view, and each named category route its own category', () => {
    const lobbyRoutes = routes.filter((route) => route.page === 'lobby');
    expect(lobbyRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['slots', 'casino/:subcategory', 'bingo', 'keno', 'poker/:game?', 'fishinghunting', 'virtualsports', 'fast-bet', 'scratchcards', 'tvgames', 'crash-games', 'fast-games', 'asian-games', 'card-games', 'skill-games', 'slots/vulkan', 'casino-lobby', 'providers/:provider', 'othergames']),
    );
    for (const route of lobbyRoutes.filter((candidate) => !candidate.path.includes(':') && !['casino', 'casino-lobby'].includes(candidate.path))) {
      const expected: Record<string, string> = { 'slots/vulkan': 'vulkan', othergames: 'table-games' };
      expect(lobbyFilterForRoute(route.name, {}, none).category, route.name).toBe(expected[route.path] ?? route.path);
    }
  });
});
