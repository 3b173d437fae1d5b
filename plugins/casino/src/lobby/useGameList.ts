import { selectLanguage } from '@host/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { GameCard } from '../../schemas/casinoApi.ts';
import { fetchGames } from '../api/casinoApi.ts';
import { takeFirstScreenGames } from './lobbyFirstScreen.ts';
import type { LobbyFilter } from './lobbyFilter.ts';

export interface GameList {
  items: readonly GameCard[];
  /** Every game that matches; null until the first page answers. */
  total: number | null;
  failed: boolean;
  /** Asks for the next page when `index` is beyond what is loaded (one request at a time). */
  ensureLoaded: (index: number) => void;
}

interface ListState {
  key: string;
  items: readonly GameCard[];
  total: number | null;
  failed: boolean;
}

/**
 * The games of a lobby view, page by page as the player scrolls: the first page at once, the next when the grid asks
 * for a card past the loaded ones. A new filter starts over and aborts what the old one was loading.
 */
export function useGameList(filter: LobbyFilter): GameList {
  const lang = useSelector(selectLanguage);
  const key = JSON.stringify([filter, lang]);
  // The view the server drew starts with its games; the effect below then has nothing to ask for.
  const [state, setState] = useState<ListState>(() => {
    const drawn = takeFirstScreenGames(filter, lang);
    return drawn ? { key, items: drawn.items, total: drawn.total, failed: false } : { key, items: [], total: null, failed: false };
  });
  const fromFirstScreen = useRef(state.total !== null ? key : null);
  const loading = useRef<AbortController | null>(null);
  const current = state.key === key ? state : { key, items: [], total: null, failed: false };
  const stateRef = useRef(current);
  stateRef.current = current;
  const request = useRef({ filter, lang });
  request.current = { filter, lang };

  const loadFrom = useCallback(
    (offset: number) => {
      const controller = new AbortController();
      loading.current = controller;
      fetchGames(request.current.filter, offset, request.current.lang, controller.signal).then(
        (reply) => {
          if (controller.signal.aborted) return;
          loading.current = null;
          setState((previous) => {
            const base = previous.key === key ? previous.items : [];
            return { key, items: [...base.slice(0, reply.offset), ...reply.items], total: reply.total, failed: false };
          });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          loading.current = null;
          console.warn('[casino] games failed to load', error);
          setState((previous) => ({ ...(previous.key === key ? previous : { key, items: [], total: null }), failed: true }));
        },
      );
    },
    [key],
  );

  useEffect(() => {
    if (fromFirstScreen.current === key) {
      fromFirstScreen.current = null;
      return;
    }
    setState({ key, items: [], total: null, failed: false });
    loadFrom(0);
    return () => {
      loading.current?.abort();
      loading.current = null;
    };
  }, [key, loadFrom]);

  const ensureLoaded = useCallback(
    (index: number) => {
      const { items, total, failed } = stateRef.current;
      if (loading.current || failed || total === null || items.length >= total || index < items.length) return;
      loadFrom(items.length);
    },
    [loadFrom],
  );

  return { items: current.items, total: current.total, failed: current.failed, ensureLoaded };
}
