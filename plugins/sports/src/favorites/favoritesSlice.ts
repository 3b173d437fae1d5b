/** The bettor's favorite events (ids), kept on this device. */
export type FavoritesState = readonly number[];

export type FavoritesEvent = { type: 'favorites/toggled'; eventId: number } | { type: 'favorites/restored'; eventIds: readonly number[] };

/** More would be a bookmark list nobody reads; the oldest favorite goes first. */
export const MAX_FAVORITES = 100;

export const favoriteToggled = (eventId: number): FavoritesEvent => ({ type: 'favorites/toggled', eventId });

export function favoritesReducer(state: FavoritesState = [], event: FavoritesEvent | { type: string }): FavoritesState {
  switch (event.type) {
    case 'favorites/toggled': {
      const { eventId } = event as Extract<FavoritesEvent, { type: 'favorites/toggled' }>;
      return state.includes(eventId) ? state.filter((id) => id !== eventId) : [...state, eventId].slice(-MAX_FAVORITES);
    }
    case 'favorites/restored':
      return (event as Extract<FavoritesEvent, { type: 'favorites/restored' }>).eventIds;
    default:
      return state;
  }
}

/** Reads the stored list; anything that is not a list of positive integers is dropped (with a log), never thrown. */
export function parseStoredFavorites(raw: string | null): readonly number[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0)) return (value as number[]).slice(-MAX_FAVORITES);
  } catch {
    // falls through to the log below
  }
  console.warn('[sports] stored favorites are corrupt and were dropped');
  return [];
}
