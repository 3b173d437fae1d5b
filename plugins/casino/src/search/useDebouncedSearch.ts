import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../casinoConstants.ts';
import { normaliseSearch, SEARCH_MIN_LENGTH } from './normaliseSearch.ts';

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'loading'; text: string }
  | { status: 'done'; text: string; result: T }
  | { status: 'failed'; text: string };

/**
 * Results as the visitor types: the text is sent SEARCH_DEBOUNCE_MS after the last key, and a reply to an older text
 * never shows: each new text aborts the request of the previous one (its AbortController), so a slow early reply
 * cannot overwrite a later one. Texts that normalise alike (case, accents, spaces) are one search.
 */
export function useDebouncedSearch<T>(text: string, search: (normalisedText: string, signal: AbortSignal) => Promise<T>): SearchState<T> {
  const normalised = normaliseSearch(text);
  const [state, setState] = useState<SearchState<T>>({ status: 'idle' });
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    if (normalised.length < SEARCH_MIN_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading', text: normalised });
      searchRef.current(normalised, controller.signal).then(
        (result) => !controller.signal.aborted && setState({ status: 'done', text: normalised, result }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('[casino] search failed', error);
          setState({ status: 'failed', text: normalised });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [normalised]);
  return state;
}
