import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_GAMES, GAMES_PAGE_SIZE, GRID_OVERSCAN_ROWS, GRID_PREFETCH_ROWS, JACKPOTS_REFRESH_MS, SEARCH_DEBOUNCE_MS } from './casinoConstants.ts';

describe('the casino front end figures', () => {
  it('pins them', () => {
    expect({ SEARCH_DEBOUNCE_MS, GAMES_PAGE_SIZE, GRID_OVERSCAN_ROWS, GRID_PREFETCH_ROWS, JACKPOTS_REFRESH_MS, FIRST_SCREEN_GAMES }).toEqual({
      SEARCH_DEBOUNCE_MS: 250,
      GAMES_PAGE_SIZE: 48,
      GRID_OVERSCAN_ROWS: 3,
      GRID_PREFETCH_ROWS: 4,
      JACKPOTS_REFRESH_MS: 10_000,
      FIRST_SCREEN_GAMES: 12,
    });
  });
});
