import { createEvent, createReducer, on, payload } from '@host/sdk';

/** The bettor's favorite events (ids), kept on this device. */
export type FavoritesState = readonly number[];

/** More would be a bookmark list nobody reads; the oldest favorite goes first. */
export const MAX_FAVORITES = 100;

export const favoriteToggled = createEvent('favorites/toggled', payload<{ eventId: number }>());
export const favoritesRestored = createEvent('favorites/restored', payload<{ eventIds: readonly number[] }>());

export const favoritesReducer = createReducer<FavoritesState>([], [
  on(favoriteToggled, (state, { eventId }) => (state.includes(eventId) ? state.filter((id) => id !== eventId) : [...state, eventId].slice(-MAX_FAVORITES))),
  on(favoritesRestored, (_state, { eventIds }) => eventIds),
]);

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
