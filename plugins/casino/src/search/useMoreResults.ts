import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CasinoGamesReply, GameCard } from '../../schemas/casinoApi.ts';

/**
 * The pages of a search after its first one, loaded as the grid scrolls towards them; a new search (another first
 * page) starts over and aborts the page on its way.
 */
export function useMoreResults(
  firstPage: CasinoGamesReply | null,
  loadPage: (offset: number, signal: AbortSignal) => Promise<CasinoGamesReply>,
): { items: readonly GameCard[]; ensureLoaded: (index: number) => void } {
  const [more, setMore] = useState<{ first: CasinoGamesReply | null; items: readonly GameCard[] }>({ first: firstPage, items: [] });
  const loading = useRef<AbortController | null>(null);
  const items = useMemo(() => (more.first === firstPage ? [...(firstPage?.items ?? []), ...more.items] : (firstPage?.items ?? [])), [more, firstPage]);
  const current = useRef({ items, firstPage, loadPage });
  current.current = { items, firstPage, loadPage };

  useEffect(() => {
    setMore({ first: firstPage, items: [] });
    return () => {
      loading.current?.abort();
      loading.current = null;
    };
  }, [firstPage]);

  const ensureLoaded = useCallback((index: number) => {
    const { items: loaded, firstPage: first, loadPage: load } = current.current;
    if (!first || loading.current || index < loaded.length || loaded.length >= first.total) return;
    const controller = new AbortController();
    loading.current = controller;
    load(loaded.length, controller.signal).then(
      (reply) => {
        if (controller.signal.aborted) return;
        loading.current = null;
        setMore((previous) => (previous.first === first ? { first, items: [...previous.items, ...reply.items] } : previous));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        loading.current = null;
        console.warn('[casino] more search results failed to load', error);
      },
    );
  }, []);

  return { items, ensureLoaded };
}
