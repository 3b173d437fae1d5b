import { selectUserId, useOptionalService } from '@host/sdk';
import { sessionService } from '../../../account/contract/index.ts';
import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { changeFavorite, fetchFavorites } from '../api/casinoApi.ts';
import { favoritesLoaded, favoriteToggled, selectFavorites } from './favoritesSlice.ts';

let pending: { userId: string; gameIds: Promise<readonly number[]> } | null = null;

/** One request for the favourites however many grids ask for them at once. */
function loadFavoritesOnce(userId: string): Promise<readonly number[]> {
  if (pending?.userId !== userId) {
    const gameIds = fetchFavorites().then((reply) => reply.gameIds);
    pending = { userId, gameIds };
    const forget = () => {
      if (pending?.gameIds === gameIds) pending = null;
    };
    gameIds.then(forget, forget);
  }
  return pending.gameIds;
}

/**
 * The player's favourite games and the toggle on the cards. A guest who taps the heart is asked to sign in (the
 * session's login modal). A change shows at once and follows the server's list when it answers; a refused change
 * is rolled back to the server's list.
 */
export function useFavorites(): { favorites: ReadonlySet<number>; loaded: boolean; toggle: (gameId: number) => void } {
  const dispatch = useDispatch();
  const session = useOptionalService(sessionService);
  const userId = useSelector(selectUserId);
  const list = useSelector(selectFavorites);

  useEffect(() => {
    if (userId === null || list !== null) return;
    let current = true;
    loadFavoritesOnce(userId).then(
      (gameIds) => current && dispatch(favoritesLoaded({ gameIds })),
      (error: unknown) => console.warn('[casino] favourites failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [userId, list, dispatch]);

  const toggle = useCallback(
    (gameId: number) => {
      if (userId === null) {
        session?.requestSignIn();
        return;
      }
      const favorite = !(list ?? []).includes(gameId);
      dispatch(favoriteToggled({ gameId, favorite }));
      changeFavorite(gameId, favorite).then(
        (reply) => dispatch(favoritesLoaded({ gameIds: reply.gameIds })),
        (error: unknown) => {
          console.warn('[casino] favourite change failed', error);
          dispatch(favoriteToggled({ gameId, favorite: !favorite }));
        },
      );
    },
    [userId, list, session, dispatch],
  );

  const favorites = useMemo(() => new Set(list ?? []), [list]);
  return { favorites, loaded: list !== null, toggle };
}
