import { afterEach, describe, expect, it, vi } from 'vitest';
import { favoriteToggled, favoritesReducer, MAX_FAVORITES, parseStoredFavorites } from './favoritesSlice.ts';

afterEach(() => vi.restoreAllMocks());

describe('favorites', () => {
  it('toggles an event in and out', () => {
    const once = favoritesReducer([], favoriteToggled({ eventId: 7 }));
    expect(once).toEqual([7]);
    expect(favoritesReducer(once, favoriteToggled({ eventId: 7 }))).toEqual([]);
  });

  it(`keeps the newest ${MAX_FAVORITES}`, () => {
    const full = Array.from({ length: MAX_FAVORITES }, (_, index) => index + 1);
    expect(favoritesReducer(full, favoriteToggled({ eventId: 1000 })).at(-1)).toBe(1000);
    expect(favoritesReducer(full, favoriteToggled({ eventId: 1000 }))).toHaveLength(MAX_FAVORITES);
  });

  it.each(['{bad json', '{"a":1}', '[1,"2"]', '[-1]', '[1.5]'])('drops the corrupt stored value %s with a log', (raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStoredFavorites(raw)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[sports] stored favorites are corrupt and were dropped');
  });

  it('reads a stored list', () => {
    expect(parseStoredFavorites('[3,4]')).toEqual([3, 4]);
    expect(parseStoredFavorites(null)).toEqual([]);
  });
});
