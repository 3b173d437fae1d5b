import { type ComponentType, useEffect, useReducer } from 'react';

let loaded: ComponentType | null = null;
let loading: Promise<void> | null = null;

/**
 * Fetches the signed-in part of the header (PlayerActions.tsx), which a visitor never needs. The session calls it as
 * soon as it knows a player is signed in, so that the header shows the player's part on its first paint after that.
 * A failed fetch is logged, and the next call tries again.
 */
export function loadPlayerActions(): Promise<void> {
  loading ??= import(/* webpackChunkName: "player" */ './PlayerActions.tsx').then(
    (module) => {
      loaded = module.default;
    },
    (error: unknown) => {
      loading = null;
      console.warn('[account] the header part of the signed-in player failed to load', error);
    },
  );
  return loading;
}

/** The signed-in part of the header when `signedIn` and fetched; fetches it otherwise (null until it is there). */
export function useLoadedPlayerActions(signedIn: boolean): ComponentType | null {
  const [, fetched] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (signedIn && !loaded) void loadPlayerActions().then(fetched);
  }, [signedIn]);
  return signedIn ? loaded : null;
}
