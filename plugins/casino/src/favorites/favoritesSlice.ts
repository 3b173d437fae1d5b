import { createEvent, createReducer, defineSlice, loggedOut, on, payload } from '@host/sdk';

export interface CasinoState {
  /** The signed-in player's favourite games (the server's list); null until loaded and for guests. */
  favorites: readonly number[] | null;
}

export const favoritesLoaded = createEvent('casino/favoritesLoaded', payload<{ gameIds: readonly number[] }>());
export const favoriteToggled = createEvent('casino/favoriteToggled', payload<{ gameId: number; favorite: boolean }>());

const toggle = (list: readonly number[], gameId: number, favorite: boolean) => {
  const without = list.filter((id) => id !== gameId);
  return favorite ? [gameId, ...without] : without;
};

const reducer = createReducer<CasinoState>({ favorites: null }, [
  on(favoritesLoaded, (state, { gameIds }) => ({ ...state, favorites: gameIds })),
  on(favoriteToggled, (state, { gameId, favorite }) => ({ ...state, favorites: toggle(state.favorites ?? [], gameId, favorite) })),
  on(loggedOut, (state) => ({ ...state, favorites: null })),
]);

/** The casino plugin's slice (mounted under its id). */
export const casinoSlice = defineSlice<CasinoState>('casino', { favorites: null }, reducer);

export const selectFavorites = (state: object) => casinoSlice.select(state).favorites;
